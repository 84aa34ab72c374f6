import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import { Wallet } from '../../../server/services/wallet/ledger';
import { storeKinds } from './test-database';
import { bookedOrder, today } from './booking-helpers';
import { errorsOf, expectClientError, get, Inbox, JUNK_BODIES, post, signIn, useServer } from './server-fixture';

const W = '/api/wallet';

describe.each(storeKinds())('wallet ledger on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0914${String(3_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const credit = (userId: string, amount: number, gift = 0, key = `test:${Math.random()}`) =>
    f.database.db.transaction((tx) => new Wallet(f.database.db).credit(tx as unknown as Db, { userId, amount, gift, kind: gift ? 'Gift' : 'Charge', description: 'شارژ آزمایشی', key }));
  const balance = async (auth: Record<string, string>) => (await get(f.app, `${W}/wallet/CurrentUserBalance?type=Cache`, auth)).json().data;
  const ledgerSum = async (userId: string) => Number((await rows<{ s: string }>(f.database.db, sql`select coalesce(sum(amount), 0) as s from wallet_flows where user_id = ${userId}`))[0]!.s);
  const confirm = (orderId: string, auth: Record<string, string>) => post(f.app, `${W}/wallet/ConfirmOrder`, { orderId }, auth);

  it('keeps a ledger: credits once per key, gift tracked, balance and what the gateway must still charge', async () => {
    const me = await user();
    expect(await balance(me.auth)).toEqual({ type: 'Cache', balance: 0, giftBalance: 0, cashBalance: 0, usableBalance: 0 });
    await credit(me.id, 2_000_000, 0, 'charge-1');
    await credit(me.id, 2_000_000, 0, 'charge-1');
    await credit(me.id, 500_000, 500_000);
    expect(await balance(me.auth)).toEqual({ type: 'Cache', balance: 2_500_000, giftBalance: 500_000, cashBalance: 2_000_000, usableBalance: 2_500_000 });
    expect(await ledgerSum(me.id)).toBe(2_500_000);
    const diff = await get(f.app, `${W}/wallet/CurrentUserBalanceDifference?totalPrice=4000000&timestamp=1`, me.auth);
    expect(diff.json().data).toEqual({ totalPrice: 4_000_000, usableBalance: 2_500_000, walletAmount: 2_500_000, difference: 1_500_000 });
    expect((await get(f.app, `${W}/wallet/CurrentUserBalanceDifference?totalPrice=1000`, me.auth)).json().data.difference).toBe(0);
    expect(errorsOf(await get(f.app, `${W}/wallet/CurrentUserBalanceDifference`, me.auth)).totalPrice).toEqual(['مبلغ کل را وارد کنید.']);
    expect(errorsOf(await get(f.app, `${W}/wallet/CurrentUserBalanceDifference?totalPrice=-5`, me.auth)).totalPrice).toBeDefined();
    expect(errorsOf(await get(f.app, `${W}/wallet/CurrentUserBalance?type=Gold`, me.auth)).type).toEqual(['نوع کیف پول باید Cache باشد.']);
    // The database itself refuses a negative balance.
    await expect(f.database.db.execute(sql`update wallet_accounts set balance = -1 where user_id = ${me.id}`)).rejects.toThrow();
  });

  it('pays an order from the wallet, gift first; refuses when short, when the hold lapsed, and for another user', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 21 });
    const short = await confirm(order.id, me.auth);
    expect(errorsOf(short).orderId![0]).toMatch(/کافی نیست/);
    await credit(me.id, order.payableAmount, 0);
    await credit(me.id, 1_000_000, 1_000_000);
    const other = await user();
    expect((await confirm(order.id, other.auth)).statusCode).toBe(404);
    const res = await confirm(order.id, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ order: { id: order.id, status: 'Issued', paymentMethod: 'Wallet' }, walletAmount: order.payableAmount });
    expect(res.json().data.balance).toMatchObject({ balance: 1_000_000, giftBalance: 0, cashBalance: 1_000_000 });
    const flows = (await get(f.app, `${W}/WalletFlows/GetCurrentUserWalletFlows?kind=OrderPayment`, me.auth)).json().data;
    expect(flows.items).toEqual([expect.objectContaining({ amount: -order.payableAmount, giftAmount: -1_000_000, kind: 'OrderPayment', kindFa: 'پرداخت سفارش', orderId: order.id, balanceAfter: 1_000_000 })]);
    expect(await ledgerSum(me.id)).toBe(1_000_000);

    const lapsed = await bookedOrder(f.app, me.auth, { days: 22 });
    await credit(me.id, lapsed.payableAmount);
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${lapsed.id}`);
    expect(errorsOf(await confirm(lapsed.id, me.auth)).orderId![0]).toMatch(/مهلت پرداخت/);
    expect((await get(f.app, `/api/orders/Order/GetById/${lapsed.id}`, me.auth)).json().data.status).toBe('Expired');
    expect((await balance(me.auth)).balance).toBe(1_000_000 + lapsed.payableAmount);
    const created = await bookedOrder(f.app, me.auth, { reserve: false, days: 23 });
    expect(errorsOf(await confirm(created.id, me.auth)).orderId![0]).toMatch(/پرداخت نمی‌شود/);
  });

  it('debits the wallet once when 100 ConfirmOrder calls for one order arrive together', async () => {
    const me = await user();
    const order = await bookedOrder(f.app, me.auth, { days: 25 });
    const start = order.payableAmount * 3;
    await credit(me.id, start);
    const results = await Promise.all(Array.from({ length: 100 }, () => confirm(order.id, me.auth)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    for (const r of results) expect(r.json().data.walletAmount).toBe(order.payableAmount);
    const payments = await rows<{ n: number }>(f.database.db, sql`select count(*)::int as n from wallet_flows where order_id = ${order.id}`);
    expect(payments[0]!.n).toBe(1);
    expect((await balance(me.auth)).balance).toBe(start - order.payableAmount);
    expect(await ledgerSum(me.id)).toBe(start - order.payableAmount);
    const events = await rows<{ status: string; n: number }>(f.database.db, sql`select status, count(*)::int as n from order_events where order_id = ${order.id} group by status order by status`);
    expect(events).toEqual([{ status: 'Created', n: 1 }, { status: 'Issued', n: 1 }, { status: 'Paid', n: 1 }, { status: 'Reserved', n: 1 }]);
  });

  it('lets only one of two orders racing for a balance that covers one of them pay', async () => {
    const me = await user();
    const [a, b] = await Promise.all([bookedOrder(f.app, me.auth, { days: 26 }), bookedOrder(f.app, me.auth, { days: 27 })]);
    await credit(me.id, Math.max(a.payableAmount, b.payableAmount));
    const results = await Promise.all([confirm(a.id, me.auth), confirm(b.id, me.auth)]);
    const paid = results.filter((r) => r.statusCode === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    if (a.payableAmount + b.payableAmount > Math.max(a.payableAmount, b.payableAmount)) expect(paid).toHaveLength(1);
    const { balance: left } = await balance(me.auth);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(me.id)).toBe(left);
  });

  it('stops spending gift credit after three gift-paid orders in 30 days', async () => {
    const me = await user();
    await credit(me.id, 3_000_000, 1_000_000);
    for (let i = 0; i < 3; i++) {
      await f.database.db.execute(sql`insert into wallet_flows (user_id, amount, gift_amount, balance_after, kind, description, idempotency_key)
        values (${me.id}, -1, -1, 0, 'OrderPayment', 'قدیمی', ${`old:${me.id}:${i}`})`);
    }
    const gift = (await get(f.app, `${W}/WalletFlows/CheckGiftExceedCount?timestamp=1`, me.auth)).json().data;
    expect(gift).toEqual({ count: 3, limit: 3, exceeded: true, giftBalance: 1_000_000 });
    expect((await balance(me.auth)).usableBalance).toBe(2_000_000);
  });

  it('pages and filters the flows by kind, direction and Tehran day', async () => {
    const me = await user();
    for (let i = 1; i <= 5; i++) await credit(me.id, i * 100_000);
    const page = async (q: string) => (await get(f.app, `${W}/WalletFlows/GetCurrentUserWalletFlows?${q}`, me.auth)).json().data;
    const first = await page('pageSize=2');
    expect(first).toMatchObject({ totalCount: 5, pageNumber: 1, pageSize: 2 });
    expect(first.items.map((x: { amount: number }) => x.amount)).toEqual([500_000, 400_000]);
    expect((await page('pageSize=2&pageNumber=3')).items.map((x: { amount: number }) => x.amount)).toEqual([100_000]);
    expect((await page('direction=Debit')).totalCount).toBe(0);
    expect((await page('kind=Charge&direction=Credit')).totalCount).toBe(5);
    expect((await page(`fromDate=${today}&toDate=${today}`)).totalCount).toBe(5);
    expect((await page('toDate=2020-01-01')).totalCount).toBe(0);
    expect(errorsOf(await get(f.app, `${W}/WalletFlows/GetCurrentUserWalletFlows?fromDate=2020-02-30`, me.auth)).fromDate).toBeDefined();
    expect(errorsOf(await get(f.app, `${W}/WalletFlows/GetCurrentUserWalletFlows?kind=Theft`, me.auth)).kind).toBeDefined();
    const other = await user();
    expect((await get(f.app, `${W}/WalletFlows/GetCurrentUserWalletFlows`, other.auth)).json().data.totalCount).toBe(0);
  });

  it('answers 401 without a token and 4xx for junk', async () => {
    const gets = ['wallet/CurrentUserBalance?type=Cache', 'wallet/CurrentUserBalanceDifference?totalPrice=1', 'WalletFlows/GetCurrentUserWalletFlows', 'WalletFlows/CheckGiftExceedCount'];
    for (const url of gets) expect((await get(f.app, `${W}/${url}`)).statusCode, url).toBe(401);
    expect((await post(f.app, `${W}/wallet/ConfirmOrder`, {})).statusCode).toBe(401);
    const me = await user();
    for (const junk of JUNK_BODIES) expectClientError(await post(f.app, `${W}/wallet/ConfirmOrder`, junk.payload, { 'content-type': junk.contentType, ...me.auth }), 'ConfirmOrder');
    expect(errorsOf(await post(f.app, `${W}/wallet/ConfirmOrder`, { orderId: 'x' }, me.auth)).orderId).toEqual(['شناسه سفارش معتبر نیست.']);
    expect((await post(f.app, `${W}/wallet/ConfirmOrder`, { orderId: crypto.randomUUID() }, me.auth)).statusCode).toBe(404);
  });
});
