import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { storeKinds } from './test-database';

const run = promisify(execFile);

/**
 * The crash test of scripts/kill-during-booking.ts, smaller: a real server process is killed
 * with SIGKILL while several users book, restarted, and every booking retried; the script then
 * checks the database (no order lost or duplicated, seats, wallets, payments and tickets consistent).
 */
describe.each(storeKinds())('SIGKILL during booking on %s', (kind) => {
  it('restarts with no order lost or duplicated and the database intact', async () => {
    const env = { ...process.env };
    if (kind === 'pglite') delete env.DATABASE_URL;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/kill-during-booking.ts', '--workers', '4', '--kill-after', '24'], { env, timeout: 170_000 })
      .catch((error: { stdout?: string; message: string }) => ({ stdout: error.stdout ?? error.message }));
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(report.failures).toEqual([]);
    expect(report).toMatchObject({ ok: true, killedBy: 'SIGKILL', store: kind });
    expect(report.ordersAcknowledgedBeforeKill).toBeGreaterThan(0);
    expect(report.acknowledgedOrdersIssued).toMatch(/^(\d+)\/\1$/);
  }, 180_000);
});
