import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NormalizedSearch } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { Reference } from '../../reference';
import { addDays, daysBetween, tehranToday } from '../../time/calendar';
import { alertFor, enqueueAlert } from './alerts';
import { priceWatch, searchesOfWatch, type LegPrice, type ProposalsOf, type SearchPrice } from './pricing';

export interface FareWatchSettings {
  /** Minutes between two checks of one watch. */
  intervalMinutes: number;
  /** How much (percent) a price must fall below what the traveller was last told to be news. */
  dropPercent: number;
}

/** FARE_WATCH_INTERVAL_MINUTES (default 180; fractions allowed, for tests) and FARE_ALERT_DROP_PERCENT (default 5). */
export function fareWatchSettingsFrom(env: NodeJS.ProcessEnv = process.env): FareWatchSettings {
  const number = (name: string, fallback: number, min: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of at least ${min}: ${raw}`);
    return n;
  };
  return { intervalMinutes: number('FARE_WATCH_INTERVAL_MINUTES', 180, 0.05), dropPercent: number('FARE_ALERT_DROP_PERCENT', 5, 0) };
}

export interface WatchJobDeps {
  db: Db;
  ref: Reference;
  now: () => Date;
  proposalsOf: ProposalsOf;
  settings: FareWatchSettings;
  /** The site's origin, for links in e-mails. */
  origin: string;
  /** Whether e-mail is configured. */
  mail: boolean;
  log?: FastifyBaseLogger | undefined;
}

/** Watches claimed per statement; a claim is this process's for LEASE_SECONDS. */
export const BATCH = 200;
export const LEASE_SECONDS = 600;
/** Ended watches stay listed (as ended) this long, then go. */
export const KEEP_ENDED_DAYS = 30;

interface ClaimedWatch {
  id: string;
  user_id: string;
  search: NormalizedSearch;
  flexible_month: string | null;
  channel_push: boolean;
  channel_sms: boolean;
  channel_email: boolean;
  price_then: string | number | null;
  price_now: string | number | null;
  seats_left: number | null;
  last_alert_price: string | number | null;
  last_alert_day: string | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * Claims due watches: FOR UPDATE SKIP LOCKED skips rows another process holds, and the lease set
 * in the same statement keeps them this process's, so each watch is priced once per run however
 * many processes run the job.
 */
async function claim(db: Db, now: Date, today: string): Promise<ClaimedWatch[]> {
  return rows<ClaimedWatch>(db, sql`
    update fare_watches set locked_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from fare_watches
      where next_check_at <= ${now.toISOString()}::timestamptz and ends_on >= ${today}
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      order by next_check_at, id limit ${BATCH} for update skip locked)
    returning id, user_id, search, flexible_month, channel_push, channel_sms, channel_email, price_then, price_now, seats_left, last_alert_price, last_alert_day`);
}

/** Records each leg's cheapest price of the day (the lowest seen that day stays). One statement. */
export async function recordHistory(db: Db, legs: LegPrice[], today: string, now: Date): Promise<void> {
  const byKey = new Map<string, LegPrice>();
  for (const leg of legs) {
    const key = `${leg.origin}|${leg.destination}|${leg.cabin}|${leg.date}`;
    const seen = byKey.get(key);
    if (!seen || leg.price < seen.price) byKey.set(key, leg);
  }
  if (byKey.size === 0) return;
  const values = [...byKey.values()].map((l) => ({ ...l, ahead: daysBetween(today, l.date) }));
  await rows(db, sql`
    insert into fare_price_history (origin, destination, cabin, departure_date, observed_on, days_ahead, price, seats, observed_at)
    select v.origin, v.destination, v.cabin, v.date, ${today}, v.ahead, v.price, v.seats, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(origin text, destination text, cabin int, date text, ahead int, price bigint, seats int)
    on conflict (origin, destination, cabin, departure_date, observed_on) do update
      set price = least(fare_price_history.price, excluded.price),
          seats = case when excluded.price <= fare_price_history.price then excluded.seats else fare_price_history.seats end,
          observed_at = excluded.observed_at`);
}

export interface WatchRunFigures {
  watches: number;
  searches: number;
  alerts: number;
  messages: number;
  statements: number;
}

/**
 * The watch job: re-prices every due watch through the results page's own answer, keeps the
 * history, and alerts at most once a (Tehran) day per watch. A watch priced the same as another
 * in this run (the same search) is priced once.
 */
export async function checkWatches(deps: WatchJobDeps, figures?: WatchRunFigures): Promise<number> {
  const now = deps.now();
  const today = tehranToday(now);
  const f: WatchRunFigures = figures ?? { watches: 0, searches: 0, alerts: 0, messages: 0, statements: 0 };
  const priced = new Map<string, Promise<SearchPrice>>();
  const searched = new Map<string, Promise<Awaited<ReturnType<ProposalsOf>>>>();
  const proposalsOf: ProposalsOf = (search) => {
    const key = JSON.stringify(search);
    let answer = searched.get(key);
    if (!answer) {
      f.searches++;
      answer = deps.proposalsOf(search);
      searched.set(key, answer);
    }
    return answer;
  };
  f.statements++;
  await rows(deps.db, sql`delete from fare_watches where ends_on < ${addDays(today, -KEEP_ENDED_DAYS)}`);
  for (;;) {
    f.statements++;
    const claimed = await claim(deps.db, now, today);
    if (claimed.length === 0) break;
    const legs: LegPrice[] = [];
    const updates: { id: string; price: number | null; seats: number | null; date: string | null }[] = [];
    const failed: string[] = [];
    for (const w of claimed) {
      const key = `${JSON.stringify(w.search)}|${w.flexible_month ?? ''}`;
      let price = priced.get(key);
      if (!price) {
        price = priceWatch(proposalsOf, searchesOfWatch(w.search, w.flexible_month, today));
        priced.set(key, price);
        legs.push(...(await price.catch(() => ({ legs: [] }))).legs);
      }
      let p: SearchPrice;
      try {
        p = await price;
      } catch (error) {
        // A search that no longer prices (a place gone from the reference) must not stop the others.
        deps.log?.warn({ watchId: w.id, err: error }, 'fare watch could not be priced');
        failed.push(w.id);
        continue;
      }
      updates.push({ id: w.id, price: p.total, seats: p.seats, date: p.date });
      const facts = alertFor({ priceThen: num(w.price_then), lastAlertPrice: num(w.last_alert_price), priceNow: num(w.price_now), seatsLeft: w.seats_left }, p, deps.settings.dropPercent);
      if (!facts || w.last_alert_day === today) continue;
      const written = await deps.db.transaction(async (tx) => {
        // The day's one alert: whoever sets last_alert_day first sends it.
        const won = await rows<{ id: string }>(tx as unknown as Db, sql`
          update fare_watches set last_alert_day = ${today}, last_alert_at = ${now.toISOString()}::timestamptz, last_alert_price = ${facts.price}
          where id = ${w.id} and (last_alert_day is null or last_alert_day <> ${today}) returning id`);
        if (won.length === 0) return -1;
        return enqueueAlert(tx as unknown as Db, deps.ref, deps.origin, {
          watchId: w.id, userId: w.user_id, search: w.search, channels: { push: w.channel_push, sms: w.channel_sms, email: w.channel_email },
        }, facts, today, deps.mail);
      });
      // BEGIN, the guarded update, the traveller and subscription reads, each message, COMMIT.
      f.statements += 5 + Math.max(0, written);
      if (written >= 0) {
        f.alerts++;
        f.messages += written;
        deps.log?.info({ watchId: w.id, kind: facts.kind, price: facts.price, messages: written }, 'fare alert');
      }
    }
    await recordHistory(deps.db, legs, today, now);
    f.statements++;
    await rows(deps.db, sql`
      update fare_watches w set price_now = v.price, seats_left = v.seats, cheapest_date = v.date, checked_at = ${now.toISOString()}::timestamptz,
        price_then = coalesce(w.price_then, case when w.checked_at is null then v.price end),
        next_check_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${Math.round(deps.settings.intervalMinutes * 60)}), locked_until = null
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id uuid, price bigint, seats int, date text)
      where w.id = v.id`);
    f.statements++;
    if (failed.length > 0) {
      await rows(deps.db, sql`
        update fare_watches set locked_until = null, next_check_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${Math.round(deps.settings.intervalMinutes * 60)})
        where id in (select (jsonb_array_elements_text(${JSON.stringify(failed)}::jsonb))::uuid)`);
      f.statements++;
    }
    f.watches += claimed.length - failed.length;
  }
  return f.watches;
}
