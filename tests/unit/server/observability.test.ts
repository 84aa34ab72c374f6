import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import type { Database } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import { logOptions } from '../../../server/http/observability';
import { bookedOrder, fund } from './booking-helpers';
import { Inbox, nationalCode, post, signIn } from './server-fixture';
import { openTestDatabase, storeKinds } from './test-database';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** /metrics in Prometheus text, request ids through to the outbox, and logs without secrets. */
describe.each(storeKinds())('observability on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  const inbox = new Inbox();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const stream = new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } });
    app = await buildServer({ database, otpSender: inbox, sweepIntervalMs: 0, welcomeGift: 0, logger: { ...logOptions('info'), stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('echoes a request id, keeps a load balancer\'s, and carries it into the messages the request causes', async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/health' });
    expect(mine.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234567890' } })).headers['x-request-id']).toBe('lb-1234567890');
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } })).headers['x-request-id']).not.toContain('<');

    const auth = await signIn(app, inbox, '09124440001');
    const order = await bookedOrder(app, auth, { days: 44 });
    await fund(database.db, decodeJwt(auth.authorization.slice(7)).sub!, order.payableAmount);
    const paid = await post(app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, { ...auth, 'x-request-id': 'confirm-req-0001' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [message] = await rows<{ request_id: string }>(database.db, sql`select request_id from outbox_messages where payload->>'orderId' = ${order.id}`);
    expect(message!.request_id).toBe('confirm-req-0001');
    expect(lines.some((l) => l.includes('"requestId":"confirm-req-0001"') || l.includes('"reqId":"confirm-req-0001"'))).toBe(true);
  });

  it('answers readiness from the database and the upload storage', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', process: 'ok' } });
  });

  it('serves what a dashboard plots at /metrics', async () => {
    await app.sweep();
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\} \d+/);
    expect(text).toMatch(/job_runs_total\{job="payments",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/order_transitions_total\{product="DomesticFlight",status="Issued"\} 1/);
    expect(text).toMatch(/order_transitions_total\{product="DomesticFlight",status="Reserved"\} [1-9]/);
    expect(text).toMatch(/outbox_backlog\{channel="sms"\} \d+/);
    expect(text).toMatch(/payments_without_outcome \d+/);
    expect(text).toMatch(/live_sockets_open 0/);
    if (kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('never logs tokens, sign-in codes, passwords, card or national numbers', async () => {
    lines.length = 0;
    const phone = '09124440002';
    const auth = await signIn(app, inbox, phone);
    const token = auth.authorization.slice(7);
    const code = inbox.codes.get(phone)!;
    await app.inject({ method: 'GET', url: `/api/live?access_token=${token}` });
    await app.inject({ method: 'POST', url: '/account/connect/token', payload: new URLSearchParams({ grant_type: 'password', username: phone, password: 'Secret-Pass-987' }).toString(), headers: FORM });
    await app.inject({ method: 'GET', url: `/api/nothing?code=${code}&nationalCode=${nationalCode('123456789')}&pan=6037991111111112` });
    await post(app, '/api/flight-reservation/Passenger/AddOrUpdatePassenger', { nationalCode: nationalCode('123456789'), firstNameFa: 'x' }, auth);
    const text = lines.join('');
    expect(text).toContain('/api/live?access_token=[redacted]');
    // The code is five digits, which a timestamp may hold by chance: looked for as a value.
    for (const secret of [token, `code=${code}`, `"${code}"`, `: ${code}`, 'Secret-Pass-987', nationalCode('123456789'), '6037991111111112']) expect(text).not.toContain(secret);
  });
});
