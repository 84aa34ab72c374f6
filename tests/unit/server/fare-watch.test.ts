import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FareAlertPush, FareWatch, FlexibleDatesResponse, PriceInsightResponse } from '../../../src/contract';
import { rows } from '../../../server/db/rows';
import { day, oneWay, search } from './booking-helpers';
import { BrowserSubscription, checkVapid, LocalPushService } from '../../fakes/push-service';
import { errorsOf, get, Inbox, PERSIAN, post, signIn, SmsRecorder, useServer } from './server-fixture';
import { storeKinds } from './test-database';

describe.each(storeKinds())('fare watch on %s', (kind) => {
  const inbox = new Inbox();
  const sms = new SmsRecorder();
  const pushService = new LocalPushService();
  let clock = new Date();
  const trusted = { agent: undefined as unknown as Agent };
  // Before the server is built (its beforeAll comes next): it pushes through an agent that trusts the local service.
  beforeAll(async () => {
    trusted.agent = (await pushService.start()).agent();
  });
  const server = useServer(kind, { otpSender: inbox, smsSender: sms, sweepIntervalMs: 0, now: () => clock, get pushAgent() { return trusted.agent; } });
  let auth: { authorization: string };
  let userId = '';
  beforeAll(async () => {
    auth = await signIn(server.app, inbox, '09125550001');
    userId = decodeJwt(auth.authorization.slice(7)).sub!;
  });
  afterAll(() => pushService.stop());

  const watch = (body: object, who = auth) => post(server.app, '/api/fare-watch/Watches', body, who);
  const dueNow = () => rows(server.database.db, sql`update fare_watches set next_check_at = ${clock.toISOString()}::timestamptz - interval '1 second'`);
  const outbox = (template = 'fareAlert') => rows<{ channel: string; recipient: string; payload: Record<string, unknown>; status: string }>(server.database.db, sql`
    select channel, recipient, payload, status, last_error from outbox_messages where template = ${template} order by id`);

  it('watches a search at the price its results page shows, once per search', async () => {
    const trip = await oneWay(server.app, { days: 20, adults: 2 });
    const cheapest = Math.min(...trip.search.proposals.filter((p) => p.Seat >= 2).map((p) => p.TotalPrice));
    const res = await watch({ requestId: trip.search.requestId });
    expect(res.statusCode, res.body).toBe(200);
    const created: FareWatch = res.json().data;
    expect(created).toMatchObject({ requestId: trip.search.requestId, priceThen: cheapest, priceNow: cheapest, flexibleMonth: null, endsOn: day(20), channels: { push: true, sms: false, email: false } });
    const again: FareWatch = (await watch({ requestId: trip.search.requestId })).json().data;
    expect(again.id).toBe(created.id);
    const list: FareWatch[] = (await get(server.app, '/api/fare-watch/Watches', auth)).json().data;
    expect(list.map((w) => w.id)).toEqual([created.id]);
  });

  it('refuses what it cannot watch with a Persian message per field, and strangers', async () => {
    expect((await get(server.app, '/api/fare-watch/Watches')).statusCode).toBe(401);
    const bad = await watch({ requestId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad).requestId?.[0]).toMatch(PERSIAN);
    const multi = await search(server.app, { adults: 1, flightType: 3, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(30) }, { origin: 'MHD', destination: 'SYZ', departureDate: day(33) }] });
    const refused = await watch({ requestId: multi.requestId });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused).requestId?.[0]).toContain('چندمسیره');
    const email = await watch({ requestId: multi.requestId, channels: { email: 'yes' } });
    expect(email.statusCode).toBe(400);
    const other = await signIn(server.app, inbox, '09125550009');
    const mine: FareWatch[] = (await get(server.app, '/api/fare-watch/Watches', auth)).json().data;
    expect((await server.app.inject({ method: 'DELETE', url: `/api/fare-watch/Watches/${mine[0]!.id}`, headers: other })).statusCode).toBe(200);
    expect(((await get(server.app, '/api/fare-watch/Watches', auth)).json().data as FareWatch[]).length).toBe(1);
  });

  it('keeps at most 20 watches per account', async () => {
    const someone = await signIn(server.app, inbox, '09125550020');
    for (let i = 0; i < 20; i++) {
      const s = await search(server.app, { adults: 1, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(40 + i) }] });
      expect((await watch({ requestId: s.requestId }, someone)).statusCode).toBe(200);
    }
    const s = await search(server.app, { adults: 1, segments: [{ origin: 'THR', destination: 'MHD', departureDate: day(70) }] });
    const full = await watch({ requestId: s.requestId }, someone);
    expect(full.statusCode).toBe(400);
    expect(errorsOf(full).requestId?.[0]).toContain('۲۰');
    await rows(server.database.db, sql`delete from fare_watches where user_id = (select id from users where phone_number = '09125550020')`);
  });

  it('re-prices due watches, records the day\'s cheapest per route and day, and alerts once a day', async () => {
    // The subscription of this browser, on the local push service.
    const browser = new BrowserSubscription(`${pushService.origin}/push/abc`);
    expect((await post(server.app, '/api/fare-watch/Push/Subscriptions', browser.toJSON(), auth)).statusCode).toBe(200);
    const [w] = (await get(server.app, '/api/fare-watch/Watches', auth)).json().data as FareWatch[];
    expect((await server.app.inject({ method: 'PUT', url: `/api/fare-watch/Watches/${w!.id}/Channels`, payload: { sms: true }, headers: auth })).json().data.channels).toEqual({ push: true, sms: true, email: false });

    // Watched when it cost a fifth more: today's price is a fall past the threshold.
    await rows(server.database.db, sql`update fare_watches set price_then = price_now * 6 / 5`);
    await dueNow();
    const done = await server.app.sweep();
    expect(done.fareWatches).toBe(1);
    const history = await rows<{ n: number }>(server.database.db, sql`select count(*)::int as n from fare_price_history where origin = 'THR' and destination = 'MHD' and departure_date = ${day(20)}`);
    expect(history[0]!.n).toBe(1);
    const messages = await outbox();
    expect(messages.map((m) => m.channel).sort()).toEqual(['push', 'sms']);
    expect(messages.every((m) => m.status === 'Sent')).toBe(true);
    expect(sms.sent.filter((m) => m.template === 'fareAlert')).toHaveLength(1);
    expect(sms.sent.at(-1)).toMatchObject({ to: '09125550001', template: 'fareAlert' });

    // What reached the push service decrypts (RFC 8291) to the Persian notification, signed by our VAPID key.
    expect(pushService.received).toHaveLength(1);
    const pushed = pushService.received[0]!;
    expect(pushed.path).toBe('/push/abc');
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(pushed.headers.ttl)).toBeGreaterThan(0);
    const vapid = await checkVapid(String(pushed.headers.authorization), browser.endpoint);
    expect(vapid.publicKey).toBe((await get(server.app, '/api/fare-watch/Push/PublicKey')).json().data.publicKey);
    const payload: FareAlertPush = JSON.parse(browser.decrypt(pushed.body));
    expect(payload.title).toBe('پرواز تهران ← مشهد ارزان‌تر شد');
    expect(payload.body).toMatch(/۲ مسافر: .* ریال \(۱۷٪ کمتر از/);
    expect(payload.url).toMatch(/^\/flight\/THR-MHD\/\?adults=2&children=0&infants=0&departing=1[34]\d\d-\d\d-\d\d&cabintype=economy&origintype=citycode&destinationtype=citycode$/);

    // Checked again the same day with the price fallen again: no second alert.
    await rows(server.database.db, sql`update fare_watches set last_alert_price = price_now * 2`);
    await dueNow();
    await server.app.sweep();
    expect(await outbox()).toHaveLength(2);
    expect(pushService.received).toHaveLength(1);

    // The next day it may speak again.
    clock = new Date(clock.getTime() + 24 * 3600_000);
    await dueNow();
    await server.app.sweep();
    expect(await outbox()).toHaveLength(4);
    expect(pushService.received).toHaveLength(2);
  });

  it('stops pushing to a browser whose session signed out, and forgets a subscription the push service calls gone', async () => {
    const session = await signIn(server.app, inbox, '09125550001');
    const browser = new BrowserSubscription(`${pushService.origin}/push/second`);
    await post(server.app, '/api/fare-watch/Push/Subscriptions', browser.toJSON(), session);
    const sid = decodeJwt(session.authorization.slice(7)).sid as string;
    await rows(server.database.db, sql`update refresh_tokens set revoked_at = now() where family_id = ${sid}::uuid`);
    clock = new Date(clock.getTime() + 24 * 3600_000);
    await rows(server.database.db, sql`update fare_watches set last_alert_price = price_now * 2`);
    await dueNow();
    pushService.status = 410;
    const before = pushService.received.length;
    await server.app.sweep();
    // Only the first browser (still signed in) was pushed to; it answered 410, so it is forgotten.
    expect(pushService.received.slice(before).map((r) => r.path)).toEqual(['/push/abc']);
    const left = await rows<{ endpoint: string }>(server.database.db, sql`select endpoint from push_subscriptions where user_id = ${userId}`);
    expect(left.map((r) => r.endpoint)).toEqual([browser.endpoint]);
    pushService.status = 201;
  });

  it('removing a watch stops its alerts, including those not sent yet', async () => {
    clock = new Date(clock.getTime() + 24 * 3600_000);
    auth = await signIn(server.app, inbox, '09125550001');
    const browser = new BrowserSubscription(`${pushService.origin}/push/third`);
    await post(server.app, '/api/fare-watch/Push/Subscriptions', browser.toJSON(), auth);
    const [w] = (await get(server.app, '/api/fare-watch/Watches', auth)).json().data as FareWatch[];
    await rows(server.database.db, sql`update fare_watches set last_alert_price = price_now * 2`);
    await dueNow();
    // The push service is down: the alert's push waits in the outbox for another try.
    pushService.status = 503;
    await server.app.sweep();
    pushService.status = 201;
    const waiting = (await outbox()).filter((m) => m.status === 'Pending');
    expect(waiting.map((m) => m.channel)).toEqual(['push']);
    const res = await server.app.inject({ method: 'DELETE', url: `/api/fare-watch/Watches/${w!.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect((await get(server.app, '/api/fare-watch/Watches', auth)).json().data).toEqual([]);
    expect((await outbox()).filter((m) => m.status === 'Pending')).toEqual([]);
    await rows(server.database.db, sql`update outbox_messages set next_attempt_at = now()`);
    const before = pushService.received.length;
    await server.app.sweep();
    expect(pushService.received.length).toBe(before);
  });

  it('keeps a browser\'s subscription for its session, refuses one that is not HTTPS, and lets it go', async () => {
    const browser = new BrowserSubscription(`${pushService.origin}/push/gone-soon`);
    expect((await post(server.app, '/api/fare-watch/Push/Subscriptions', browser.toJSON(), auth)).statusCode).toBe(200);
    const plain = await post(server.app, '/api/fare-watch/Push/Subscriptions', { ...browser.toJSON(), endpoint: 'http://127.0.0.1:9/push' }, auth);
    expect(plain.statusCode).toBe(400);
    expect(errorsOf(plain).endpoint?.[0]).toMatch(PERSIAN);
    const gone = await server.app.inject({ method: 'DELETE', url: '/api/fare-watch/Push/Subscriptions', payload: { endpoint: browser.endpoint }, headers: auth });
    expect(gone.statusCode).toBe(200);
    const left = await rows(server.database.db, sql`select 1 from push_subscriptions where endpoint = ${browser.endpoint}`);
    expect(left).toEqual([]);
  });

  it('a watch that can no longer be priced (its place left the reference) does not stop the others', async () => {
    const trip = await oneWay(server.app, { days: 25 });
    expect((await watch({ requestId: trip.search.requestId })).statusCode).toBe(200);
    const broken = { ...trip.search.search, segments: [{ ...trip.search.search.segments[0]!, origin: 'ZZZ' }] };
    await rows(server.database.db, sql`
      insert into fare_watches (id, user_id, request_id, search, watch_key, ends_on)
      values (gen_random_uuid(), ${userId}, ${trip.search.requestId}, ${JSON.stringify(broken)}::jsonb, 'broken', ${day(25)})`);
    await dueNow();
    const done = await server.app.sweep();
    expect(done.fareWatches).toBe(1);
    const [left] = await rows<{ later: boolean; locked: boolean }>(server.database.db, sql`
      select next_check_at > ${clock.toISOString()}::timestamptz as later, locked_until is not null as locked from fare_watches where watch_key = 'broken'`);
    expect(left).toEqual({ later: true, locked: false });
    await rows(server.database.db, sql`delete from fare_watches where user_id = ${userId}`);
  });

  it('answers the flexible-dates grid and the price insight for a round trip', async () => {
    clock = new Date();
    const trip = await search(server.app, { adults: 1, flightType: 2, segments: [{ origin: 'THR', destination: 'KIH', departureDate: day(30) }, { origin: 'KIH', destination: 'THR', departureDate: day(35) }] });
    const grid: FlexibleDatesResponse = (await post(server.app, '/api/fare-watch/FlexibleDates', { requestId: trip.requestId })).json().data;
    expect(grid.departureDates).toHaveLength(7);
    expect(grid.returnDates).toHaveLength(7);
    // Every pair but a return before its departure (day 33 out, day 32 back).
    expect(grid.cells).toHaveLength(48);
    const searched = grid.cells.find((c) => c.departureDate === day(30) && c.returnDate === day(35))!;
    const outbound = Math.min(...trip.proposals.filter((p) => !p.isReturning && p.Seat > 0).map((p) => p.TotalPrice));
    const inbound = Math.min(...trip.proposals.filter((p) => p.isReturning && p.Seat > 0).map((p) => p.TotalPrice));
    expect(searched.price).toBe(outbound + inbound);
    const min = Math.min(...grid.cells.map((c) => c.price ?? Infinity));
    expect(grid.cells.filter((c) => c.cheapest).every((c) => c.price === min)).toBe(true);

    const insight: PriceInsightResponse = (await post(server.app, '/api/fare-watch/PriceInsight', { requestId: trip.requestId })).json().data;
    expect(insight).toMatchObject({ daysAhead: 30, basis: 'fares' });
    expect(insight.samples).toBeGreaterThan(20);
    expect(insight.typicalLow!).toBeLessThanOrEqual(insight.typicalHigh!);
    expect(['low', 'typical', 'high']).toContain(insight.verdict);

    const oneWayTrip = await search(server.app, { adults: 1, segments: [{ origin: 'THR', destination: 'KIH', departureDate: day(30) }] });
    const refused = await post(server.app, '/api/fare-watch/FlexibleDates', { requestId: oneWayTrip.requestId });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused).requestId?.[0]).toMatch(PERSIAN);
  });
});
