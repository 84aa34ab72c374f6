/**
 * Money safety under a crash (`tsx scripts/kill-during-booking.ts [--workers 8] [--kill-after 30]`):
 * starts the real server (server/main.ts) on a fresh store, books flights from several users at
 * once (submit → reserve → gateway → bank page → callback), kills the server with SIGKILL in the
 * middle, restarts it on the same store, retries every booking as a client would (same
 * clientRequestId, same bank authority), then checks the database: no acknowledged order lost,
 * none duplicated, seats, wallets and tickets consistent. Embedded PGlite in a temporary DATA_DIR,
 * or a fresh database on DATABASE_URL's server when it is set. Prints a JSON report; exit 1 on failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db';
import { rows } from '../server/db/rows';
import { addDays, tehranToday } from '../server/time/calendar';

const { values: args } = parseArgs({ options: { workers: { type: 'string', default: '8' }, 'kill-after': { type: 'string', default: '30' } } });
const WORKERS = Number(args.workers);
const KILL_AFTER = Number(args['kill-after']);
const ORDERS_PER_WORKER = 4;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

// ── The store ────────────────────────────────────────────────────────────────────────────────
const dataDir = mkdtempSync(path.join(tmpdir(), 'kill-booking-'));
const adminUrl = process.env.DATABASE_URL;
let databaseUrl: string | undefined;
if (adminUrl) {
  const name = `kill_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

// ── The server process ───────────────────────────────────────────────────────────────────────
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const codes = new Map<string, string>();
let server: ChildProcess;

async function start(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-app'), JWT_SECRET: 'kill-during-booking-secret-0123456789', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => {
    for (const m of chunk.toString().matchAll(/OTP code for (09\d{9}): (\d{5})/g)) codes.set(m[1]!, m[2]!);
  });
  server.stderr!.resume();
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const stopped = () => new Promise<void>((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', () => resolve())));

// ── A client ─────────────────────────────────────────────────────────────────────────────────
async function call(method: string, url: string, auth?: string, body?: unknown, form?: string) {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), redirect: 'manual' });
  const text = await res.text();
  let json: { data?: Record<string, unknown> } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch { /* HTML pages and redirects */ }
  return { status: res.status, data: json.data as Record<string, unknown> & { id?: string; url?: string; status?: string }, text, location: res.headers.get('location') };
}

async function signIn(phone: string): Promise<string> {
  await call('POST', '/account/otp/create', undefined, { phoneNumber: phone });
  for (let i = 0; i < 100 && !codes.has(phone); i++) await new Promise((r) => setTimeout(r, 50));
  const res = await fetch(`${base}/account/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `grant_type=otp&phone_number=${phone}&code=${codes.get(phone)}` });
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

interface Booking {
  key: string;
  auth: string;
  proposal: { requestId: string; proposalId: string };
  orderId?: string;
  authority?: string;
  noSeats?: boolean;
  /** The first request went out (it may have reached the server whatever the client heard). */
  started?: boolean;
}

const journal: Booking[] = [];
let acknowledged = 0;
let killing = false;
/** Requests cut off by the kill (their answer never came). */
let interrupted = 0;
const ack = () => void acknowledged++;

const CARD = 'pan=6037991111111112&cvv2=123&month=12&year=99&pin=12345';
const passenger = (n: number) => {
  const nine = String(100_000_000 + n * 7_919).slice(0, 9);
  const r = [...nine].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
  return { firstNameFa: 'علی', lastNameFa: 'رضایی', firstNameEn: 'Ali', lastNameEn: 'Rezaei', gender: 'Male', birthDate: '1985-06-01', nationalCode: nine + String(r < 2 ? r : 11 - r) };
};

/** Takes a booking as far as it goes; safe to run again on the same booking (that is the retry). */
async function drive(b: Booking, n: number): Promise<void> {
  b.started = true;
  const submitted = await call('POST', '/api/flight-reservation/Submit/SubmitFlightOrder', b.auth, { proposal: b.proposal, passengers: [passenger(n)], contact: { mobile: '09121234567' }, clientRequestId: b.key });
  if (submitted.status !== 200) throw new Error(`submit ${submitted.status} ${submitted.text.slice(0, 200)}`);
  if (b.orderId && submitted.data.id !== b.orderId) throw new Error(`duplicate: ${b.key} answered ${submitted.data.id}, had ${b.orderId}`);
  b.orderId = submitted.data.id!;
  ack();
  let order = (await call('GET', `/api/orders/Order/GetById/${b.orderId}`, b.auth)).data;
  if (order.status === 'Created') {
    const reserved = await call('POST', '/api/flight-reservation/Reserve/ReserveFlightOrder', b.auth, { orderId: b.orderId });
    if (reserved.status === 400) return void (b.noSeats = true);
    if (reserved.status !== 200) throw new Error(`reserve ${reserved.status}`);
    ack();
    order = reserved.data;
  }
  if (order.status === 'Reserved') {
    if (!b.authority) {
      const pay = await call('POST', '/api/payment/Pay/Create', b.auth, { orderId: b.orderId });
      if (pay.status !== 200) throw new Error(`pay ${pay.status} ${pay.text.slice(0, 200)}`);
      b.authority = String(pay.data.url).split('/').pop()!;
      ack();
    }
    const bank = await call('POST', `/api/payment/Sandbox/Pay/${b.authority}`, undefined, undefined, CARD);
    if (bank.status !== 200) throw new Error(`bank ${bank.status}`);
    ack();
    const back = await call('POST', '/api/payment/Pay/Callback', undefined, undefined, `Authority=${b.authority}&Status=OK`);
    if (back.status !== 303) throw new Error(`callback ${back.status} ${back.text.slice(0, 200)}`);
    ack();
  }
  await call('GET', `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${b.orderId}`, b.auth);
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────
const report: Record<string, unknown> = { store: databaseUrl ? 'postgres' : 'pglite', workers: WORKERS };
const failures: string[] = [];
try {
  await start();
  const found = await call('POST', '/api/flight-catalog/FlightCatalog/Available', undefined, { segments: [{ origin: 'THR', destination: 'MHD', departureDate: addDays(tehranToday(new Date()), 20) }] });
  const proposals = (found.data.proposals as { ProposalId: string; Seat: number }[]).filter((p) => p.Seat > 0);
  const users = await Promise.all(Array.from({ length: WORKERS }, (_, i) => signIn(`0912${String(7_000_000 + i).padStart(7, '0')}`)));
  for (let w = 0; w < WORKERS; w++) {
    for (let n = 0; n < ORDERS_PER_WORKER; n++) {
      const p = proposals[(w * ORDERS_PER_WORKER + n) % proposals.length]!;
      journal.push({ key: `w${w}-o${n}`, auth: users[w]!, proposal: { requestId: String(found.data.requestId), proposalId: p.ProposalId } });
    }
  }
  // Workers book one after another; the server is killed once enough answers have come back.
  const run = Promise.all(Array.from({ length: WORKERS }, async (_, w) => {
    for (let n = 0; n < ORDERS_PER_WORKER && !killing; n++) await drive(journal[w * ORDERS_PER_WORKER + n]!, w * ORDERS_PER_WORKER + n).catch(() => void interrupted++);
  }));
  while (acknowledged < KILL_AFTER && server!.exitCode === null) await new Promise((r) => setTimeout(r, 5));
  killing = true;
  server!.kill('SIGKILL');
  await stopped();
  await run;
  report.acknowledgedBeforeKill = acknowledged;
  report.ordersAcknowledgedBeforeKill = journal.filter((b) => b.orderId).length;
  report.killedBy = server!.signalCode;
  report.requestsCutOff = interrupted;

  await start();
  // Every booking that was started is retried as the client would: same clientRequestId, same authority.
  const started = journal.filter((b) => b.started);
  await Promise.all(started.map((b) => drive(b, journal.indexOf(b)).catch((e: Error) => failures.push(`retry ${b.key}: ${e.message}`))));
  report.retried = started.length;
  server!.kill('SIGTERM');
  await stopped();
} catch (error) {
  failures.push(`run: ${(error as Error).message}`);
  (server! as ChildProcess | undefined)?.kill('SIGKILL');
}

// ── Checks on the database itself ────────────────────────────────────────────────────────────
try {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const db = database.db;
  const none = async (label: string, query: ReturnType<typeof sql>) => {
    const found = await rows(db, query);
    if (found.length > 0) failures.push(`${label}: ${JSON.stringify(found.slice(0, 3))}`);
  };
  for (const b of journal.filter((x) => x.orderId)) {
    const [row] = await rows<{ n: number; status: string }>(db, sql`select count(*)::int as n, max(status) as status from orders where client_request_id = ${b.key}`);
    if (row!.n !== 1) failures.push(`order ${b.key}: ${row!.n} rows`);
    const [same] = await rows(db, sql`select 1 from orders where id = ${b.orderId} and client_request_id = ${b.key}`);
    if (!same) failures.push(`order ${b.key} lost (${b.orderId})`);
  }
  await none('duplicate orders', sql`select user_id, client_request_id from orders where client_request_id is not null group by 1, 2 having count(*) > 1`);
  await none('seats out of step with holds', sql`select s.offer_key from seat_inventory s left join (select offer_key, sum(seats) as n from seat_holds where state in ('Held', 'Sold') group by 1) h using (offer_key) where s.taken <> coalesce(h.n, 0)`);
  await none('wallet balance not the sum of its ledger', sql`select w.user_id from wallet_accounts w where w.balance <> (select coalesce(sum(amount), 0) from wallet_flows f where f.user_id = w.user_id)`);
  await none('order paid twice', sql`select order_id from payments where status = 'Succeeded' and order_id is not null group by 1 having count(*) > 1`);
  await none('bank charged, payment not settled', sql`select b.authority from sandbox_bank_transactions b join payments p using (authority) where b.status = 'Paid' and p.status not in ('Succeeded', 'Returned')`);
  await none('issued without tickets', sql`select o.id from orders o join order_items i on i.order_id = o.id where o.status = 'Issued' and i.ticket_number is null`);
  await none('status entered twice', sql`select order_id, status from order_events where status in ('Paid', 'Issued') group by 1, 2 having count(*) > 1`);
  const statuses = await rows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from orders group by 1 order by 1`);
  report.finalStatuses = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
  report.noSeats = journal.filter((b) => b.noSeats).length;
  const stuck = journal.filter((b) => b.orderId && !b.noSeats);
  const [issued] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders where status = 'Issued' and client_request_id in (${sql.join(stuck.map((b) => sql`${b.key}`), sql`, `)})`);
  report.acknowledgedOrdersIssued = `${issued?.n ?? 0}/${stuck.length}`;
  if ((issued?.n ?? 0) !== stuck.length) failures.push(`only ${issued?.n} of ${stuck.length} acknowledged orders issued after the retry`);
  for (const table of ['orders', 'order_items', 'order_events', 'seat_inventory', 'seat_holds', 'payments', 'wallet_flows', 'live_events']) {
    await rows(db, sql.raw(`select count(*) from ${table}`));
  }
  await database.close();
} catch (error) {
  failures.push(`database check: ${(error as Error).message}`);
}

if (databaseUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });
report.failures = failures;
report.ok = failures.length === 0;
console.log(JSON.stringify(report));
process.exit(failures.length === 0 ? 0 : 1);
