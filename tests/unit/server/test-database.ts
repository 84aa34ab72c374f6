import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db';

export type StoreKind = 'pglite' | 'postgres';

/** PGlite always; the machine's PostgreSQL too when DATABASE_URL is set (CI sets it when it answers). */
export function storeKinds(): StoreKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let snapshot: Promise<Blob> | undefined;

/** The run's migrated PGlite (pglite-snapshot.ts), read once per suite. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/**
 * A throwaway database: in-memory PGlite (from the run's migrated snapshot: the migrations still
 * run and find nothing to do), or a fresh PostgreSQL database created on the DATABASE_URL server
 * and dropped on close.
 */
export async function openTestDatabase(kind: StoreKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ pgliteSnapshot: await pgliteSnapshot() });
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
