import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applySeed } from './seed';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory, created on first start; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
}

/** Opens the store and brings its schema and seed data up to date. One schema, one set of migrations. */
export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    await applySeed(db as unknown as Db);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  await applySeed(db as unknown as Db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
