import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** PostgreSQL: the pool's connections now (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory, created on first start; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** False: the schema is brought up to date by a deployment step of its own (MIGRATE=false); default true. */
  migrate?: boolean | undefined;
  /** PGlite: start from this dump of a data directory (`snapshotPglite`), not from an empty one. */
  pgliteSnapshot?: Blob | undefined;
}

/** One key for "the schema is changing": any number of processes started at once migrate one at a time. */
const MIGRATION_LOCK = 7412000;

/** Opens the store and brings its schema and seed data up to date. One schema, one set of migrations. */
export async function openDatabase({ databaseUrl, dataDir, migrate = true, pgliteSnapshot }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool);
    if (migrate) await migrateLocked(pool, db);
    await applySeed(db as unknown as Db);
    return {
      db: db as unknown as Db, kind: 'postgres', close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const releaseDir = dataDir ? await lockDataDir(dataDir) : undefined;
  const { client, db } = await openPglite(dataDir, pgliteSnapshot);
  return {
    db: db as unknown as Db, kind: 'pglite',
    close: async () => {
      await client.close();
      await releaseDir?.();
    },
  };
}

/**
 * An in-memory PGlite, migrated and seeded, dumped as a data directory. PGlite's first start runs
 * initdb (seconds); a store opened from this dump skips it: the tests open one per suite.
 */
export async function snapshotPglite(): Promise<Blob> {
  const { client } = await openPglite(undefined, undefined);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** PGlite in `dataDir` (or memory), from a dump when given one, with its schema and seed up to date. */
async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined) {
  const client = new PGlite({ dataDir, loadDataDir: snapshot });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  await applySeed(db as unknown as Db);
  return { client, db };
}

/**
 * Migrations under a session advisory lock held on one connection of the pool: of N processes
 * started at once on an empty database one applies each migration, the others wait and then find
 * nothing left to do (drizzle's journal is read after the lock is taken).
 */
async function migrateLocked(pool: pg.Pool, db: Parameters<typeof migratePg>[0]) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

export const EMBEDDED_IN_USE = 'The embedded database in DATA_DIR is already open in another server process (PID {pid}). PGlite is one process\'s: run one process, or set DATABASE_URL to a PostgreSQL server for several.';

/**
 * The embedded database is one process's: a second process on the same DATA_DIR would corrupt it.
 * A lock file names the owner; one whose process is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && alive(owner)) throw new Error(EMBEDDED_IN_USE.replace('{pid}', String(owner)), { cause: error });
      await rm(file, { force: true });
    }
  }
  throw new Error(EMBEDDED_IN_USE.replace('{pid}', '?'));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
