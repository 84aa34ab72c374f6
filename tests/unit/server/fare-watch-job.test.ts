import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import type { NormalizedSearch } from '../../../src/contract';
import { buildServer } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import { ReferenceSupplier } from '../../../server/inventory/reference-supplier';
import type { FlightSupplier, OfferQuery } from '../../../server/inventory/supplier';
import type { PushSender, PushTarget } from '../../../server/providers/push';
import { loadReference } from '../../../server/reference';
import { canonicalSearch } from '../../../server/services/flight-catalog/requests';
import { KEEP_ENDED_DAYS, LEASE_SECONDS } from '../../../server/services/fare-watch/job';
import { jalaliMonthOf, monthBounds } from '../../../server/services/fare-watch/pricing';
import { addDays, tehranToday } from '../../../server/time/calendar';
import { Inbox, signIn, SmsRecorder } from './server-fixture';
import { openTestDatabase, storeKinds } from './test-database';

class PushRecorder implements PushSender {
  readonly publicKey = 'test';
  readonly sent: { target: PushTarget; payload: string }[] = [];
  async send(target: PushTarget, payload: string) {
    this.sent.push({ target, payload });
    return { status: 201 };
  }
}

/**
 * The reference inventory behind a gate the test can close: a process asking for fares while it is
 * closed waits there (a process stalled mid-run), and the test hears which process arrived.
 */
class Gate {
  private opened: Promise<void> = Promise.resolve();
  private open = () => {};
  private arrivals: { process: number; arrived: () => void }[] = [];
  private readonly seen = new Set<number>();

  close() {
    this.seen.clear();
    this.opened = new Promise((resolve) => (this.open = resolve));
  }

  release() {
    this.open();
  }

  /** Resolves once process `index` has asked for fares since the gate closed. */
  arrived(index: number): Promise<void> {
    if (this.seen.has(index)) return Promise.resolve();
    return new Promise((resolve) => this.arrivals.push({ process: index, arrived: resolve }));
  }

  supplier(base: FlightSupplier, index: number): FlightSupplier {
    return {
      offers: async (query: OfferQuery) => {
        this.seen.add(index);
        for (const a of this.arrivals.filter((x) => x.process === index)) a.arrived();
        this.arrivals = this.arrivals.filter((x) => x.process !== index);
        await this.opened;
        return base.offers(query);
      },
    };
  }
}

/** Routes watched in (a): real domestic pairs of the reference network. */
const ROUTES: [string, string][] = [['THR', 'MHD'], ['MHD', 'THR'], ['THR', 'KIH'], ['MHD', 'SYZ'], ['THR', 'IFN'], ['IFN', 'THR']];
const INTERVAL_MINUTES = 180;
const N = 300;
/** A price no fare reaches: a watch watched at it has fallen past any threshold today. */
const HIGH = 1_000_000_000_000;

function oneWaySearch(origin: string, destination: string, date: string, adults = 1): NormalizedSearch {
  return {
    adults, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight',
    segments: [{ origin, originType: 'CityCode', destination, destinationType: 'CityCode', departureDate: date }],
  };
}

interface Watch {
  id: string;
  userId: string;
  search: NormalizedSearch;
  flexibleMonth?: string | null;
  endsOn?: string;
  sms?: boolean;
  push?: boolean;
  priceThen?: number | null;
  seatsLeft?: number | null;
}

/**
 * The fare-watch job run by three server processes on one database (on PostgreSQL each with a pool
 * of its own, as three machines would; PGlite is one process's, so there the three share it), each
 * calling app.sweep() at once: every due watch is priced by exactly one of them, a watch past its
 * departure is left alone and removed KEEP_ENDED_DAYS later, and a watch priced by all three (its
 * lease lapsed while the first was stalled) alerts once.
 */
describe.each(storeKinds())('fare-watch job with three processes on %s', (kind) => {
  let database: Database & { url?: string };
  const others: Database[] = [];
  const apps: FastifyInstance[] = [];
  const inbox = new Inbox();
  const sms = new SmsRecorder();
  const push = new PushRecorder();
  const gate = new Gate();
  /** The processes' "fare alert" log lines: one per alert a process decided to send. */
  const alertLogs: { watchId: string; kind: string }[] = [];
  const logger = { level: 'info', stream: { write: (line: string) => {
    const entry = JSON.parse(line) as { msg?: string; watchId: string; kind: string };
    if (entry.msg === 'fare alert') alertLogs.push(entry);
  } } };
  // Noon in Tehran today (UTC+3:30): minutes of lease and interval never cross a Tehran midnight.
  const noon = () => new Date(`${tehranToday(new Date())}T08:30:00Z`);
  let clock = noon();
  /** Each process's clock may run ahead of the others (a lease lapsed for one and not another). */
  const ahead = [0, 0, 0];
  const db = () => database.db;
  const iso = (d: Date) => d.toISOString();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const ref = await loadReference(database.db);
    for (let i = 0; i < 3; i++) {
      const store = i === 0 || kind === 'pglite' ? database : await openDatabase({ databaseUrl: database.url });
      if (store !== database) others.push(store);
      apps.push(await buildServer({
        database: store, logger, otpSender: inbox, smsSender: sms, pushSender: push, sweepIntervalMs: 0, welcomeGift: 0,
        now: () => new Date(clock.getTime() + ahead[i]!), supplier: gate.supplier(new ReferenceSupplier(ref), i),
        fareWatch: { intervalMinutes: INTERVAL_MINUTES, dropPercent: 5 },
      }));
    }
  });
  afterAll(async () => {
    gate.release();
    for (const app of apps) await app.close();
    for (const store of others) await store.close();
    await database?.close();
  });
  beforeEach(async () => {
    clock = noon();
    ahead.fill(0);
    await rows(db(), sql`delete from fare_watches`);
  });

  const today = () => tehranToday(clock);
  const users = async (count: number, first: number) => {
    const out: { id: string; sid: string }[] = [];
    for (let i = 0; i < count; i++) {
      const auth = await signIn(apps[0]!, inbox, `0912777${String(first + i).padStart(4, '0')}`);
      const claims = decodeJwt(auth.authorization.slice(7));
      out.push({ id: claims.sub!, sid: claims.sid as string });
    }
    return out;
  };
  /** Inserts watches as createWatch leaves them, due a second ago. */
  const insert = async (watches: Watch[]) => {
    const values = watches.map((w) => {
      const flexibleMonth = w.flexibleMonth ?? null;
      return {
        id: w.id, user_id: w.userId, request_id: randomUUID(), search: w.search, watch_key: `${canonicalSearch(w.search)}|${flexibleMonth ?? ''}`,
        flexible_month: flexibleMonth, ends_on: w.endsOn ?? (flexibleMonth ? monthBounds(flexibleMonth).last : w.search.segments[0]!.departureDate),
        channel_push: w.push ?? false, channel_sms: w.sms ?? false, price_then: w.priceThen ?? null, seats_left: w.seatsLeft ?? null,
      };
    });
    await rows(db(), sql`
      insert into fare_watches (id, user_id, request_id, search, watch_key, flexible_month, ends_on, channel_push, channel_sms, price_then, price_now, seats_left, checked_at, next_check_at)
      select v.id, v.user_id, v.request_id, v.search, v.watch_key, v.flexible_month, v.ends_on, v.channel_push, v.channel_sms, v.price_then, v.price_then, v.seats_left,
        ${iso(clock)}::timestamptz - interval '3 hours', ${iso(clock)}::timestamptz - interval '1 second'
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, user_id uuid, request_id text, search jsonb, watch_key text, flexible_month text, ends_on text,
        channel_push boolean, channel_sms boolean, price_then bigint, seats_left int)`);
  };
  const sweepAll = async () => (await Promise.all(apps.map((app) => app.sweep()))).map((done) => done.fareWatches!);
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  const fareAlerts = (watchIds: string[]) => rows<{ channel: string; recipient: string; dedupe_key: string; watch_id: string }>(db(), sql`
    select channel, recipient, dedupe_key, payload->>'watchId' as watch_id from outbox_messages
    where template = 'fareAlert' and payload->>'watchId' in (${sql.join(watchIds.map((id) => sql`${id}`), sql`, `)}) order by channel, recipient`);

  it('prices each of 300 due watches exactly once when three processes run the job at once, and none on a second run', async () => {
    const owners = await users(5, 1);
    const watches: Watch[] = [];
    const keys = new Set<string>();
    for (let i = 0; watches.length < N; i++) {
      const [origin, destination] = ROUTES[i % ROUTES.length]!;
      const date = addDays(today(), 10 + ((i * 7) % 51));
      let search = oneWaySearch(origin, destination, date, 1 + (i % 3));
      // Every fifth a round trip (back 3 to 7 days later); every tenth, and a quarter of the round
      // trips, any day of its Jalali month.
      if (i % 5 === 4) {
        search = { ...search, flightType: 2, segments: [...search.segments, { ...search.segments[0]!, origin: destination, destination: origin, departureDate: addDays(date, 3 + (Math.floor(i / 5) % 5)) }] };
      }
      const flexibleMonth = i % 10 === 3 || i % 20 === 9 ? jalaliMonthOf(date) : null;
      const userId = owners[i % owners.length]!.id;
      const key = `${userId}|${canonicalSearch(search)}|${flexibleMonth}`;
      if (keys.has(key)) continue;
      keys.add(key);
      // A quarter were watched at a price today's is far below (they alert, by SMS); the rest at one
      // no fare is under, with their last seats already told (they stay quiet).
      const alerting = watches.length % 4 === 0;
      watches.push({ id: randomUUID(), userId, search, flexibleMonth, sms: alerting, priceThen: alerting ? HIGH : 1, seatsLeft: alerting ? null : 1 });
    }
    await insert(watches);
    expect(new Set(watches.map((w) => w.search.segments[0]!.departureDate)).size).toBeGreaterThan(40);
    expect(watches.filter((w) => w.flexibleMonth).length).toBeGreaterThanOrEqual(40);
    expect(watches.filter((w) => w.flexibleMonth && w.search.flightType === 2).length).toBeGreaterThanOrEqual(10);
    expect(watches.filter((w) => w.search.flightType === 2).length).toBeGreaterThanOrEqual(50);

    const counts = await sweepAll();
    expect(sum(counts)).toBe(N);

    const [after] = await rows<{ n: number; checked: number; next: number; unlocked: number; priced: number }>(db(), sql`
      select count(*)::int as n,
        count(*) filter (where checked_at = ${iso(clock)}::timestamptz)::int as checked,
        count(*) filter (where next_check_at = ${iso(clock)}::timestamptz + make_interval(mins => ${INTERVAL_MINUTES}))::int as next,
        count(*) filter (where locked_until is null)::int as unlocked,
        count(*) filter (where price_now is not null and cheapest_date is not null)::int as priced
      from fare_watches`);
    console.log(`fare watches on ${kind}, 3 processes: priced ${counts.join(' + ')} = ${sum(counts)} of ${N}; ${after!.checked} checked now, ${after!.priced} with a price`);
    expect(after).toMatchObject({ n: N, checked: N, next: N, unlocked: N });
    expect(after!.priced).toBeGreaterThan(N * 0.8);

    // Every priced leg of a watched day is in the history once (one row per route, cabin, day seen).
    const [history] = await rows<{ rows: number; keys: number; missing: number }>(db(), sql`
      select (select count(*)::int from fare_price_history where observed_on = ${today()}) as rows,
        (select count(distinct (origin, destination, cabin, departure_date))::int from fare_price_history where observed_on = ${today()}) as keys,
        (select count(*)::int from fare_watches w where w.flexible_month is null and w.price_now is not null and not exists (
          select 1 from fare_price_history h where h.origin = w.search->'segments'->0->>'origin' and h.destination = w.search->'segments'->0->>'destination'
            and h.departure_date = w.search->'segments'->0->>'departureDate' and h.observed_on = ${today()})) as missing`);
    expect(history!.rows).toBe(history!.keys);
    expect(history!.rows).toBeGreaterThan(50);
    expect(history!.missing).toBe(0);

    // The alerting quarter alerted once each (one SMS row per watch); the rest stayed quiet.
    const alerted = await rows<{ id: string; price_then: string }>(db(), sql`select id, price_then from fare_watches where last_alert_day = ${today()}`);
    const expected = await rows<{ id: string }>(db(), sql`select id from fare_watches where price_then = ${HIGH} and price_now is not null`);
    expect(alerted.map((w) => w.id).sort()).toEqual(expected.map((w) => w.id).sort());
    expect(expected.length).toBeGreaterThan(N / 4 * 0.8);
    const messages = await fareAlerts(watches.map((w) => w.id));
    console.log(`fare alerts on ${kind}: ${alerted.length} watches alerted (of ${watches.filter((w) => w.priceThen === HIGH).length} watched high), ${messages.length} outbox rows`);
    expect(messages.map((m) => m.channel).every((c) => c === 'sms')).toBe(true);
    expect(messages.map((m) => m.watch_id).sort()).toEqual(expected.map((w) => w.id).sort());

    // Run again at once: nothing is due until the interval has passed.
    expect(await sweepAll()).toEqual([0, 0, 0]);
    const [still] = await rows<{ checked: number }>(db(), sql`select count(*) filter (where checked_at = ${iso(clock)}::timestamptz)::int as checked from fare_watches`);
    expect(still!.checked).toBe(N);
    expect(await fareAlerts(watches.map((w) => w.id))).toHaveLength(messages.length);
  });

  it(`leaves a watch whose departure has passed unpriced, and deletes it ${KEEP_ENDED_DAYS} days after it ended`, async () => {
    const [owner] = await users(1, 100);
    const watch = (search: NormalizedSearch, flexibleMonth: string | null = null) => ({ id: randomUUID(), userId: owner!.id, search, flexibleMonth });
    const ended = watch(oneWaySearch('THR', 'MHD', addDays(today(), -1)));
    // A flexible watch of last Jalali month (ended 1 to 31 days ago), and one that ended 31 days ago.
    const lastMonth = jalaliMonthOf(addDays(monthBounds(jalaliMonthOf(today())).first, -1));
    const endedFlexible = watch(oneWaySearch('THR', 'KIH', monthBounds(lastMonth).first), lastMonth);
    const long = watch(oneWaySearch('MHD', 'SYZ', addDays(today(), -KEEP_ENDED_DAYS - 1)));
    const live = watch(oneWaySearch('THR', 'MHD', addDays(today(), 20)));
    await insert([ended, endedFlexible, long, live]);
    const endsOn = new Map([[ended.id, addDays(today(), -1)], [endedFlexible.id, monthBounds(lastMonth).last], [long.id, addDays(today(), -KEEP_ENDED_DAYS - 1)], [live.id, addDays(today(), 20)]]);
    expect(monthBounds(lastMonth).last < today()).toBe(true);
    const state = async () => new Map((await rows<{ id: string; ends_on: string; checked_at: string; price_now: string | null }>(db(), sql`
      select id, ends_on, to_char(checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as checked_at, price_now from fare_watches`)).map((w) => [w.id, w]));
    /** What insert() left: checked three hours before the start, no price (never priced since). */
    const unpriced = { checked_at: iso(new Date(clock.getTime() - 3 * 3_600_000)).slice(0, 19), price_now: null };
    /** The watches a run on the current day leaves: ended at most KEEP_ENDED_DAYS days ago, or not ended. */
    const keptToday = () => [...endsOn].filter(([, day]) => day >= addDays(today(), -KEEP_ENDED_DAYS)).map(([id]) => id).sort();

    expect(sum(await sweepAll())).toBe(1);
    const first = await state();
    expect([...first.keys()].sort()).toEqual(keptToday());
    expect(first.has(long.id)).toBe(false);
    expect(first.get(live.id)!.price_now).not.toBeNull();
    expect(first.get(ended.id)).toMatchObject({ ends_on: endsOn.get(ended.id), ...unpriced });
    if (first.has(endedFlexible.id)) expect(first.get(endedFlexible.id)).toMatchObject(unpriced);
    const history = await rows<{ n: number }>(db(), sql`select count(*)::int as n from fare_price_history where departure_date < ${today()}`);
    expect(history[0]!.n).toBe(0);

    // KEEP_ENDED_DAYS after the one-way watch's departure day it is still listed (as ended), unpriced…
    const dayAt = (n: number) => new Date(noon().getTime() + n * 86_400_000);
    clock = dayAt(KEEP_ENDED_DAYS - 1);
    expect(today()).toBe(addDays(endsOn.get(ended.id)!, KEEP_ENDED_DAYS));
    expect(sum(await sweepAll())).toBe(0);
    const later = await state();
    expect([...later.keys()].sort()).toEqual(keptToday());
    expect(later.get(ended.id)).toMatchObject(unpriced);
    expect(later.has(live.id)).toBe(true);

    // …and the day after, gone; the live watch (ended 10 days ago by now) stays.
    clock = dayAt(KEEP_ENDED_DAYS);
    expect(sum(await sweepAll())).toBe(0);
    expect([...(await state()).keys()]).toEqual([live.id]);
  });

  it('alerts once when three processes price the same falling watch at once (its lease lapsed while the first was stalled)', async () => {
    const [owner] = await users(1, 200);
    await rows(db(), sql`insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth)
      values (${randomUUID()}, ${owner!.id}, ${owner!.sid}::uuid, 'https://push.example.test/once', 'p256dh', 'auth')`);
    const watch = { id: randomUUID(), userId: owner!.id, search: oneWaySearch('THR', 'SYZ', addDays(today(), 25)), sms: true, push: true, priceThen: HIGH };
    await insert([watch]);
    const smsBefore = sms.sent.length;
    const pushBefore = push.sent.length;

    // Process 0 claims the watch and stalls asking for fares; LEASE_SECONDS later by their clocks,
    // process 1 and then process 2 find the lease lapsed, claim it again and stall the same way.
    gate.close();
    const runs: Promise<Record<string, number>>[] = [];
    for (let i = 0; i < 3; i++) {
      ahead[i] = i * (LEASE_SECONDS + 1) * 1000;
      runs.push(apps[i]!.sweep());
      await gate.arrived(i);
    }
    const [lease] = await rows<{ locked_until: Date | string }>(db(), sql`select locked_until from fare_watches where id = ${watch.id}`);
    expect(new Date(lease!.locked_until).getTime()).toBe(clock.getTime() + (2 * (LEASE_SECONDS + 1) + LEASE_SECONDS) * 1000);
    gate.release();
    const done = await Promise.all(runs);
    expect(done.map((d) => d.fareWatches)).toEqual([1, 1, 1]);
    // One process decided to alert (it set last_alert_day first); the other two found it set.
    expect(alertLogs.filter((l) => l.watchId === watch.id).map((l) => l.kind)).toEqual(['drop']);

    // All three priced the fall; one set of messages (one push, one SMS) was written and sent.
    const messages = await fareAlerts([watch.id]);
    console.log(`fare alert on ${kind}, 3 processes pricing one watch: ${messages.length} outbox rows (${messages.map((m) => m.channel).join(', ')})`);
    expect(messages.map((m) => m.channel)).toEqual(['push', 'sms']);
    expect(messages.map((m) => m.dedupe_key)).toEqual([expect.stringMatching(new RegExp(`^fare:${watch.id}:${today()}:push:`)), `fare:${watch.id}:${today()}:sms`]);
    const [row] = await rows<{ last_alert_day: string; last_alert_price: string; price_now: string }>(db(), sql`select last_alert_day, last_alert_price, price_now from fare_watches where id = ${watch.id}`);
    expect(row!.last_alert_day).toBe(today());
    expect(Number(row!.last_alert_price)).toBe(Number(row!.price_now));
    await Promise.all(apps.map((app) => app.sweep()));
    expect(sms.sent.length - smsBefore).toBe(1);
    expect(push.sent.length - pushBefore).toBe(1);
  });
});
