import { sql } from 'drizzle-orm';
import type { FareAlertPush, NormalizedSearch } from '../../../src/contract';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import { buildSearchUrl } from '../../../src/domain/search-url';
import { searchRequestOfServer } from '../../../src/domain/search-request';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { Reference } from '../../reference';
import { daysBetween } from '../../time/calendar';
import { enqueue } from '../notifications/outbox';

/** Seats at the cheapest fare at or under which "the last seats are going" is news. */
export const LAST_SEATS = 3;

export type AlertKind = 'drop' | 'lastSeats' | 'onSale';

export interface AlertFacts {
  kind: AlertKind;
  /** Now, and the price it fell from (drop). */
  price: number;
  before: number | null;
  date: string;
  seats: number | null;
}

/** Why a watch's new price is worth a message, or null. A fall is measured from what the traveller was last told. */
export function alertFor(w: { priceThen: number | null; lastAlertPrice: number | null; priceNow: number | null; seatsLeft: number | null }, now: { total: number | null; seats: number | null; date: string | null }, dropPercent: number): AlertFacts | null {
  if (now.total === null || !now.date) return null;
  const reference = w.lastAlertPrice ?? w.priceThen;
  if (reference === null) return w.priceNow === null && w.priceThen === null && w.lastAlertPrice === null ? { kind: 'onSale', price: now.total, before: null, date: now.date, seats: now.seats } : null;
  if (now.total <= reference * (1 - dropPercent / 100)) return { kind: 'drop', price: now.total, before: reference, date: now.date, seats: now.seats };
  const wasPlenty = w.seatsLeft === null || w.seatsLeft > LAST_SEATS;
  if (now.seats !== null && now.seats > 0 && now.seats <= LAST_SEATS && wasPlenty) return { kind: 'lastSeats', price: now.total, before: null, date: now.date, seats: now.seats };
  return null;
}

/** «تهران ← مشهد» from the search's first segment, in the reference's Persian names. */
export function routeName(ref: Reference, search: NormalizedSearch, arrow = ' ← '): string {
  const s = search.segments[0]!;
  return `${placeName(ref, s.origin)}${arrow}${placeName(ref, s.destination)}`;
}

/** A city or airport code's city, in Persian (the code itself when unknown). */
export function placeName(ref: Reference, code: string): string {
  return ref.cityByCode.get(code)?.nameFa ?? ref.cityById.get(ref.airportByIata.get(code)?.cityId ?? -1)?.nameFa ?? code;
}

/** The results page of a search moved to `date` (a flexible watch's cheapest day). */
export function resultsPath(search: NormalizedSearch, date: string): string {
  return buildSearchUrl(searchRequestOfServer(search, daysBetween(search.segments[0]!.departureDate, date)));
}

const rials = (n: number) => `${formatNumber(n)} ریال`;

/** The Persian words of an alert, for the push notification, the e-mail and the SMS values. */
export function alertWords(ref: Reference, search: NormalizedSearch, facts: AlertFacts): { title: string; body: string } {
  const route = routeName(ref, search);
  const day = formatJalaliLong(facts.date, { weekday: true });
  const party = search.adults + search.children + search.infants;
  const who = party === 1 ? 'یک مسافر' : `${toPersianDigits(party)} مسافر`;
  switch (facts.kind) {
    case 'drop': {
      const percent = Math.round(((facts.before! - facts.price) / facts.before!) * 100);
      return { title: `پرواز ${route} ارزان‌تر شد`, body: `${day}، ${who}: ${rials(facts.price)} (${toPersianDigits(percent)}٪ کمتر از ${rials(facts.before!)})` };
    }
    case 'lastSeats':
      return { title: `صندلی‌های ارزان ${route} رو به اتمام است`, body: `${day}: فقط ${toPersianDigits(facts.seats ?? 0)} صندلی با قیمت ${rials(facts.price)} مانده است.` };
    case 'onSale':
      return { title: `پرواز ${route} به فروش رسید`, body: `${day}، ${who}: از ${rials(facts.price)}` };
  }
}

export interface AlertTarget {
  watchId: string;
  userId: string;
  search: NormalizedSearch;
  channels: { push: boolean; sms: boolean; email: boolean };
}

/**
 * Writes the alert's messages into the outbox, inside the transaction that marked the watch
 * alerted today: one push per browser of a session still signed in, and SMS and e-mail when
 * chosen and the traveller is signed in somewhere. Returns how many messages were written.
 */
export async function enqueueAlert(tx: Db, ref: Reference, origin: string, target: AlertTarget, facts: AlertFacts, today: string, mail: boolean): Promise<number> {
  const words = alertWords(ref, target.search, facts);
  const url = resultsPath(target.search, facts.date);
  const key = `fare:${target.watchId}:${today}`;
  let written = 0;
  const [user] = await rows<{ phone_number: string; email: string | null; signed_in: boolean }>(tx, sql`
    select phone_number, email, exists (select 1 from refresh_tokens r where r.user_id = users.id and r.revoked_at is null and r.expires_at > now()) as signed_in
    from users where id = ${target.userId}`);
  if (!user?.signed_in) return 0;
  if (target.channels.push) {
    const subscriptions = await rows<{ id: string }>(tx, sql`
      select s.id from push_subscriptions s
      where s.user_id = ${target.userId}
        and exists (select 1 from refresh_tokens r where r.family_id = s.session_id and r.revoked_at is null and r.expires_at > now())`);
    for (const s of subscriptions) {
      const payload: FareAlertPush = { ...words, url, tag: `fare-watch-${target.watchId}` };
      await enqueue(tx, { channel: 'push', template: 'fareAlert', recipient: s.id, dedupeKey: `${key}:push:${s.id}`, payload: { push: payload, watchId: target.watchId } });
      written++;
    }
  }
  if (target.channels.sms) {
    const values = { route: routeName(ref, target.search, '-').replace(/\s+/g, '‌'), date: toPersianDigits(formatJalaliLong(facts.date)), price: String(facts.price) };
    await enqueue(tx, { channel: 'sms', template: 'fareAlert', recipient: user.phone_number, dedupeKey: `${key}:sms`, payload: { watchId: target.watchId, values } });
    written++;
  }
  if (target.channels.email && mail && user.email) {
    await enqueue(tx, { channel: 'email', template: 'fareAlert', recipient: user.email, dedupeKey: `${key}:email`, payload: { watchId: target.watchId, title: words.title, body: words.body, link: `${origin}${url}` } });
    written++;
  }
  return written;
}
