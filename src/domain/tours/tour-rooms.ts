/**
 * A tour party and how it shares rooms, and the price lines that follow (SPEC-style room sharing):
 *
 * - travellers are adults, children with a bed, children without a bed and infants (ages as for
 *   flights on the departure day: an infant under 2, a child under 12);
 * - a room holds 1 to 3 adults and at most 4 beds (adults and children with a bed); children
 *   without a bed and infants take none; no more infants than adults, 9 travellers at most;
 * - an adult who is the only adult in a room pays adultDouble + singleSupplement (adult-single);
 *   every other adult adultDouble; children and infants their own price.
 *
 * The server's Quote is the truth (Book checks the total it answered); these lines show a price
 * the moment the party changes, and the rooms travel to Quote and Book as traveller indexes.
 */
import { addDays, type IsoDate } from '../calendar-days';
import { MAX_PASSENGERS } from '../constants';
import { toPersianDigits } from '../numbers';
import { TOUR_PRICE_KIND_LABELS, type TourPriceKind } from './tour-words';

export interface TourParty {
  adults: number;
  childrenWithBed: number;
  childrenWithoutBed: number;
  infants: number;
}

/** One room: how many of each kind sleep in it. */
export interface TourRoom {
  adults: number;
  childrenWithBed: number;
  childrenWithoutBed: number;
  infants: number;
}

/** Per-person prices of a hotel option (the contract's TourPrices). */
export interface TourPriceTable {
  adultDouble: number;
  singleSupplement: number;
  childWithBed: number;
  childWithoutBed: number;
  infant: number;
}

export interface TourPriceLine {
  key: TourPriceKind;
  labelFa: string;
  count: number;
  unitPrice: number;
  amount: number;
}

export const MAX_ROOM_ADULTS = 3;
export const MAX_ROOM_BEDS = 4;

export const partyTotal = (p: TourParty) => p.adults + p.childrenWithBed + p.childrenWithoutBed + p.infants;

const sumRooms = (rooms: readonly TourRoom[]): TourParty => rooms.reduce<TourParty>((s, r) => ({
  adults: s.adults + r.adults,
  childrenWithBed: s.childrenWithBed + r.childrenWithBed,
  childrenWithoutBed: s.childrenWithoutBed + r.childrenWithoutBed,
  infants: s.infants + r.infants,
}), { adults: 0, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 });

export const partyOfRooms = sumRooms;

/** Why a party cannot travel, in Persian, or null. */
export function tourPartyProblem(p: TourParty): string | null {
  const counts = [p.adults, p.childrenWithBed, p.childrenWithoutBed, p.infants];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0)) return 'تعداد مسافران خوانا نیست.';
  if (p.adults < 1) return 'دست‌کم یک بزرگسال لازم است.';
  if (p.infants > p.adults) return 'تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد.';
  if (partyTotal(p) > MAX_PASSENGERS) return `حداکثر ${toPersianDigits(MAX_PASSENGERS)} مسافر در یک رزرو.`;
  return null;
}

/** Why a room cannot be, in Persian, or null. */
export function roomProblem(r: TourRoom): string | null {
  if (r.adults < 1) return 'در هر اتاق دست‌کم یک بزرگسال لازم است.';
  if (r.adults > MAX_ROOM_ADULTS) return `در هر اتاق حداکثر ${toPersianDigits(MAX_ROOM_ADULTS)} بزرگسال.`;
  if (r.adults + r.childrenWithBed > MAX_ROOM_BEDS) return `هر اتاق حداکثر ${toPersianDigits(MAX_ROOM_BEDS)} تخت دارد.`;
  return null;
}

/** The problems of a rooming for a party: the party's, then the first room's, then whether they add up. */
export function roomsProblem(party: TourParty, rooms: readonly TourRoom[]): string | null {
  const partyIssue = tourPartyProblem(party);
  if (partyIssue) return partyIssue;
  if (rooms.length === 0) return 'دست‌کم یک اتاق لازم است.';
  for (const r of rooms) {
    const issue = roomProblem(r);
    if (issue) return issue;
  }
  const sum = sumRooms(rooms);
  if (sum.adults !== party.adults || sum.childrenWithBed !== party.childrenWithBed
    || sum.childrenWithoutBed !== party.childrenWithoutBed || sum.infants !== party.infants) {
    return 'همه مسافران باید در اتاق‌ها جا داده شوند.';
  }
  return null;
}

/**
 * The rooming a party starts with: adults two to a room (three in the last rather than one alone,
 * when there are three or more), then each child with a bed, child without a bed and infant into
 * the first room with a free bed, children without a bed and infants into the rooms with fewest
 * travellers. Null when the party cannot be roomed that way.
 */
export function defaultRooms(party: TourParty): TourRoom[] | null {
  if (tourPartyProblem(party)) return null;
  const count = Math.max(1, Math.floor(party.adults / 2));
  const rooms: TourRoom[] = Array.from({ length: count }, () => ({ adults: 0, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 }));
  for (let i = 0; i < party.adults; i += 1) rooms[Math.min(Math.floor(i / 2), count - 1)]!.adults += 1;
  const place = (fits: (r: TourRoom) => boolean, add: (r: TourRoom) => void, n: number) => {
    for (let i = 0; i < n; i += 1) {
      let room = rooms.find(fits);
      if (!room) {
        // A room of its own needs an adult: take one from a room of two or more.
        const donor = rooms.find((r) => r.adults >= 2);
        if (!donor) return false;
        donor.adults -= 1;
        room = { adults: 1, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 };
        rooms.push(room);
        if (!fits(room)) return false;
      }
      add(room);
    }
    return true;
  };
  const ok = place((r) => r.adults + r.childrenWithBed < MAX_ROOM_BEDS, (r) => { r.childrenWithBed += 1; }, party.childrenWithBed);
  spreadBedless(rooms, party);
  return ok && roomsProblem(party, rooms) === null ? rooms : null;
}

/** Children without a bed, then infants, each into the room with fewest travellers (they take no bed). */
function spreadBedless(rooms: TourRoom[], party: TourParty) {
  const size = (r: TourRoom) => r.adults + r.childrenWithBed + r.childrenWithoutBed + r.infants;
  const fewest = () => rooms.reduce((best, r) => (size(r) < size(best) ? r : best), rooms[0]!);
  for (let i = 0; i < party.childrenWithoutBed; i += 1) fewest().childrenWithoutBed += 1;
  for (let i = 0; i < party.infants; i += 1) fewest().infants += 1;
}

/** Each traveller's price kind, in the travellers' order (adults, children with a bed, without, infants), room by room. */
export function priceKindsOf(rooms: readonly TourRoom[]): TourPriceKind[] {
  const adults: TourPriceKind[] = [];
  for (const r of rooms) for (let i = 0; i < r.adults; i += 1) adults.push(r.adults === 1 ? 'adult-single' : 'adult-double');
  const sum = sumRooms(rooms);
  return [
    ...adults,
    ...Array<TourPriceKind>(sum.childrenWithBed).fill('child-bed'),
    ...Array<TourPriceKind>(sum.childrenWithoutBed).fill('child-no-bed'),
    ...Array<TourPriceKind>(sum.infants).fill('infant'),
  ];
}

export function unitPriceOf(kind: TourPriceKind, prices: TourPriceTable): number {
  switch (kind) {
    case 'adult-double': return prices.adultDouble;
    case 'adult-single': return prices.adultDouble + prices.singleSupplement;
    case 'child-bed': return prices.childWithBed;
    case 'child-no-bed': return prices.childWithoutBed;
    default: return prices.infant;
  }
}

const KIND_ORDER: readonly TourPriceKind[] = ['adult-double', 'adult-single', 'child-bed', 'child-no-bed', 'infant'];

/** The price lines of a rooming in a hotel option: one per price kind with travellers. */
export function tourPriceLines(rooms: readonly TourRoom[], prices: TourPriceTable): TourPriceLine[] {
  const kinds = priceKindsOf(rooms);
  return KIND_ORDER.flatMap((key) => {
    const count = kinds.filter((k) => k === key).length;
    const unitPrice = unitPriceOf(key, prices);
    return count > 0 ? [{ key, labelFa: TOUR_PRICE_KIND_LABELS[key], count, unitPrice, amount: unitPrice * count }] : [];
  });
}

export const tourTotal = (lines: readonly Pick<TourPriceLine, 'amount'>[]) => lines.reduce((s, l) => s + l.amount, 0);

/**
 * The rooms as Quote and Book take them: traveller indexes (adults first, then children with a
 * bed, children without, infants — the order of the travellers' forms), and which are without a bed.
 */
export function roomInputsOf(rooms: readonly TourRoom[]): { travellers: number[]; withoutBed?: number[] }[] {
  const sum = sumRooms(rooms);
  let adult = 0;
  let bed = sum.adults;
  let noBed = sum.adults + sum.childrenWithBed;
  let infant = noBed + sum.childrenWithoutBed;
  return rooms.map((r) => {
    const travellers: number[] = [];
    const withoutBed: number[] = [];
    for (let i = 0; i < r.adults; i += 1) travellers.push(adult++);
    for (let i = 0; i < r.childrenWithBed; i += 1) travellers.push(bed++);
    for (let i = 0; i < r.childrenWithoutBed; i += 1) { withoutBed.push(noBed); travellers.push(noBed++); }
    for (let i = 0; i < r.infants; i += 1) travellers.push(infant++);
    return withoutBed.length > 0 ? { travellers, withoutBed } : { travellers };
  });
}

/** The travellers' kinds in form order: 1 adult, 2 child, 3 infant. */
export function travellerKindsOf(party: TourParty): (1 | 2 | 3)[] {
  return [
    ...Array<1>(party.adults).fill(1),
    ...Array<2>(party.childrenWithBed + party.childrenWithoutBed).fill(2),
    ...Array<3>(party.infants).fill(3),
  ];
}

/**
 * Birth dates that stand for the party's kinds on the departure day (30, 6 and 1 years before it),
 * for a quote before the travellers are known; the booking step quotes again with the real ones.
 */
export function standInBirthDates(party: TourParty, departureDate: IsoDate): IsoDate[] {
  const [y = 0, m = '01', d = '01'] = departureDate.split('-');
  // The same day N years before (29 Feb → 28 Feb), so the kind on the departure day is certain.
  const yearsBefore = (years: number) => (m === '02' && d === '29' ? addDays(`${Number(y) - years}-03-01`, -1) : `${Number(y) - years}-${m}-${d}`);
  return travellerKindsOf(party).map((k) => yearsBefore(k === 1 ? 30 : k === 2 ? 6 : 1));
}

/** «۲ بزرگسال، ۱ کودک با تخت»: the party in words. */
export function tourPartyFa(p: TourParty): string {
  return ([[p.adults, 'بزرگسال'], [p.childrenWithBed, 'کودک با تخت'], [p.childrenWithoutBed, 'کودک بدون تخت'], [p.infants, 'نوزاد']] as const)
    .filter(([n]) => n > 0).map(([n, w]) => `${toPersianDigits(n)} ${w}`).join('، ');
}

/** «اتاق ۱: ۲ بزرگسال، ۱ کودک با تخت». */
export const roomFa = (r: TourRoom, i: number) => `اتاق ${toPersianDigits(i + 1)}: ${tourPartyFa(r)}`;

/**
 * The party in `count` rooms: adults spread evenly (the first rooms take the extra one), children
 * with a bed into the first room with a free bed, children without a bed and infants one a room.
 * Null when the party does not fit that many rooms (fewer adults than rooms, too many beds).
 * Children without a bed and infants go to the rooms with fewest travellers.
 */
export function spreadRooms(party: TourParty, count: number): TourRoom[] | null {
  if (tourPartyProblem(party) || count < 1 || count > party.adults) return null;
  const rooms: TourRoom[] = Array.from({ length: count }, (_, i) => ({
    adults: Math.floor(party.adults / count) + (i < party.adults % count ? 1 : 0), childrenWithBed: 0, childrenWithoutBed: 0, infants: 0,
  }));
  const place = (fits: (r: TourRoom) => boolean, add: (r: TourRoom) => void, n: number) => {
    for (let i = 0; i < n; i += 1) {
      const room = rooms.find(fits);
      if (!room) return false;
      add(room);
    }
    return true;
  };
  const ok = place((r) => r.adults + r.childrenWithBed < MAX_ROOM_BEDS, (r) => { r.childrenWithBed += 1; }, party.childrenWithBed);
  spreadBedless(rooms, party);
  return ok && roomsProblem(party, rooms) === null ? rooms : null;
}

/** The room counts a party can take, fewest first. */
export const roomCountsFor = (party: TourParty): number[] =>
  Array.from({ length: Math.max(0, party.adults) }, (_, i) => i + 1).filter((n) => spreadRooms(party, n) !== null);
