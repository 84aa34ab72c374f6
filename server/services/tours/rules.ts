/**
 * The service's rules, shared by Quote and Book: the departure and hotel option, the party by age
 * on the departure date, how it shares rooms, and the price from the option's per-person prices.
 * Problems are collected into one FieldErrors, so one 400 names all of them, in Persian.
 */
import type { PassengerType } from '../../../src/contract';
import type { TourDeparture, TourHotelOption, TourOrderPassenger, TourPackage, TourQuoteLine, TourRoomInput } from '../../../src/contract/tours';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { FieldErrors } from '../../http/envelope';
import type { TourSupplier } from '../../inventory/tours/supplier';
import { passengerTypeOn } from '../../rules/age';
import { personDate } from '../../rules/passenger';

const fa = toPersianDigits;

export const MAX_TRAVELLERS = 9;
export const MAX_ADULTS_PER_ROOM = 3;
export const MAX_BEDS_PER_ROOM = 4;

export type PriceKind = TourOrderPassenger['priceKind'];
export const PRICE_KINDS: readonly PriceKind[] = ['adult-double', 'adult-single', 'child-bed', 'child-no-bed', 'infant'];
export const PRICE_KIND_FA: Record<PriceKind, string> = {
  'adult-double': 'بزرگسال (اتاق دو یا سه‌نفره)',
  'adult-single': 'بزرگسال در اتاق یک‌نفره (با مکمل یک‌نفره)',
  'child-bed': 'کودک ۲ تا ۱۲ سال با تخت',
  'child-no-bed': 'کودک ۲ تا ۱۲ سال بدون تخت',
  infant: 'نوزاد (زیر ۲ سال)',
};

export const add = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

export interface Chosen {
  tour: TourPackage;
  departure: TourDeparture;
  hotel: TourHotelOption;
}

/** The departure (a coming one of a package) and one of its hotel options. */
export async function checkDeparture(supplier: TourSupplier, body: { departureId?: unknown; hotelOptionId?: unknown }, today: string, errors: FieldErrors): Promise<Chosen | undefined> {
  const id = typeof body.departureId === 'string' ? body.departureId.trim() : '';
  const found = id ? await supplier.departure(id, today) : undefined;
  if (!found) {
    add(errors, 'departureId', id ? 'این تاریخ حرکت در فهرست تورها نیست یا گذشته است؛ یکی از تاریخ‌های حرکت تور را انتخاب کنید.' : 'تاریخ حرکت تور را انتخاب کنید.');
    return undefined;
  }
  const option = typeof body.hotelOptionId === 'string' ? body.hotelOptionId.trim() : '';
  const hotel = found.departure.hotels.find((h) => h.id === option);
  if (!hotel) {
    add(errors, 'hotelOptionId', option ? 'این هتل در این تور نیست؛ یکی از هتل‌های تور را انتخاب کنید.' : 'هتل تور را انتخاب کنید.');
    return undefined;
  }
  return { ...found, hotel };
}

/**
 * Each traveller's kind on the departure date from the birth date. Quote checks the dates here;
 * Book leaves that to the passengers' rules and counts an unreadable date as an adult.
 */
export function typesOf(passengers: { birthDate?: unknown }[], today: string, ageOn: string, errors: FieldErrors | undefined): PassengerType[] {
  return passengers.map((p, i) => {
    const text = typeof p.birthDate === 'string' ? p.birthDate : '';
    const born = personDate(text);
    if (errors && !born) add(errors, `passengers[${i}].birthDate`, text ? 'تاریخ تولد معتبر نیست؛ آن را به شکل YYYY-MM-DD بفرستید.' : 'تاریخ تولد را وارد کنید.');
    else if (errors && born && born > today) add(errors, `passengers[${i}].birthDate`, 'تاریخ تولد نمی‌تواند در آینده باشد.');
    return born && born <= today ? passengerTypeOn(born, ageOn) : 1;
  });
}

/** 1–9 travellers, at least one adult, no more infants than adults. */
export function checkParty(types: PassengerType[], errors: FieldErrors): boolean {
  const before = Object.keys(errors).length;
  const adults = types.filter((t) => t === 1).length;
  const infants = types.filter((t) => t === 3).length;
  if (types.length < 1) add(errors, 'passengers', 'دست‌کم یک مسافر لازم است.');
  else if (types.length > MAX_TRAVELLERS) add(errors, 'passengers', `در هر رزرو حداکثر ${fa(MAX_TRAVELLERS)} مسافر می‌توان ثبت کرد.`);
  if (types.length >= 1 && adults < 1) add(errors, 'passengers', 'دست‌کم یک بزرگسال (۱۲ سال یا بیشتر) لازم است.');
  if (infants > adults) add(errors, 'passengers', 'تعداد نوزادان نمی‌تواند از تعداد بزرگسالان بیشتر باشد.');
  return Object.keys(errors).length === before;
}

const indexes = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Rooms: every traveller in exactly one room; 1–3 adults a room; at most four beds; children with
 * or without a bed; infants never take one. Answers each traveller's price kind (a lone adult in a
 * room pays the single supplement), or undefined when something is wrong.
 */
export function checkRooms(types: PassengerType[], rooms: TourRoomInput[] | undefined, errors: FieldErrors): PriceKind[] | undefined {
  const before = Object.keys(errors).length;
  const list = Array.isArray(rooms) ? rooms : [];
  if (list.length === 0) {
    add(errors, 'rooms', 'اتاق‌ها را مشخص کنید: هر مسافر در یک اتاق.');
    return undefined;
  }
  const kinds: (PriceKind | undefined)[] = types.map(() => undefined);
  const roomOf = new Map<number, number>();
  list.forEach((room, r) => {
    const field = `rooms[${r}].travellers`;
    const members: number[] = [];
    for (const raw of indexes(room?.travellers)) {
      const i = Number(raw);
      if (!Number.isInteger(raw) || i < 0 || i >= types.length) add(errors, field, `مسافر شماره ${fa(String(raw))} در فهرست مسافران نیست.`);
      else if (roomOf.has(i)) add(errors, field, `مسافر ${fa(i + 1)} در دو اتاق آمده است؛ هر مسافر فقط در یک اتاق.`);
      else {
        roomOf.set(i, r);
        members.push(i);
      }
    }
    const withoutBed = new Set<number>();
    for (const raw of indexes(room?.withoutBed)) {
      const i = Number(raw);
      if (!members.includes(i)) add(errors, `rooms[${r}].withoutBed`, `مسافر ${fa(String(Number.isInteger(raw) ? i + 1 : raw))} در این اتاق نیست.`);
      else if (types[i] === 1) add(errors, `rooms[${r}].withoutBed`, `مسافر ${fa(i + 1)} بزرگسال است و تخت دارد؛ فقط کودک می‌تواند بدون تخت باشد.`);
      else withoutBed.add(i);
    }
    const adults = members.filter((i) => types[i] === 1);
    const beds = members.filter((i) => types[i] === 1 || (types[i] === 2 && !withoutBed.has(i))).length;
    if (members.length > 0 && adults.length < 1) add(errors, field, 'در هر اتاق دست‌کم یک بزرگسال لازم است.');
    else if (adults.length > MAX_ADULTS_PER_ROOM) add(errors, field, `در هر اتاق حداکثر ${fa(MAX_ADULTS_PER_ROOM)} بزرگسال جا می‌گیرند.`);
    else if (beds > MAX_BEDS_PER_ROOM) add(errors, field, `هر اتاق حداکثر ${fa(MAX_BEDS_PER_ROOM)} تخت دارد؛ کودکی را بدون تخت یا در اتاق دیگری بگذارید.`);
    if (members.length === 0 && indexes(room?.travellers).length === 0) add(errors, field, 'این اتاق مسافری ندارد.');
    for (const i of members) {
      kinds[i] = types[i] === 3 ? 'infant' : types[i] === 2 ? (withoutBed.has(i) ? 'child-no-bed' : 'child-bed') : adults.length === 1 ? 'adult-single' : 'adult-double';
    }
  });
  const missing = types.map((_, i) => i).filter((i) => !roomOf.has(i));
  if (missing.length > 0) add(errors, 'rooms', `${missing.map((i) => `مسافر ${fa(i + 1)}`).join('، ')} در هیچ اتاقی نیست؛ هر مسافر باید در یک اتاق باشد.`);
  return Object.keys(errors).length === before ? (kinds as PriceKind[]) : undefined;
}

export function unitPrice(hotel: TourHotelOption, kind: PriceKind): number {
  const p = hotel.prices;
  switch (kind) {
    case 'adult-double': return p.adultDouble;
    case 'adult-single': return p.adultDouble + p.singleSupplement;
    case 'child-bed': return p.childWithBed;
    case 'child-no-bed': return p.childWithoutBed;
    case 'infant': return p.infant;
  }
}

/** One line per price kind present, in a fixed order. */
export function priceLines(hotel: TourHotelOption, kinds: PriceKind[]): TourQuoteLine[] {
  return PRICE_KINDS.map((key) => ({ key, count: kinds.filter((k) => k === key).length }))
    .filter((l) => l.count > 0)
    .map(({ key, count }) => ({ key, labelFa: PRICE_KIND_FA[key], count, unitPrice: unitPrice(hotel, key), amount: unitPrice(hotel, key) * count }));
}

export const totalOf = (lines: TourQuoteLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

/** Places a party takes: everyone but infants. */
export const placesOf = (types: PassengerType[]) => types.filter((t) => t !== 3).length;
