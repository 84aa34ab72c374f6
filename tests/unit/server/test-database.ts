import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db';

export type StoreKind = 'pglite' | 'postgres';

/** PGlite always; the machine's PostgreSQL too when DATABASE_URL is set (CI sets it when it answers). */
export function storeKinds(): StoreKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A throwaway database: in-memory PGlite, or a fresh PostgreSQL database created on the
 * DATABASE_URL server and dropped on close.
 */
export async function openTestDatabase(kind: StoreKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({});
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    /** For a second pool on the same database (a second server process). */
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
