import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for every change to server/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
