import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { freePort } from './support/ports';
import { startSepFake, SEP_FAKE_TERMINAL_ID } from '../fakes/sep';
import { startZarinpalFake, ZARINPAL_FAKE_MERCHANT_ID } from '../fakes/zarinpal';


async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Settings the e2e server runs with (and a second server started by a test, too). */
export const E2E_SERVER_ENV: Record<string, string> = {
  // Every test signs in from 127.0.0.1 with a number of its own: a cap per address meant for
  // one person's browser would stop the suite, so it is raised here (the default stays).
  OTP_ADDRESS_LIMIT: '100000',
  // Refunds are paid as soon as they are asked for (README: Refunds), so a journey sees them complete.
  REFUND_DELAY_MINUTES: '0',
};

/** Starts the real server (built app + API + embedded database) for the e2e suite. */
export default async function globalSetup() {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  // Banks that cannot be reached from here, as local fakes speaking their protocols: the journeys
  // pay through Zarinpal's StartPay page and SEP's posted form as a traveller would.
  const [zarinpal, sep] = await Promise.all([startZarinpalFake(), startSepFake()]);
  const banks = {
    PAYMENT_GATEWAYS: 'sandbox,zarinpal,sep',
    ZARINPAL_MERCHANT_ID: ZARINPAL_FAKE_MERCHANT_ID, ZARINPAL_BASE_URL: zarinpal.url,
    SEP_TERMINAL_ID: SEP_FAKE_TERMINAL_ID, SEP_BASE_URL: sep.url,
  };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-e2e-'));
  // The server's log is where sign-in codes go (README: Accounts); the tests read them from it.
  mkdirSync('test-results', { recursive: true });
  const logFile = path.resolve('test-results', 'e2e-server.log');
  const log = createWriteStream(logFile);
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...E2E_SERVER_ENV, ...banks },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  server.stdout.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, 60_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;

  return async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    log.end();
    await Promise.all([zarinpal.close(), sep.close()]);
    // Every journey runs under the server's Content-Security-Policy: a blocked script, style or frame
    // is reported to /api/csp-report and logged, and fails the suite here.
    const violations = readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"csp violation"'));
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations during the e2e run:\n${violations.slice(0, 5).join('\n')}`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
