import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../../server/db';

const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };

describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL, several processes at once', () => {
  it('three servers started together on an empty database all come up, and each migration is applied once', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `mig_${randomUUID().replace(/-/g, '')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
      await check.end();
      // A process told not to migrate (MIGRATE=false) opens the migrated database as it is.
      const quiet = await openDatabase({ databaseUrl: url.toString(), migrate: false });
      await quiet.close();
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

describe('the embedded database is one process\'s', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and takes over after a dead one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-lock-'));
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, 'server.pid'), String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`already open in another server process (PID ${other.pid})`);
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
      // Its owner is gone (killed without cleaning up): the next start takes the database over.
      const database = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
      await database.close();
      expect(() => readFileSync(path.join(dataDir, 'server.pid'))).toThrow();
    } finally {
      other.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
