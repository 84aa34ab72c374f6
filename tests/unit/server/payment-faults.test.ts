import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { rows } from '../../../server/db/rows';
import { ZarinpalGateway } from '../../../server/providers/payment/zarinpal';
import { startZarinpalFake, ZARINPAL_FAKE_MERCHANT_ID, type BrowserReturn, type ZarinpalFake } from '../../fakes/zarinpal';
import { bookedOrder } from './booking-helpers';
import { Inbox, post, signIn, useServer } from './server-fixture';
import { storeKinds } from './test-database';

/** What goes wrong between the bank and us, one fault per payment. */
const FAULTS = ['none', 'duplicated', 'dropped', 'verify500', 'verifyLost', 'lateHold', 'tampered', 'cancelled'] as const;
type Fault = (typeof FAULTS)[number];

/**
 * The promise of README's "Banks": a payment the bank took is issued or returned within the
 * gateway's deadline. Many payments through the Zarinpal fake, each with a fault; then the
 * payments job runs past the deadline. Counted: payments left without an outcome (must be 0), and
 * for every payment the bank's books against ours (charged once, issued once or given back).
 */
describe.each(storeKinds())('payments under faults, through the Zarinpal fake, on %s', (kind) => {
  let bank: ZarinpalFake;
  beforeAll(async () => {
    bank = await startZarinpalFake();
  });
  afterAll(async () => bank?.close());
  const inbox = new Inbox();
  const f = useServer(kind, {
    otpSender: inbox, sweepIntervalMs: 0,
    get providers() {
      return { gateways: [{ key: 'zarinpal' as const, merchantId: ZARINPAL_FAKE_MERCHANT_ID, baseUrl: bank.url, timeoutMs: 300 }] };
    },
  });

  it('leaves no payment without an outcome after the deadline, and never charges, issues or returns twice', async () => {
    const auth = await signIn(f.app, inbox, '09199000001');
    const userId = decodeJwt(auth.authorization.slice(7)).sub!;
    const comeBack = (ret: BrowserReturn) => {
      const url = new URL(ret.url);
      return f.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    };
    const cases: { fault: Fault; orderId: string; paymentId: string; authority: string; amount: number }[] = [];
    const perFault = 3;
    for (const [i, fault] of FAULTS.flatMap((x) => Array.from({ length: perFault }, () => x)).entries()) {
      const order = await bookedOrder(f.app, auth, { days: 70 + (i % 20) });
      const pay = (await post(f.app, '/api/payment/Pay/Create', { orderId: order.id }, auth)).json().data;
      cases.push({ fault, orderId: order.id, paymentId: pay.paymentId, authority: pay.url.split('/').pop()!, amount: pay.amount });
    }
    for (const c of cases) {
      if (c.fault === 'lateHold') {
        // The hold lapses and its seats sell out while the traveller is at the bank.
        await rows(f.database.db, sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${c.orderId}`);
        await f.app.sweep();
        await rows(f.database.db, sql`update seat_inventory set taken = capacity where offer_key in (select offer_key from seat_holds where order_id = ${c.orderId})`);
      }
      if (c.fault === 'cancelled') {
        await comeBack(bank.cancel(c.authority));
        continue;
      }
      const ret = bank.pay(c.authority, c.fault === 'tampered' ? { amount: c.amount - 10_000 } : {});
      if (c.fault === 'dropped') continue;
      if (c.fault === 'verify500') bank.failNext(1, 'http500');
      if (c.fault === 'verifyLost') bank.failNext(1, 'lostAnswer');
      if (c.fault === 'duplicated') await Promise.all([comeBack(ret), comeBack(ret), comeBack(ret), comeBack(ret)]);
      else await comeBack(ret);
    }

    // The payments job, run as the clock passes the gateway's verify deadline (15 minutes after the bank page closes).
    const age = (minutes: number) => rows(f.database.db, sql`
      update payments set created_at = created_at - make_interval(mins => ${minutes}), expires_at = expires_at - make_interval(mins => ${minutes}),
        verified_at = verified_at - make_interval(mins => ${minutes}), callback_at = callback_at - make_interval(mins => ${minutes})`);
    await age(3);
    await f.app.sweep();
    await age(30);
    // The bank's clock too: an unverified payment past its window goes back to the card (Zarinpal does it itself).
    for (const c of cases) bank.age(c.authority, 33);
    await f.app.sweep();
    // Reading the bank's books as it reports them now (an inquiry brings its clock up to date).
    const reader = new ZarinpalGateway({ merchantId: ZARINPAL_FAKE_MERCHANT_ID, baseUrl: bank.url });
    for (const c of cases) await reader.inquiry({ paymentId: c.paymentId, bankOrderId: 0, amount: c.amount, token: c.authority, callback: null });

    const payments = await rows<{ id: string; status: string; order_id: string }>(f.database.db, sql`
      select id, status, order_id from payments where id in (${sql.join(cases.map((c) => sql`${c.paymentId}`), sql`, `)})`);
    const byStatus = payments.reduce<Record<string, number>>((n, p) => ({ ...n, [p.status]: (n[p.status] ?? 0) + 1 }), {});
    const withoutOutcome = payments.filter((p) => p.status === 'Pending' || p.status === 'Reversing').length;
    console.log(`payment faults on ${kind}: ${cases.length} payments, ${JSON.stringify(byStatus)}, left without an outcome after the deadline: ${withoutOutcome}`);
    expect(withoutOutcome).toBe(0);

    for (const c of cases) {
      const p = payments.find((x) => x.id === c.paymentId)!;
      const books = bank.ledger.filter((e) => e.token === c.authority);
      const kept = books.reduce((n, e) => n + (e.kind === 'charge' ? e.amount : -e.amount), 0);
      const [order] = await rows<{ status: string }>(f.database.db, sql`select status from orders where id = ${c.orderId}`);
      const label = `${c.fault}: ${p.status}`;
      expect(books.filter((e) => e.kind === 'charge').length, label).toBeLessThanOrEqual(1);
      if (p.status === 'Succeeded') {
        expect(kept, label).toBe(c.amount);
        expect(order!.status, label).toBe('Issued');
      } else if (p.status === 'Returned') {
        expect(kept, label).toBe(c.amount); // the bank kept it; the wallet has it (below)
      } else {
        expect(kept, label).toBe(0); // never charged, reversed by us, or returned by the bank itself
        expect(order!.status, label).not.toBe('Issued');
      }
    }
    const expectWhere = (fault: Fault, statuses: string[]) => {
      for (const c of cases.filter((x) => x.fault === fault)) expect(statuses, fault).toContain(payments.find((p) => p.id === c.paymentId)!.status);
    };
    expectWhere('none', ['Succeeded']);
    expectWhere('duplicated', ['Succeeded']);
    expectWhere('dropped', ['Succeeded']);
    expectWhere('verify500', ['Succeeded']);
    expectWhere('verifyLost', ['Succeeded']);
    expectWhere('lateHold', ['Reversed']);
    expectWhere('tampered', ['Failed']);
    expectWhere('cancelled', ['Cancelled']);
    // Nothing went to the wallet twice: one return per Returned payment at most.
    const [wallet] = await rows<{ n: number }>(f.database.db, sql`select count(*)::int as n from wallet_flows where user_id = ${userId} and kind = 'PaymentReturn'`);
    expect(wallet!.n).toBe(byStatus.Returned ?? 0);
  });
});
