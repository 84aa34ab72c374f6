import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreateFareWatchRequest, FareWatch, FareWatchChannels, NormalizedSearch } from '../../../src/contract';
import { MAX_FARE_WATCHES } from '../../../src/contract/fare-watch';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import type { Reference } from '../../reference';
import { rows } from '../../db/rows';
import { BadRequest, badField, HttpError } from '../../http/envelope';
import { tehranToday } from '../../time/calendar';
import { canonicalSearch, type StoredRequest } from '../flight-catalog/requests';
import { placeName } from './alerts';
import { jalaliMonthOf, monthBounds, priceWatch, searchesOfWatch, type ProposalsOf } from './pricing';

interface WatchRow {
  id: string;
  request_id: string;
  search: NormalizedSearch;
  flexible_month: string | null;
  ends_on: string;
  channel_push: boolean;
  channel_sms: boolean;
  channel_email: boolean;
  price_then: string | number | null;
  price_now: string | number | null;
  cheapest_date: string | null;
  seats_left: number | null;
  created_at: Date | string;
  checked_at: Date | string | null;
  last_alert_at: Date | string | null;
}

const COLUMNS = sql`id, request_id, search, flexible_month, ends_on, channel_push, channel_sms, channel_email, price_then, price_now, cheapest_date, seats_left, created_at, checked_at, last_alert_at`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const num = (v: string | number | null) => (v === null ? null : Number(v));

function toWatch(ref: Reference, r: WatchRow): FareWatch {
  const first = r.search.segments[0]!;
  return {
    id: r.id, requestId: r.request_id, originFa: placeName(ref, first.origin), destinationFa: placeName(ref, first.destination), search: r.search, flexibleMonth: r.flexible_month, endsOn: r.ends_on,
    channels: { push: r.channel_push, sms: r.channel_sms, email: r.channel_email },
    priceThen: num(r.price_then), priceNow: num(r.price_now), cheapestDate: r.cheapest_date, seatsLeft: r.seats_left,
    createdAt: iso(r.created_at)!, checkedAt: iso(r.checked_at), lastAlertAt: iso(r.last_alert_at),
  };
}

export async function listWatches(db: Db, ref: Reference, userId: string): Promise<FareWatch[]> {
  return (await rows<WatchRow>(db, sql`select ${COLUMNS} from fare_watches where user_id = ${userId} order by created_at desc, id`)).map((r) => toWatch(ref, r));
}

export interface CreateDeps {
  db: Db;
  ref: Reference;
  now: () => Date;
  /** Minutes to the first re-check (the job's interval). */
  intervalMinutes: number;
  proposalsOf: ProposalsOf;
  /** Whether e-mail can be sent at all (no mailer: the e-mail channel is refused). */
  mail: boolean;
}

/**
 * Watches a stored search. One watch per search and month per account (asking again returns it);
 * at most MAX_FARE_WATCHES that have not ended. Priced at once, so the list shows "price then".
 */
export async function createWatch(deps: CreateDeps, userId: string, stored: StoredRequest, body: CreateFareWatchRequest): Promise<FareWatch> {
  const search = stored.search;
  const today = tehranToday(deps.now());
  if (search.flightType === 3) throw badField('requestId', 'ردیابی قیمت برای پروازهای یک‌طرفه و رفت و برگشت است، نه چندمسیره.');
  const day = search.segments[0]!.departureDate;
  const flexibleMonth = body.flexible ? jalaliMonthOf(day) : null;
  const endsOn = flexibleMonth ? monthBounds(flexibleMonth).last : day;
  if (endsOn < today) throw badField('requestId', 'تاریخ این پرواز گذشته است؛ تاریخ دیگری را جست‌وجو کنید.');
  const channels = { push: body.channels?.push ?? true, sms: body.channels?.sms ?? false, email: body.channels?.email ?? false };
  await checkChannels(deps, userId, channels);
  const watchKey = `${canonicalSearch(search)}|${flexibleMonth ?? ''}`;
  const [existing] = await rows<WatchRow>(deps.db, sql`select ${COLUMNS} from fare_watches where user_id = ${userId} and watch_key = ${watchKey}`);
  if (existing) return toWatch(deps.ref, existing);

  const price = await priceWatch(deps.proposalsOf, searchesOfWatch(search, flexibleMonth, today));
  const id = randomUUID();
  // The count and the insert in one statement under the user's row lock: two tabs cannot make 21.
  const created = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await rows(t, sql`select id from users where id = ${userId} for update`);
    const [count] = await rows<{ n: number }>(t, sql`select count(*)::int as n from fare_watches where user_id = ${userId} and ends_on >= ${today}`);
    if ((count?.n ?? 0) >= MAX_FARE_WATCHES) return null;
    return rows<WatchRow>(t, sql`
      insert into fare_watches (id, user_id, request_id, search, watch_key, flexible_month, ends_on, channel_push, channel_sms, channel_email,
        price_then, price_now, cheapest_date, seats_left, checked_at, next_check_at)
      values (${id}, ${userId}, ${stored.requestId}, ${JSON.stringify(search)}::jsonb, ${watchKey}, ${flexibleMonth}, ${endsOn}, ${channels.push}, ${channels.sms}, ${channels.email},
        ${price.total}, ${price.total}, ${price.date}, ${price.seats}, ${deps.now().toISOString()}::timestamptz, ${deps.now().toISOString()}::timestamptz + make_interval(secs => ${Math.round(deps.intervalMinutes * 60)}))
      on conflict (user_id, watch_key) do nothing
      returning ${COLUMNS}`);
  });
  if (created === null) throw badField('requestId', `حداکثر ${toPersianDigits(MAX_FARE_WATCHES)} ردیابی فعال ممکن است؛ یکی از ردیابی‌های پروفایل را بردارید.`);
  if (created[0]) return toWatch(deps.ref, created[0]);
  const [raced] = await rows<WatchRow>(deps.db, sql`select ${COLUMNS} from fare_watches where user_id = ${userId} and watch_key = ${watchKey}`);
  return toWatch(deps.ref, raced!);
}

/** E-mail needs an address on the account and a configured mailer. */
async function checkChannels(deps: { db: Db; mail: boolean }, userId: string, channels: Partial<FareWatchChannels>) {
  if (!channels.email) return;
  const errors: Record<string, string[]> = {};
  const [user] = await rows<{ email: string | null }>(deps.db, sql`select email from users where id = ${userId}`);
  if (!deps.mail) errors['channels.email'] = ['ارسال ایمیل فعلاً در دسترس نیست.'];
  else if (!user?.email) errors['channels.email'] = ['برای خبر گرفتن با ایمیل، نخست ایمیل خود را در حساب کاربری ثبت کنید.'];
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
}

export async function updateChannels(deps: { db: Db; ref: Reference; mail: boolean }, userId: string, id: string, channels: Partial<FareWatchChannels>): Promise<FareWatch> {
  await checkChannels(deps, userId, channels);
  const [row] = await rows<WatchRow>(deps.db, sql`
    update fare_watches set channel_push = coalesce(${channels.push ?? null}::boolean, channel_push), channel_sms = coalesce(${channels.sms ?? null}::boolean, channel_sms),
      channel_email = coalesce(${channels.email ?? null}::boolean, channel_email)
    where id = ${id} and user_id = ${userId} returning ${COLUMNS}`);
  if (!row) throw new HttpError(404, 'این ردیابی پیدا نشد؛ شاید پیش‌تر برداشته شده است.');
  return toWatch(deps.ref, row);
}

/** Removing is idempotent: a watch already gone answers the same. Its unsent alerts go with it. */
export async function removeWatch(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const gone = await rows<{ id: string }>(t, sql`delete from fare_watches where id = ${id} and user_id = ${userId} returning id`);
    if (gone.length > 0) await rows(t, sql`update outbox_messages set status = 'Failed', last_error = 'watch removed' where status = 'Pending' and template = 'fareAlert' and payload->>'watchId' = ${id}`);
  });
}
