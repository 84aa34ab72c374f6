import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { RefundableItem } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { buildServer } from '../../../server/app';
import { storeKinds } from './test-database';
import { adult, bornBefore, issue, oneWay, submit } from './booking-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const F = '/api/refund';
const refundable = (p: { IsCharter: boolean; FlightGroups: { Refundable: boolean }[] }) => !p.IsCharter && p.FlightGroups[0]!.Refundable;

describe.each(storeKinds())('refunds on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0917${String(6_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const db = () => f.database.db;
  async function issued(me: { auth: Record<string, string>; id: string }, opts: { days?: number; pick?: (p: never) => boolean; passengers?: number; infants?: number } = {}) {
    const trip = await oneWay(f.app, { days: opts.days ?? 30, adults: opts.passengers ?? 1, infants: opts.infants ?? 0, pick: (opts.pick ?? refundable) as never });
    const flightDay = trip.proposal.FlightGroups[0]!.DepartureTime.slice(0, 10);
    const passengers = [...Array.from({ length: opts.passengers ?? 1 }, () => adult()), ...Array.from({ length: opts.infants ?? 0 }, () => adult({ birthDate: bornBefore(flightDay, 1) }))];
    const res = await submit(f.app, me.auth, { proposal: trip.ref, passengers });
    expect(res.statusCode, res.body).toBe(200);
    return issue(f.app, db(), me.auth, me.id, res.json().data);
  }
  const items = async (orderId: string, auth: Record<string, string>): Promise<RefundableItem[]> => {
    const res = await get(f.app, `${F}/RefundableItems/GetOrderRefundableItems/${orderId}?timestamp=1`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items;
  };
  const create = (auth: Record<string, string>, body: object) => post(f.app, `${F}/RefundRequest/Create`, { reasonId: 1, destination: 'Wallet', ...body }, auth);
  const balance = async (auth: Record<string, string>) => (await get(f.app, '/api/wallet/wallet/CurrentUserBalance?type=Cache', auth)).json().data.balance as number;
  const makeDue = (id: string) => db().execute(sql`update refund_requests set due_at = now() - interval '1 second' where id = ${id}`);

  const quote = (auth: Record<string, string>, body: object) => post(f.app, `${F}/RefundRequest/Quote`, { reasonId: 1, ...body }, auth);
  const refunds = async (orderId: string, auth: Record<string, string>) => {
    const res = await get(f.app, `${F}/RefundRequest/GetOrderRefunds/${orderId}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; status: string; amount: number; reasonTitle: string; completedAt: string | null }[];
  };

  it('quotes before asking: the penalty per fare rules, none for the airline\'s doing, and nothing recorded', async () => {
    const me = await user();
    const order = await issued(me, { days: 35, passengers: 2 });
    const all = await items(order.id, me.auth);
    const res = await quote(me.auth, { orderId: order.id, itemIds: [all[0]!.itemId] });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    expect(q).toMatchObject({ involuntary: false, paidAmount: all[0]!.paidAmount, penalty: all[0]!.penaltyAmount, amount: all[0]!.refundAmount, giftAmount: 0, delayMinutes: 5 });
    expect(q.penalty).toBeGreaterThan(0);
    expect(q.penalty + q.amount).toBe(q.paidAmount);
    const cancelled = (await quote(me.auth, { orderId: order.id, itemIds: [all[0]!.itemId], reasonId: 4 })).json().data;
    expect(cancelled).toMatchObject({ involuntary: true, penalty: 0, amount: all[0]!.paidAmount });
    expect((await items(order.id, me.auth)).every((i) => i.status === 'Active')).toBe(true);
    expect(await refunds(order.id, me.auth)).toEqual([]);
    // What Create records is what was quoted.
    const made = (await create(me.auth, { orderId: order.id, itemIds: [all[0]!.itemId] })).json().data;
    expect(made).toMatchObject({ amount: q.amount, penalty: q.penalty, reasonTitle: 'تغییر برنامه سفر', status: 'Requested' });
    expect(await refunds(order.id, me.auth)).toMatchObject([{ id: made.id, status: 'Requested', amount: q.amount, completedAt: null }]);
    expect(errorsOf(await quote(me.auth, { orderId: order.id, itemIds: [all[0]!.itemId] }))['itemIds[0]']).toEqual(['برای این بلیت درخواست استرداد ثبت شده است.']);
    expect(errorsOf(await quote(me.auth, { orderId: order.id, itemIds: [] })).itemIds).toBeDefined();
    expect(errorsOf(await quote(me.auth, { orderId: order.id, itemIds: [all[1]!.itemId], reasonId: 99 })).reasonId).toBeDefined();
    expect((await quote((await user()).auth, { orderId: order.id, itemIds: [all[1]!.itemId] })).statusCode).toBe(404);
    expect((await get(f.app, `${F}/RefundRequest/GetOrderRefunds/${order.id}`)).statusCode).toBe(401);
    expect((await get(f.app, `${F}/RefundRequest/GetOrderRefunds/${order.id}`, (await user()).auth)).statusCode).toBe(404);
  });

  it('lets only one of two concurrent requests for the same ticket through', async () => {
    const me = await user();
    const order = await issued(me, { days: 36, passengers: 2 });
    const [a, b2] = await items(order.id, me.auth);
    const answers = await Promise.all([
      create(me.auth, { orderId: order.id, itemIds: [a!.itemId] }),
      create(me.auth, { orderId: order.id, itemIds: [a!.itemId, b2!.itemId] }),
      create(me.auth, { orderId: order.id, itemIds: [a!.itemId] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of answers.filter((x) => x.statusCode === 400)) expect(JSON.stringify(errorsOf(r))).toMatch(/استرداد ثبت شده|همین حالا تغییر کرد/);
    const [n] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from refund_requests where order_id = ${order.id}`);
    expect(n!.n).toBe(1);
  });

  it('pays at once with REFUND_DELAY_MINUTES=0, and credits the wallet once even when a payout dies half-way', async () => {
    const me = await user();
    const order = await issued(me, { days: 37, passengers: 2 });
    const [a, b2] = await items(order.id, me.auth);
    const before = await balance(me.auth);
    process.env.REFUND_DELAY_MINUTES = '0';
    try {
      expect((await quote(me.auth, { orderId: order.id, itemIds: [a!.itemId] })).json().data.delayMinutes).toBe(0);
      const res = await create(me.auth, { orderId: order.id, itemIds: [a!.itemId] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'Refunded', amount: a!.refundAmount });
      expect(res.json().data.completedAt).not.toBeNull();
      expect(await balance(me.auth)).toBe(before + a!.refundAmount);
      expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('PartiallyRefunded');

      // The payout's last write fails after the wallet was credited: the whole step rolls back,
      // the request stays Requested, and the next sweep pays it exactly once.
      await db().execute(sql`create or replace function refund_test_fail() returns trigger language plpgsql as $$
        begin if new.status = 'Refunded' and new.order_id = '${sql.raw(order.id)}' then raise exception 'died mid-way'; end if; return new; end $$`);
      await db().execute(sql`create trigger refund_test_fail before update on refund_requests for each row execute function refund_test_fail()`);
      let second;
      try {
        second = await create(me.auth, { orderId: order.id, itemIds: [b2!.itemId] });
      } finally {
        await db().execute(sql`drop trigger refund_test_fail on refund_requests`);
        await db().execute(sql`drop function refund_test_fail()`);
      }
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data.status).toBe('Requested');
      expect(await balance(me.auth)).toBe(before + a!.refundAmount);
      expect((await f.app.sweep()).refunds).toBeGreaterThanOrEqual(1);
      expect((await f.app.sweep()).refunds).toBe(0);
      expect(await balance(me.auth)).toBe(before + a!.refundAmount + b2!.refundAmount);
      const [flows] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from wallet_flows where refund_id = ${second.json().data.id}`);
      expect(flows!.n).toBe(1);
      const list = await refunds(order.id, me.auth);
      expect(list.map((r) => r.status)).toEqual(['Refunded', 'Refunded']);
      expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('Refunded');
    } finally {
      delete process.env.REFUND_DELAY_MINUTES;
    }
  });

  it('lists the reasons in Persian', async () => {
    const res = await get(f.app, `${F}/RefundReason/GetAll`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(6);
    expect(res.json().data[0]).toEqual({ id: 1, title: 'تغییر برنامه سفر', involuntary: false });
    expect(res.json().data.filter((r: { involuntary: boolean }) => r.involuntary).map((r: { id: number }) => r.id)).toEqual([4, 5]);
  });

  it('quotes penalties from the fare rules and time left, and refunds to the wallet through the background step', async () => {
    const me = await user();
    const order = await issued(me, { passengers: 2 });
    const quote = await items(order.id, me.auth);
    expect(quote).toHaveLength(2);
    const rules = (await post(f.app, '/api/flight-reservation/FareRules/GetFareRules', { requestId: order.segments[0]!.requestId, proposalId: order.segments[0]!.proposalId }, me.auth)).json().data;
    for (const q of quote) {
      expect(q).toMatchObject({ refundable: true, reason: null, status: 'Active', penaltyPercent: rules.penalties[0].penaltyPercent, route: 'تهران به مشهد' });
      expect(q.refundAmount).toBe(Math.floor((q.paidAmount * (100 - q.penaltyPercent)) / 100));
      expect(q.penaltyAmount + q.refundAmount).toBe(q.paidAmount);
    }
    // Ten hours before departure the middle row applies.
    await db().execute(sql`update order_segments set departure_at = now() + interval '10 hours' where order_id = ${order.id}`);
    const near = await items(order.id, me.auth);
    expect(near[0]!.penaltyPercent).toBe(rules.penalties[1].penaltyPercent);

    const before = await balance(me.auth);
    const res = await create(me.auth, { orderId: order.id, itemIds: [near[0]!.itemId] });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().data;
    expect(request).toMatchObject({ status: 'Requested', destination: 'Wallet', amount: near[0]!.refundAmount, penalty: near[0]!.penaltyAmount, itemIds: [near[0]!.itemId], completedAt: null });
    expect((await get(f.app, `/api/orders/Order/GetById/${order.id}`, me.auth)).json().data.status).toBe('RefundRequested');
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [near[0]!.itemId] }))['itemIds[0]']).toEqual(['برای این بلیت درخواست استرداد ثبت شده است.']);

    expect((await f.app.sweep()).refunds).toBe(0);
    await makeDue(request.id);
    // A second process on the same database sweeps at the same moment: the refund is paid once.
    const second = await buildServer({ database: f.database, sweepIntervalMs: 0 });
    const [one, two] = await Promise.all([f.app.sweep(), second.sweep()]);
    await second.close();
    expect(one.refunds! + two.refunds!).toBe(1);
    expect((await f.app.sweep()).refunds).toBe(0);
    expect(await balance(me.auth)).toBe(before + request.amount);
    const flows = await rows<{ n: number }>(db(), sql`select count(*)::int as n from wallet_flows where refund_id = ${request.id}`);
    expect(flows[0]!.n).toBe(1);
    const details = (await get(f.app, `/api/orders/Order/GetCurrentUserOrderDetails/${order.id}`, me.auth)).json().data;
    expect(details.status).toBe('PartiallyRefunded');
    expect(details.items.map((i: { status: string }) => i.status).sort()).toEqual(['Active', 'Refunded']);

    // The rest, to a bank account: a bad Sheba is refused, a good one is paid with a bank reference.
    const rest = near[1]!.itemId;
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [rest], destination: 'BankAccount' })).sheba).toEqual(['شماره شبا را وارد کنید.']);
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [rest], destination: 'BankAccount', sheba: 'IR062960000000100324200002' })).sheba![0]).toMatch(/شبا معتبر نیست/);
    const bank = await create(me.auth, { orderId: order.id, itemIds: [rest], destination: 'BankAccount', sheba: 'IR06 2960 0000 0010 0324 2000 01', accountHolder: 'علی رضایی' });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json().data.sheba).toBe('IR062960000000100324200001');
    const walletBefore = await balance(me.auth);
    await makeDue(bank.json().data.id);
    await f.app.sweep();
    expect(await balance(me.auth)).toBe(walletBefore);
    const [done] = await rows<{ status: string; bank_reference: string }>(db(), sql`select status, bank_reference from refund_requests where id = ${bank.json().data.id}`);
    expect(done!.status).toBe('Refunded');
    expect(done!.bank_reference).toMatch(/^\d{12}$/);
    const final = (await get(f.app, `/api/orders/Order/GetCurrentUserOrderDetails/${order.id}`, me.auth)).json().data;
    expect(final.status).toBe('Refunded');
    expect(final.history.map((h: { status: string }) => h.status)).toEqual(['Created', 'Reserved', 'Paid', 'Issued', 'RefundRequested', 'PartiallyRefunded', 'RefundRequested', 'Refunded']);
    expect((await items(order.id, me.auth)).every((i) => !i.refundable)).toBe(true);
  });

  it('gives seats back, keeps charter non-refundable unless the airline cancelled, and keeps infants with an adult', async () => {
    const me = await user();
    const charter = await issued(me, { days: 32, pick: ((p: { IsCharter: boolean }) => p.IsCharter) as never });
    const [q] = await items(charter.id, me.auth);
    expect(q).toMatchObject({ refundable: false, refundAmount: 0, penaltyPercent: 100 });
    expect(q!.reason).toMatch(/چارتری/);
    expect(errorsOf(await create(me.auth, { orderId: charter.id, itemIds: [q!.itemId] }))['itemIds[0]']![0]).toMatch(/چارتری/);
    const key = charter.segments[0]!.proposalId;
    const taken = async () => Number((await rows<{ taken: number }>(db(), sql`select taken from seat_inventory where offer_key = ${key}`))[0]!.taken);
    const seatsBefore = await taken();
    const cancelled = await create(me.auth, { orderId: charter.id, itemIds: [q!.itemId], reasonId: 4 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ amount: q!.paidAmount, penalty: 0 });
    await makeDue(cancelled.json().data.id);
    await f.app.sweep();
    expect(await taken()).toBe(seatsBefore - 1);

    const family = await issued(me, { days: 33, passengers: 1, infants: 1 });
    const fq = await items(family.id, me.auth);
    const adultItem = fq.find((i) => i.passengerType === 1)!;
    expect(errorsOf(await create(me.auth, { orderId: family.id, itemIds: [adultItem.itemId] })).itemIds![0]).toMatch(/نوزاد/);
    expect((await create(me.auth, { orderId: family.id, itemIds: fq.map((i) => i.itemId) })).statusCode).toBe(200);
  });

  it("answers 404 for another user's order, 400 for bad input, 401 without a token", async () => {
    const me = await user();
    const other = await user();
    const order = await issued(me, { days: 34 });
    const [q] = await items(order.id, me.auth);
    expect((await get(f.app, `${F}/RefundableItems/GetOrderRefundableItems/${order.id}`, other.auth)).statusCode).toBe(404);
    expect((await create(other.auth, { orderId: order.id, itemIds: [q!.itemId] })).statusCode).toBe(404);
    expect((await get(f.app, `${F}/RefundableItems/GetOrderRefundableItems/${order.id}?proposalId=x`, me.auth)).statusCode).toBe(404);
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [crypto.randomUUID()] }))['itemIds[0]']).toEqual(['این بلیت در این سفارش نیست.']);
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [q!.itemId], reasonId: 99 })).reasonId).toBeDefined();
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [q!.itemId, q!.itemId] })).itemIds).toBeDefined();
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [] })).itemIds).toBeDefined();
    expect(errorsOf(await create(me.auth, { orderId: order.id, itemIds: [q!.itemId], destination: 'Cash' })).destination).toBeDefined();
    expect((await get(f.app, `${F}/RefundableItems/GetOrderRefundableItems/${order.id}`)).statusCode).toBe(401);
    expect((await post(f.app, `${F}/RefundRequest/Create`, {})).statusCode).toBe(401);
    for (const junk of JUNK_BODIES) expectClientError(await post(f.app, `${F}/RefundRequest/Create`, junk.payload, { 'content-type': junk.contentType, ...me.auth }), 'Create');
  });
});
