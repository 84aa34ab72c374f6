import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { rows } from '../../../server/db/rows';
import { WELCOME_GIFT } from '../../../server/services/wallet/welcome-gift';
import { storeKinds } from './test-database';
import { bookedOrder, fund, issue } from './booking-helpers';
import { get, Inbox, post, signIn, useServer } from './server-fixture';

const W = '/api/wallet';

describe.each(storeKinds())('the welcome gift on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0, welcomeGift: WELCOME_GIFT });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0917${String(6_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };
  const gifts = (userId: string) => rows<{ amount: string; gift_amount: string; order_id: string }>(f.database.db, sql`
    select amount, gift_amount, order_id from wallet_flows where user_id = ${userId} and kind = 'Gift'`);

  it('credits gift credit (not cash) when the first order is issued, once per account, and the wallet shows it usable', async () => {
    const me = await user();
    const reserved = await bookedOrder(f.app, me.auth, { days: 71 });
    expect(await gifts(me.id)).toEqual([]);
    await post(f.app, '/api/orders/Order/CancelOrder', { orderId: reserved.id }, me.auth);
    expect(await gifts(me.id)).toEqual([]); // a cancelled order earns nothing

    const first = await issue(f.app, f.database.db, me.auth, me.id, await bookedOrder(f.app, me.auth, { days: 72 }));
    expect(first.status).toBe('Issued');
    expect((await gifts(me.id)).map((g) => [Number(g.amount), Number(g.gift_amount), g.order_id])).toEqual([[WELCOME_GIFT, WELCOME_GIFT, first.id]]);
    const balance = (await get(f.app, `${W}/wallet/CurrentUserBalance?type=Cache`, me.auth)).json().data;
    expect(balance).toMatchObject({ balance: WELCOME_GIFT, giftBalance: WELCOME_GIFT, cashBalance: 0, usableBalance: WELCOME_GIFT });
    const flows = (await get(f.app, `${W}/WalletFlows/GetCurrentUserWalletFlows?kind=Gift`, me.auth)).json().data.items;
    expect(flows).toEqual([expect.objectContaining({ kind: 'Gift', kindFa: 'اعتبار هدیه', amount: WELCOME_GIFT, giftAmount: WELCOME_GIFT })]);
    expect(flows[0].description).toMatch(/هدیه خوش‌آمد/);
    expect((await get(f.app, `${W}/WalletFlows/CheckGiftExceedCount`, me.auth)).json().data).toEqual({ count: 0, limit: 3, exceeded: false, giftBalance: WELCOME_GIFT });

    // The second issued order (paid partly with the gift) earns nothing more.
    const second = await issue(f.app, f.database.db, me.auth, me.id, await bookedOrder(f.app, me.auth, { days: 73 }));
    expect(second.status).toBe('Issued');
    expect(await gifts(me.id)).toHaveLength(1);
    expect((await get(f.app, `${W}/WalletFlows/CheckGiftExceedCount`, me.auth)).json().data).toMatchObject({ count: 1, giftBalance: 0 });
  });

  it('grants it once when two first orders are issued at the same moment', async () => {
    const me = await user();
    const a = await bookedOrder(f.app, me.auth, { days: 74 });
    const b = await bookedOrder(f.app, me.auth, { days: 75 });
    await fund(f.database.db, me.id, a.payableAmount + b.payableAmount);
    const paid = await Promise.all([a, b].map((o) => post(f.app, `${W}/wallet/ConfirmOrder`, { orderId: o.id }, me.auth)));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(paid.map((r) => r.json().data.order.status)).toEqual(['Issued', 'Issued']);
    expect(await gifts(me.id)).toHaveLength(1);
    // The gift may already have paid part of the other order (gift goes first); the total shows one gift.
    expect((await get(f.app, `${W}/wallet/CurrentUserBalance?type=Cache`, me.auth)).json().data.balance).toBe(WELCOME_GIFT);
  });
});
