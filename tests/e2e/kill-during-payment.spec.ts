import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startZarinpalFake, ZARINPAL_FAKE_MERCHANT_ID } from '../fakes/zarinpal';
import { E2E_SERVER_ENV } from './global-setup';
import { bearer, signInByApi } from './support/accounts';
import { data } from './support/api';
import { bookByApi } from './support/booking';
import { freePort } from './support/ports';

/**
 * A real server process killed with SIGKILL after the bank verified a payment and before the
 * server heard back (so nothing of it was committed): restarted on the same database, the
 * traveller's return, arriving again, verifies once more («already verified») and issues the
 * ticket, once; the bank charged once.
 */
test('killed between the bank\'s verify and the issue, the payment is issued once after a restart', async ({ playwright }) => {
  test.setTimeout(240_000);
  const bank = await startZarinpalFake();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-kill-pay-'));
  const port = await freePort();
  mkdirSync('test-results', { recursive: true });
  const logFile = path.resolve('test-results', `kill-during-payment-${port}.log`);
  const env = {
    ...process.env, ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
    PAYMENT_GATEWAYS: 'zarinpal', ZARINPAL_MERCHANT_ID: ZARINPAL_FAKE_MERCHANT_ID, ZARINPAL_BASE_URL: bank.url,
  };
  const base = `http://127.0.0.1:${port}`;
  const start = async () => {
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn('npx', ['tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    child.stdout!.pipe(log);
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.ok, () => false), { timeout: 120_000 }).toBe(true);
    return child;
  };
  const previousLog = process.env.E2E_SERVER_LOG;
  process.env.E2E_SERVER_LOG = logFile;
  let server: ChildProcess | undefined;
  try {
    server = await start();
    const api = await playwright.request.newContext({ baseURL: base });
    const session = await signInByApi(api);
    const order = await bookByApi(api, session, { days: 18 });
    const pay = await data<{ paymentId: string; url: string }>(await api.post('/api/payment/Pay/Create', { headers: bearer(session), data: { orderId: order.id } }));
    const authority = pay.url.split('/').pop()!;
    const back = bank.pay(authority);
    // The bank does the verify and its answer never arrives: the server is killed while it waits.
    bank.failNext(1, 'lostAnswer');
    const first = fetch(back.url, { redirect: 'manual' }).then(() => 'answered', () => 'killed');
    await expect.poll(() => bank.transactions.get(authority)?.status, { timeout: 20_000 }).toBe('Verified');
    process.kill(-server.pid!, 'SIGKILL');
    expect(await first).toBe('killed');

    server = await start();
    // The traveller reloads the return (no session: it needs none).
    const again = await fetch(back.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const details = await data<{ status: string }>(await api.get(`/api/orders/Order/GetById/${order.id}`, { headers: bearer(session) }));
    expect(details.status).toBe('Issued');
    expect(bank.ledger.filter((e) => e.token === authority).map((e) => e.kind)).toEqual(['charge']);
    expect(bank.calls.filter((c) => c.op === 'verify')).toHaveLength(2);
    await api.dispose();
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    process.env.E2E_SERVER_LOG = previousLog;
    await new Promise((r) => setTimeout(r, 500));
    await bank.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
