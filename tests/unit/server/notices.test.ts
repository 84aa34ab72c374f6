import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { rows } from '../../../server/db/rows';
import { KAVENEGAR_FAKE_KEY, startKavenegarFake, type KavenegarFake } from '../../fakes/kavenegar';
import { startSepFake, SEP_FAKE_TERMINAL_ID, type SepFake } from '../../fakes/sep';
import { adult, bookedOrder, issue, oneWay, submit } from './booking-helpers';
import { get, PERSIAN, post, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const TEMPLATES = { otp: 'safar-otp', ticketIssued: 'safar-ticket', refundPaid: 'safar-refund', holdLapsing: 'safar-hold', fareAlert: 'safar-fare' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Sign-in codes by a real provider's protocol (never in the log), the notices an order's changes
 * write (hold about to lapse, refund paid), and a bank receipt replayed on another payment.
 */
describe.each(storeKinds())('notices and providers end to end on %s', (kind) => {
  let sms: KavenegarFake;
  let sep: SepFake;
  const logLines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
  beforeAll(async () => {
    [sms, sep] = await Promise.all([startKavenegarFake(), startSepFake()]);
  });
  afterAll(async () => {
    await Promise.all([sms?.close(), sep?.close()]);
  });
  const f = useServer(kind, {
    sweepIntervalMs: 0, logger: { level: 'info', stream }, publicOrigin: 'https://safarasa.example',
    get providers() {
      return {
        sms: { provider: 'kavenegar' as const, apiKey: KAVENEGAR_FAKE_KEY, templates: TEMPLATES, baseUrl: sms.url, timeoutMs: 400 },
        gateways: [{ key: 'sandbox' as const }, { key: 'sep' as const, terminalId: SEP_FAKE_TERMINAL_ID, baseUrl: sep.url }],
      };
    },
  });
  let phone = 0;
  /** Signs in with the code the provider delivered (read from the fake's books, as the phone would). */
  const user = async () => {
    const mobile = `0918${String(7_000_000 + ++phone).padStart(7, '0')}`;
    expect((await post(f.app, '/account/otp/create', { phoneNumber: mobile })).statusCode).toBe(200);
    const text = sms.sent.filter((s) => s.receptor === mobile).at(-1)!;
    expect(text.template).toBe('safar-otp');
    const res = await f.app.inject({ method: 'POST', url: '/account/connect/token', payload: `grant_type=otp&phone_number=${mobile}&code=${text.token}`, headers: FORM });
    expect(res.statusCode, res.body).toBe(200);
    const authorization = `Bearer ${res.json().access_token}`;
    return { auth: { authorization }, id: decodeJwt(authorization.slice(7)).sub!, mobile, code: text.token };
  };

  it('sends the sign-in code by the provider template and never writes it to the log', async () => {
    const me = await user();
    expect(me.code).toMatch(/^\d{5}$/);
    expect(logLines.some((l) => l.includes('/account/otp/create'))).toBe(true);
    expect(logLines.join('')).not.toContain(me.code);
    expect(logLines.join('')).not.toContain(KAVENEGAR_FAKE_KEY);
  });

  it('a provider that is down gets one more try, then a Persian 503; the traveller can ask again at once', async () => {
    sms.failNext(2, 'http500');
    const res = await post(f.app, '/account/otp/create', { phoneNumber: '09187999999' });
    expect(res.statusCode).toBe(503);
    expect(res.json().meta.message).toMatch(PERSIAN);
    const again = await post(f.app, '/account/otp/create', { phoneNumber: '09187999999' });
    expect(again.statusCode).toBe(200);
    // Busy once, then through on the retry: the traveller sees nothing.
    sms.failNext(1, 'busy');
    expect((await post(f.app, '/account/otp/create', { phoneNumber: '09187999998' })).statusCode).toBe(200);
  });

  it('a hold about to lapse is reminded once by SMS', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 61 });
    await f.app.sweep();
    expect(await rows(f.database.db, sql`select 1 from outbox_messages where payload->>'orderId' = ${order.id}`)).toHaveLength(0);
    await rows(f.database.db, sql`update orders set hold_expires_at = now() + interval '3 minutes' where id = ${order.id}`);
    await f.app.sweep();
    await f.app.sweep();
    const texts = sms.sent.filter((s) => s.template === 'safar-hold' && s.token === String(order.number));
    expect(texts).toHaveLength(1);
    expect(Number(texts[0]!.token2)).toBeGreaterThanOrEqual(2);
  });

  it('a paid refund is told by SMS with the amount, written with the refund', async () => {
    const me = await user();
    const trip = await oneWay(f.app, { days: 62, pick: (p) => !p.IsCharter && p.FlightGroups[0]!.Refundable });
    const created = (await submit(f.app, me.auth, { proposal: trip.ref, passengers: [adult()], contact: { mobile: me.mobile } })).json().data;
    const order = await issue(f.app, f.database.db, me.auth, me.id, created);
    await f.app.sweep();
    expect(sms.sent.filter((s) => s.template === 'safar-ticket' && s.receptor === me.mobile)).toHaveLength(1);
    const items = (await get(f.app, `/api/refund/RefundableItems/GetOrderRefundableItems/${order.id}`, me.auth)).json().data.items;
    const made = await post(f.app, '/api/refund/RefundRequest/Create', { reasonId: 1, destination: 'Wallet', orderId: order.id, itemIds: items.map((i: { itemId: string }) => i.itemId) }, me.auth);
    expect(made.statusCode, made.body).toBe(200);
    await rows(f.database.db, sql`update refund_requests set due_at = now() - interval '1 second' where order_id = ${order.id}`);
    await f.app.sweep();
    const [refund] = await rows<{ amount: number }>(f.database.db, sql`select amount from refund_requests where order_id = ${order.id}`);
    const texts = sms.sent.filter((s) => s.template === 'safar-refund' && s.token === String(order.number));
    expect(texts).toHaveLength(1);
    expect(Number(texts[0]!.token2)).toBe(Number(refund!.amount));
  });

  it("a bank receipt replayed on another payment (SEP answers 'already verified' for any known RefNum) never pays twice", async () => {
    const me = await user();
    const first = await bookedOrder(f.app, me.auth, { days: 63 });
    const second = await bookedOrder(f.app, me.auth, { days: 63 });
    const pay1 = (await post(f.app, '/api/payment/Pay/Create', { orderId: first.id, gatewayId: 3 }, me.auth)).json().data;
    const pay2 = (await post(f.app, '/api/payment/Pay/Create', { orderId: second.id, gatewayId: 3 }, me.auth)).json().data;
    const token = async (id: string) => (await rows<{ bank_token: string }>(f.database.db, sql`select bank_token from payments where id = ${id}`))[0]!.bank_token;
    const back = sep.pay(await token(pay1.paymentId));
    expect((await f.app.inject({ method: 'POST', url: new URL(back.url).pathname, payload: new URLSearchParams(back.fields).toString(), headers: FORM })).headers.location).toContain('status=Succeeded');
    // The same receipt posted to the second payment's return, its token swapped in.
    const replay = { ...back.fields, Token: await token(pay2.paymentId) };
    const res = await f.app.inject({ method: 'POST', url: `/api/payment/Pay/Return/${pay2.paymentId}`, payload: new URLSearchParams(replay).toString(), headers: FORM });
    expect(res.headers.location).toContain('status=Failed');
    const [p2] = await rows<{ message: string }>(f.database.db, sql`select message from payments where id = ${pay2.paymentId}`);
    expect(p2!.message).toBe('این رسید بانکی پیش‌تر برای پرداخت دیگری ثبت شده است.');
    expect((await get(f.app, `/api/orders/Order/GetById/${second.id}`, me.auth)).json().data.status).toBe('Reserved');
  });
});
