import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import type { SmsMessage, SmsSender } from '../../../server/providers/sms/sender';
import { enqueue } from '../../../server/services/notifications/outbox';
import { adult, bookedOrder, issue, oneWay, submit } from './booking-helpers';
import { Inbox, get, post, signIn } from './server-fixture';
import { openTestDatabase, storeKinds } from './test-database';

/** Records every text it is asked to send, as a provider's books would. */
class Recorder implements SmsSender {
  readonly name = 'recorder';
  readonly logsContent = false;
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    await new Promise((r) => setTimeout(r, 5));
    this.sent.push(message);
    return { providerMessageId: null };
  }
}

/**
 * Three server processes sweeping at once (on PostgreSQL each with a pool of its own, as three
 * machines would): every lapsed hold is released once, every due refund paid once, every message
 * sent once — counted in the rows each step leaves.
 */
describe.each(storeKinds())('background jobs run once with three processes on %s', (kind) => {
  let database: Database & { url?: string };
  const others: Database[] = [];
  const apps: FastifyInstance[] = [];
  const sms = new Recorder();
  const inbox = new Inbox();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (let i = 0; i < 3; i++) {
      const db = i === 0 || kind === 'pglite' ? database : await openDatabase({ databaseUrl: database.url });
      if (db !== database) others.push(db);
      apps.push(await buildServer({ database: db, otpSender: inbox, smsSender: sms, sweepIntervalMs: 0, welcomeGift: 0 }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of others) await db.close();
    await database?.close();
  });

  it('releases each lapsed hold, pays each refund and sends each message once', async () => {
    const [a] = apps as [FastifyInstance];
    const auth = await signIn(a, inbox, '09123330001');
    const userId = decodeJwt(auth.authorization.slice(7)).sub!;
    const held = [];
    for (let i = 0; i < 6; i++) held.push(await bookedOrder(a, auth, { days: 80 + i }));
    await rows(database.db, sql`update orders set hold_expires_at = now() - interval '1 second' where id in (${sql.join(held.map((o) => sql`${o.id}`), sql`, `)})`);

    const refunded = [];
    for (let i = 0; i < 4; i++) {
      const trip = await oneWay(a, { days: 90 + i, pick: (p) => !p.IsCharter && p.FlightGroups[0]!.Refundable });
      const order = await issue(a, database.db, auth, userId, (await submit(a, auth, { proposal: trip.ref, passengers: [adult()] })).json().data);
      const items = (await get(a, `/api/refund/RefundableItems/GetOrderRefundableItems/${order.id}`, auth)).json().data.items;
      const made = await post(a, '/api/refund/RefundRequest/Create', { reasonId: 1, destination: 'Wallet', orderId: order.id, itemIds: items.map((x: { itemId: string }) => x.itemId) }, auth);
      expect(made.statusCode, made.body).toBe(200);
      refunded.push(order);
    }
    await rows(database.db, sql`update refund_requests set due_at = now() - interval '1 second'`);
    for (let i = 0; i < 30; i++) {
      await enqueue(database.db, { channel: 'sms', template: 'holdLapsing', recipient: `0912444${String(i).padStart(4, '0')}`, dedupeKey: `once:${i}`, payload: { values: { order: String(i), minutes: '3' } } });
    }

    await Promise.all(apps.flatMap((app) => [app.sweep(), app.sweep()]));
    await Promise.all(apps.map((app) => app.sweep()));

    const [expired] = await rows<{ n: number; orders: number }>(database.db, sql`
      select count(*)::int as n, count(distinct order_id)::int as orders from order_events
      where status = 'Expired' and order_id in (${sql.join(held.map((o) => sql`${o.id}`), sql`, `)})`);
    const [released] = await rows<{ n: number }>(database.db, sql`
      select count(*)::int as n from seat_holds where state = 'Released' and order_id in (${sql.join(held.map((o) => sql`${o.id}`), sql`, `)})`);
    const [paid] = await rows<{ n: number; requests: number }>(database.db, sql`
      select count(*)::int as n, count(distinct refund_id)::int as requests from wallet_flows where kind = 'Refund' and user_id = ${userId}`);
    const texts = sms.sent.filter((m) => m.to.startsWith('0912444'));
    console.log(`jobs on ${kind}, 3 processes: holds expired ${expired!.n} for ${expired!.orders} orders (of ${held.length}), refunds paid ${paid!.n} for ${paid!.requests} requests (of ${refunded.length}), messages sent ${texts.length} to ${new Set(texts.map((m) => m.to)).size} numbers (of 30)`);
    expect(expired).toEqual({ n: held.length, orders: held.length });
    expect(released!.n).toBe(held.length);
    expect(paid).toEqual({ n: refunded.length, requests: refunded.length });
    expect(texts).toHaveLength(30);
    expect(new Set(texts.map((m) => m.to)).size).toBe(30);
  });
});
