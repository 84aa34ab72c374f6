import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { snapshotPglite } from '../../../server/db';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (a tar file) every server suite's store starts from. */
    pgliteSnapshot: string;
  }
}

/**
 * The server project's global setup: PGlite's first start (initdb, then every migration) once per
 * run, not once per suite; each suite still gets a store of its own, opened from this dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'safar-pglite-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await (await snapshotPglite()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
