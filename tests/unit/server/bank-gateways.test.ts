import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { rows } from '../../../server/db/rows';
import { ZarinpalGateway } from '../../../server/providers/payment/zarinpal';
import { startMellatFake, MELLAT_FAKE_CREDENTIALS, type MellatFake } from '../../fakes/mellat';
import { startSepFake, SEP_FAKE_TERMINAL_ID, type SepFake } from '../../fakes/sep';
import { startZarinpalFake, ZARINPAL_FAKE_MERCHANT_ID, type ZarinpalFake } from '../../fakes/zarinpal';
import type { BrowserReturn } from '../../fakes/zarinpal';
import { bookedOrder } from './booking-helpers';
import { errorsOf, get, Inbox, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

const P = '/api/payment';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The real journey's middle, on the server: Pay/Create → the bank (a fake speaking its protocol) → our return route. */
describe.each(storeKinds())('bank gateways: Zarinpal, SEP and Mellat through their fakes on %s', (kind) => {
  const fakes = {} as { zarinpal: ZarinpalFake; sep: SepFake; mellat: MellatFake };
  beforeAll(async () => {
    [fakes.zarinpal, fakes.sep, fakes.mellat] = await Promise.all([startZarinpalFake(), startSepFake(), startMellatFake()]);
  });
  afterAll(async () => {
    await Promise.all(Object.values(fakes).map((f) => f?.close()));
  });
  const inbox = new Inbox();
  const f = useServer(kind, {
    otpSender: inbox, sweepIntervalMs: 0,
    get providers() {
      return {
        gateways: [
          { key: 'sandbox' as const },
          { key: 'zarinpal' as const, merchantId: ZARINPAL_FAKE_MERCHANT_ID, baseUrl: fakes.zarinpal.url },
          { key: 'sep' as const, terminalId: SEP_FAKE_TERMINAL_ID, baseUrl: fakes.sep.url },
          { key: 'mellat' as const, ...MELLAT_FAKE_CREDENTIALS, baseUrl: fakes.mellat.url },
        ],
      };
    },
  });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0916${String(5_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const create = (auth: Record<string, string>, body: object) => post(f.app, `${P}/Pay/Create?timestamp=1`, body, auth);
  const payment = async (id: string) => (await rows<{ status: string; bank_token: string | null; bank_reference: string | null; message: string | null; verified_at: Date | null; bank_settled_at: Date | null }>(f.database.db, sql`select * from payments where id = ${id}`))[0]!;
  const orderStatus = async (orderId: string, auth: Record<string, string>) => (await get(f.app, `/api/orders/Order/GetById/${orderId}`, auth)).json().data.status;
  /** The browser carries the bank's return back to us, cookie-less, as a cross-site POST or a GET would. */
  const comeBack = (ret: BrowserReturn) => {
    const url = new URL(ret.url);
    return ret.method === 'GET'
      ? f.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
      : f.app.inject({ method: 'POST', url: url.pathname, payload: new URLSearchParams(ret.fields).toString(), headers: FORM });
  };
  const age = (paymentId: string, minutes: number) => rows(f.database.db, sql`
    update payments set created_at = created_at - make_interval(mins => ${minutes}), expires_at = expires_at - make_interval(mins => ${minutes}),
      verified_at = verified_at - make_interval(mins => ${minutes}) where id = ${paymentId}`);

  it('offers the configured gateways, the first as the default', async () => {
    const list = (await get(f.app, `${P}/Pay/Gateways`)).json().data;
    expect(list.map((g: { id: number }) => g.id)).toEqual([1, 2, 3, 4]);
    expect(list[1]).toMatchObject({ name: 'زرین‌پال' });
    const me = await user();
    expect(errorsOf(await create(me.auth, { amount: 20_000, gatewayId: 9 })).gatewayId).toHaveLength(1);
  });

  it('Zarinpal: pays, verifies once on duplicated callbacks, issues, and lands on the result page without a session', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 51 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    expect(pay.url).toMatch(new RegExp(`^${fakes.zarinpal.url}/pg/StartPay/[AS][0-9a-zA-Z]{35}$`));
    const authority = pay.url.split('/').pop()!;
    expect(fakes.zarinpal.transactions.get(authority)).toMatchObject({ amount: order.payableAmount });
    const back = fakes.zarinpal.pay(authority);
    const answers = await Promise.all([comeBack(back), comeBack(back), comeBack(back)]);
    for (const a of answers) expect(a.headers.location).toBe(`/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    const p = await payment(pay.paymentId);
    expect(p).toMatchObject({ status: 'Succeeded', bank_token: authority });
    expect(p.bank_reference).toBe(fakes.zarinpal.transactions.get(authority)!.reference);
    expect(await orderStatus(order.id, me.auth)).toBe('Issued');
    // The bank charged once; however many verifies, nothing was given back.
    expect(fakes.zarinpal.ledger.filter((e) => e.token === authority)).toEqual([expect.objectContaining({ kind: 'charge', amount: order.payableAmount })]);
    // The ticket SMS was written with the issue, once.
    expect(await rows(f.database.db, sql`select template from outbox_messages where payload->>'orderId' = ${order.id}`)).toEqual([{ template: 'ticketIssued' }]);
  });

  it('Zarinpal: a cancelled payment is Cancelled; a dropped callback is found by the payments job', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 52 });
    const first = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    const back = await comeBack(fakes.zarinpal.cancel(first.url.split('/').pop()!));
    expect(back.headers.location).toContain('status=Cancelled');
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    fakes.zarinpal.pay(pay.url.split('/').pop()!);
    // The traveller never comes back. Before two minutes the job leaves it alone; after, it asks the bank.
    await f.app.sweep();
    expect((await payment(pay.paymentId)).status).toBe('Pending');
    await age(pay.paymentId, 3);
    await f.app.sweep();
    expect((await payment(pay.paymentId)).status).toBe('Succeeded');
    expect(await orderStatus(order.id, me.auth)).toBe('Issued');
  });

  it('Zarinpal: killed between verify and issue — the next run finishes it, once', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 53 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    const authority = pay.url.split('/').pop()!;
    const back = fakes.zarinpal.pay(authority);
    // The dying process had verified with the bank (its verify reached Zarinpal) and kept the return, no more.
    const adapter = new ZarinpalGateway({ merchantId: ZARINPAL_FAKE_MERCHANT_ID, baseUrl: fakes.zarinpal.url });
    expect((await adapter.verify({ paymentId: pay.paymentId, bankOrderId: 1, amount: pay.amount, token: authority, callback: null })).kind).toBe('paid');
    await rows(f.database.db, sql`update payments set callback = ${JSON.stringify(back.fields)}::jsonb, callback_at = now() where id = ${pay.paymentId}`);
    await age(pay.paymentId, 3);
    await f.app.sweep();
    expect((await payment(pay.paymentId)).status).toBe('Succeeded');
    expect(await orderStatus(order.id, me.auth)).toBe('Issued');
    // And the same after the verified reference was committed but before the order was touched.
    const order2 = await bookedOrder(f.app, me.auth, { days: 54 });
    const pay2 = (await create(me.auth, { orderId: order2.id, gatewayId: 2 })).json().data;
    const back2 = fakes.zarinpal.pay(pay2.url.split('/').pop()!);
    await rows(f.database.db, sql`update payments set callback = ${JSON.stringify(back2.fields)}::jsonb, verified_at = now(), bank_reference = ${'K' + pay2.paymentId.slice(0, 8)} where id = ${pay2.paymentId}`);
    await f.app.sweep();
    expect((await payment(pay2.paymentId)).status).toBe('Succeeded');
    expect(await orderStatus(order2.id, me.auth)).toBe('Issued');
  });

  it('Zarinpal: a payment that lands after the hold lapsed and the seats are gone is reversed to the card within the window', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 55 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    const authority = pay.url.split('/').pop()!;
    await rows(f.database.db, sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    await f.app.sweep();
    await rows(f.database.db, sql`update seat_inventory set taken = capacity where offer_key in (select offer_key from seat_holds where order_id = ${order.id})`);
    const back = await comeBack(fakes.zarinpal.pay(authority));
    expect(back.headers.location).toContain('status=Reversed');
    const p = await payment(pay.paymentId);
    expect(p.status).toBe('Reversed');
    expect(p.message).toMatch(/کارت شما برگشت/);
    expect(fakes.zarinpal.transactions.get(authority)!.status).toBe('Reversed');
    expect((await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', me.auth)).json().data.balance).toBe(0);
    expect((await get(f.app, `${P}/Pay/ById?id=${pay.paymentId}`, me.auth)).json().data).toMatchObject({ status: 'Reversed', statusFa: 'برگشت به کارت' });
  });

  it('Zarinpal: a tampered amount (the bank charged another sum) is never counted', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 56 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    const back = await comeBack(fakes.zarinpal.pay(pay.url.split('/').pop()!, { amount: 10_000 }));
    expect(back.headers.location).toMatch(/status=(Failed|Cancelled)/);
    expect(await orderStatus(order.id, me.auth)).toBe('Reserved');
  });

  it('Zarinpal: verify without an answer waits, and past the deadline the payment fails with what happens to the money', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 57 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 2 })).json().data;
    const ret = fakes.zarinpal.pay(pay.url.split('/').pop()!);
    fakes.zarinpal.failNext(1, 'http500');
    expect((await comeBack(ret)).headers.location).toContain('status=Pending');
    // The bank is back: the job verifies it and the order is issued.
    await age(pay.paymentId, 3);
    await f.app.sweep();
    expect((await payment(pay.paymentId)).status).toBe('Succeeded');
  });

  it('SEP: the browser posts the token to the bank through Pay/Go, and the POST return pays the order', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 58 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 3 })).json().data;
    expect(pay.url).toMatch(new RegExp(`/api/payment/Pay/Go/${pay.paymentId}$`));
    const go = await get(f.app, new URL(pay.url).pathname);
    expect(go.body).toContain(`action="${fakes.sep.url}/OnlinePG/OnlinePG"`);
    const token = (await payment(pay.paymentId)).bank_token!;
    expect(go.body).toContain(`name="Token" value="${token}"`);
    const back = fakes.sep.pay(token);
    expect(back.method).toBe('POST');
    expect((await comeBack(back)).headers.location).toBe(`/payment/${order.id}/?paymentId=${pay.paymentId}&status=Succeeded`);
    expect((await comeBack(back)).headers.location).toContain('status=Succeeded');
    expect(await orderStatus(order.id, me.auth)).toBe('Issued');
    expect((await payment(pay.paymentId)).bank_reference).toBe(back.fields.RefNum);
    expect(fakes.sep.ledger.filter((e) => e.token === token).map((e) => e.kind)).toEqual(['charge']);
  });

  it('SEP: a return that never came fails after the gateway deadline (SEP gives the money back itself)', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 59 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 3 })).json().data;
    await age(pay.paymentId, 16 + 30);
    await f.app.sweep();
    const p = await payment(pay.paymentId);
    expect(p.status).toBe('Failed');
    expect(p.message).toMatch(/بانک آن را خودکار/);
  });

  it('Mellat: pays through the SOAP gateway, verifies, issues and then settles', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 60 });
    const pay = (await create(me.auth, { orderId: order.id, gatewayId: 4 })).json().data;
    const go = await get(f.app, new URL(pay.url).pathname);
    expect(go.body).toContain(`action="${fakes.mellat.url}/pgwchannel/startpay.mellat"`);
    const refId = (await payment(pay.paymentId)).bank_token!;
    const back = fakes.mellat.pay(refId);
    expect((await comeBack(back)).headers.location).toContain('status=Succeeded');
    expect(await orderStatus(order.id, me.auth)).toBe('Issued');
    const p = await payment(pay.paymentId);
    expect(p.bank_settled_at).not.toBeNull();
    expect(fakes.mellat.calls.map((c) => c.op)).toEqual(expect.arrayContaining(['bpPayRequest', 'bpVerifyRequest', 'bpSettleRequest']));
    expect(fakes.mellat.transactions.get(refId)!.status).toBe('Settled');
  });

  it('a bad return (junk fields, an unknown payment) is a clean 4xx, never a 500', async () => {
    expect((await f.app.inject({ method: 'POST', url: `${P}/Pay/Return/not-a-uuid`, payload: 'a=1', headers: FORM })).statusCode).toBe(400);
    expect((await f.app.inject({ method: 'GET', url: `${P}/Pay/Return/00000000-0000-4000-8000-000000000000?Authority=x` })).statusCode).toBe(404);
    expect((await get(f.app, `${P}/Pay/Go/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});
