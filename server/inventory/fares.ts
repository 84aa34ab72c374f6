import { daysBetween, weekday } from '../time/calendar';
import type { Baggage, Cabin, Fare } from './supplier';
import { unit } from './random';

/** A fare class within a cabin; cheaper buckets sell out first. */
export interface FareBucket {
  fareClass: string;
  multiplier: number;
  refundable: boolean;
  promo: boolean;
}

export const SYSTEM_BUCKETS: Record<Cabin, FareBucket[]> = {
  1: [
    { fareClass: 'V', multiplier: 0.82, refundable: false, promo: true },
    { fareClass: 'L', multiplier: 0.92, refundable: true, promo: false },
    { fareClass: 'K', multiplier: 1, refundable: true, promo: false },
    { fareClass: 'M', multiplier: 1.15, refundable: true, promo: false },
    { fareClass: 'Y', multiplier: 1.38, refundable: true, promo: false },
  ],
  2: [
    { fareClass: 'D', multiplier: 2.3, refundable: true, promo: false },
    { fareClass: 'C', multiplier: 2.75, refundable: true, promo: false },
  ],
  3: [
    { fareClass: 'A', multiplier: 3.9, refundable: true, promo: false },
    { fareClass: 'F', multiplier: 4.6, refundable: true, promo: false },
  ],
};

/** Charter seats are resold at one set price and usually not refundable (REFERENCE.md). */
export const CHARTER_BUCKET: FareBucket = { fareClass: 'CH', multiplier: 0.88, refundable: false, promo: false };

const PREMIUM: Record<string, number> = { TK: 1.12, EK: 1.14, QR: 1.13, IR: 1.03, W5: 1.02, PC: 0.88, FZ: 0.9 };
const FULL_SERVICE = new Set(['IR', 'W5', 'TK', 'EK', 'QR', 'WY']);

/** Cabins a flight sells: business on full-service carriers (domestic trunk routes only), first on long-haul Gulf carriers. */
export function cabinsOffered(airline: string, isCharter: boolean, domestic: boolean, daily: number, km: number): Cabin[] {
  if (isCharter || !FULL_SERVICE.has(airline)) return [1];
  if (domestic) return daily >= 12 && (airline === 'IR' || airline === 'W5') ? [1, 2] : [1];
  return (airline === 'EK' || airline === 'QR') && km > 3000 ? [1, 2, 3] : [1, 2];
}

/** Round up to 10,000 rials (1,000 toman), as fares are quoted. */
export const roundRials = (rials: number) => Math.ceil(rials / 10_000) * 10_000;

/** The economy K-class adult base fare for a distance, before date and demand. */
export function distanceFare(km: number, domestic: boolean): number {
  return domestic ? 6_000_000 + km * 32_000 : 35_000_000 + km * 38_000;
}

export function taxFor(baseFare: number, km: number, domestic: boolean): number {
  return roundRials(domestic ? baseFare * 0.08 : 3_500_000 + km * 600);
}

/** Nowruz, summer and Christmas holidays cost more. */
function seasonFactor(date: string, domestic: boolean): number {
  const md = date.slice(5);
  if (md >= '03-16' && md <= '04-03') return 1.35;
  if (md >= '07-01' && md <= '08-31') return 1.1;
  if (!domestic && (md >= '12-20' || md <= '01-05')) return 1.12;
  return 1;
}

// Sunday … Saturday: Wednesday and Thursday start the Iranian weekend.
const WEEKDAY = [0.96, 0.95, 0.95, 1.06, 1.12, 1.08, 1];

function leadTimeFactor(days: number, isCharter: boolean): number {
  // Unsold charter seats are dumped at the last minute; scheduled fares climb.
  if (days <= 1) return isCharter ? 0.85 : 1.22;
  if (days <= 3) return isCharter ? 0.95 : 1.15;
  if (days <= 7) return 1.08;
  if (days <= 21) return 1;
  if (days <= 60) return 0.95;
  return 0.92;
}

function timeOfDayFactor(minutes: number): number {
  if (minutes < 420) return 0.93;
  if (minutes < 600) return 1.07;
  if (minutes < 1020) return 1;
  if (minutes < 1260) return 1.06;
  return 0.9;
}

export interface PriceContext {
  /** Stable key of the flight or itinerary (its flight numbers). */
  key: string;
  airline: string;
  date: string;
  today: string;
  departureMinutes: number;
  km: number;
  domestic: boolean;
  isCharter: boolean;
}

/** The adult base fare of one bucket on one date, in rials. */
export function adultBase(ctx: PriceContext, bucket: FareBucket): number {
  const factor =
    seasonFactor(ctx.date, ctx.domestic) *
    WEEKDAY[weekday(ctx.date)]! *
    leadTimeFactor(daysBetween(ctx.today, ctx.date), ctx.isCharter) *
    timeOfDayFactor(ctx.departureMinutes) *
    (ctx.isCharter ? 1 : (PREMIUM[ctx.airline] ?? 1)) *
    (0.94 + 0.12 * unit(`noise:${ctx.key}:${ctx.date}`));
  return roundRials(distanceFare(ctx.km, ctx.domestic) * factor * bucket.multiplier);
}

/** How busy a route is on a date, 0 (empty) to 1 (full): drives sold-out buckets. */
export function demand(routeKey: string, date: string, today: string): number {
  const md = date.slice(5);
  const holiday = (md >= '03-16' && md <= '04-03') || WEEKDAY[weekday(date)]! > 1.05 ? 0.25 : 0;
  const soon = daysBetween(today, date) <= 3 ? 0.2 : 0;
  return Math.min(1, 0.45 * unit(`demand:${routeKey}:${date}`) + holiday + soon);
}

/** Seats left in each bucket (cheapest first), 0–9 as Iranian sites show them. */
export function seatsByBucket(key: string, date: string, buckets: FareBucket[], load: number): number[] {
  if (unit(`soldout:${key}:${date}`) < 0.06 + load * 0.1) return buckets.map(() => 0);
  return buckets.map((b, i) => {
    const open = unit(`open:${key}:${date}:${b.fareClass}`) < 0.3 + 0.18 * i - load * 0.35;
    return open || i === buckets.length - 1 ? 1 + Math.floor(unit(`seats:${key}:${date}:${b.fareClass}`) * 9) : 0;
  });
}

/**
 * Passenger fares from the adult base (REFERENCE.md): on system flights a child pays ≈50 %
 * (domestic) or 75 % (international) and an infant ≈10 %; on charters a child pays the adult fare.
 */
export function passengerFares(base: number, km: number, domestic: boolean, isCharter: boolean): { adult: Fare; child: Fare; infant: Fare } {
  const tax = taxFor(base, km, domestic);
  const childBase = isCharter ? base : roundRials(base * (domestic ? 0.5 : 0.75));
  return {
    adult: { baseFare: base, tax },
    child: { baseFare: childBase, tax: isCharter ? tax : taxFor(childBase, km, domestic) },
    infant: { baseFare: roundRials(base * 0.1), tax: 0 },
  };
}

/** Checked baggage: 20 kg domestic economy (ATA 30 kg), more abroad and in business; infants 10 kg. */
export function baggageFor(airline: string, cabin: Cabin, domestic: boolean): Baggage {
  const economy = airline === 'I3' ? 30 : domestic ? 20 : airline === 'FZ' || airline === 'PC' ? 20 : 30;
  const adultKg = cabin === 1 ? economy : cabin === 2 ? economy + 10 : economy + 20;
  return { adultKg, childKg: adultKg, infantKg: 10 };
}
