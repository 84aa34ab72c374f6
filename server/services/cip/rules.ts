/**
 * The service's rules, shared by Quote and Book: the airport and kind, the day and time on the
 * airport's clock, the party, the extras, and the price from the tariff. Problems are collected
 * into one FieldErrors, so one 400 names all of them, in Persian.
 */
import type { CipAirport, CipExtra, CipExtraRequest, CipKindTariff, CipPartyCounts, CipQuoteLine, CipServiceKind } from '../../../src/contract/cip';
import { normalizeDigits, toPersianDigits } from '../../../src/domain/numbers';
import type { FieldErrors } from '../../http/envelope';
import type { CipSlot } from '../../inventory/cip/supplier';
import { addDays } from '../../time/calendar';
import { localIso, localToUtcMs } from '../../time/zones';
import { gregorianDate } from '../flight-catalog/search';

const fa = toPersianDigits;

export const KINDS: readonly CipServiceKind[] = ['Departure', 'Arrival', 'Transit'];
export const KIND_FA: Record<CipServiceKind, string> = { Departure: 'خروجی', Arrival: 'ورودی', Transit: 'ترانزیت' };
export const MAX_TRAVELLERS = 9;
/** How far ahead the service is sold, in days. */
export const MAX_DAYS_AHEAD = 365;

export const PARTY_FA = { adult: 'بزرگسال', child: 'کودک (۲ تا ۱۲ سال)', infant: 'نوزاد (زیر ۲ سال)' } as const;

export const add = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/** The local date today at the airport. */
export const airportToday = (airport: CipAirport, now: Date) => localIso(now.getTime(), airport.timeZone).slice(0, 10);

export interface ServiceTime {
  airport: CipAirport;
  tariff: CipKindTariff;
  /** ISO date on the airport's calendar. */
  date: string;
  /** HH:MM on the airport's clock. */
  time: string;
  /** The flight's instant (departure or landing). */
  flightMs: number;
  /** When to be at the meeting point. */
  meetMs: number;
  slot: CipSlot;
}

export interface ServiceInput {
  airport: unknown;
  kind: unknown;
  date: unknown;
  time: unknown;
  isJalali?: boolean | undefined;
}

/** Field names as the request wrote them (Quote: `date`; Book: `flight.date`). */
export interface ServiceFields {
  date: string;
  time: string;
}

/**
 * The airport, the kind offered there, the day (today … 365 days on the airport's calendar) and the
 * time (HH:MM, not past on the airport's clock). Answers undefined when something is wrong (in `errors`).
 */
export function checkService(airports: ReadonlyMap<string, CipAirport>, input: ServiceInput, now: Date, fields: ServiceFields, errors: FieldErrors): ServiceTime | undefined {
  const code = typeof input.airport === 'string' ? input.airport.trim().toUpperCase() : '';
  const airport = airports.get(code);
  if (!airport) {
    add(errors, 'airport', code ? `خدمات CIP در فرودگاه ${code} ارائه نمی‌شود؛ یکی از فرودگاه‌های فهرست را انتخاب کنید.` : 'فرودگاه را انتخاب کنید.');
  }
  const kind = input.kind as CipServiceKind;
  let tariff: CipKindTariff | undefined;
  if (!KINDS.includes(kind)) add(errors, 'kind', 'نوع خدمت باید خروجی (Departure)، ورودی (Arrival) یا ترانزیت (Transit) باشد.');
  else if (airport) {
    tariff = airport.kinds.find((k) => k.kind === kind);
    if (!tariff) add(errors, 'kind', `خدمت ${KIND_FA[kind]} در فرودگاه ${airport.nameFa} ارائه نمی‌شود.`);
  }
  const text = typeof input.date === 'string' ? normalizeDigits(input.date.trim()) : '';
  const date = gregorianDate(text, input.isJalali ?? false);
  const today = airport ? airportToday(airport, now) : localIso(now.getTime(), 'Asia/Tehran').slice(0, 10);
  if (!date) add(errors, fields.date, text ? 'تاریخ پرواز معتبر نیست؛ آن را به شکل YYYY-MM-DD بفرستید.' : 'تاریخ پرواز را وارد کنید.');
  else if (date < today) add(errors, fields.date, 'تاریخ پرواز گذشته است.');
  else if (date > addDays(today, MAX_DAYS_AHEAD)) add(errors, fields.date, `خدمات CIP را حداکثر ${fa(MAX_DAYS_AHEAD)} روز زودتر می‌توان رزرو کرد.`);
  const clock = typeof input.time === 'string' ? normalizeDigits(input.time.trim()) : '';
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!m) add(errors, fields.time, 'ساعت پرواز باید به شکل HH:MM باشد (مثل ۰۷:۳۰).');
  if (!airport || !tariff || !date || !m || errors[fields.date]) return undefined;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  const flightMs = localToUtcMs(date, minutes, airport.timeZone);
  if (flightMs <= now.getTime()) {
    add(errors, fields.time, `این ساعت در فرودگاه ${airport.nameFa} گذشته است؛ ساعت پرواز را به وقت محلی فرودگاه وارد کنید.`);
    return undefined;
  }
  const meetMs = flightMs - tariff.arriveMinutesBefore * 60_000;
  const meetLocal = localIso(meetMs, airport.timeZone);
  return {
    airport, tariff, date, time: clock, flightMs, meetMs,
    slot: { airport: airport.code, kind: tariff.kind, day: meetLocal.slice(0, 10), hour: Number(meetLocal.slice(11, 13)) },
  };
}

/** 1–9 travellers, at least one adult, no more infants than adults; `field` names the party in the request. */
export function checkParty(party: CipPartyCounts, field: string, errors: FieldErrors): boolean {
  const before = Object.keys(errors).length;
  const total = party.adults + party.children + party.infants;
  if (total < 1) add(errors, field, 'دست‌کم یک مسافر لازم است.');
  else if (total > MAX_TRAVELLERS) add(errors, field, `در هر رزرو حداکثر ${fa(MAX_TRAVELLERS)} مسافر می‌توان ثبت کرد.`);
  if (total >= 1 && party.adults < 1) add(errors, field, 'دست‌کم یک بزرگسال (۱۲ سال یا بیشتر) لازم است.');
  if (party.infants > party.adults) add(errors, field, 'تعداد نوزادان نمی‌تواند از تعداد بزرگسالان بیشتر باشد.');
  return Object.keys(errors).length === before;
}

export interface PricedExtra {
  extra: CipExtra;
  count: number;
}

/** Known extras, each once, with counts within their limits; per-person extras count the travellers. */
export function checkExtras(airport: CipAirport | undefined, extras: CipExtraRequest[] | undefined, people: number, errors: FieldErrors): PricedExtra[] {
  const out: PricedExtra[] = [];
  const seen = new Set<string>();
  (extras ?? []).forEach((e, i) => {
    const tariff = airport?.extras.find((t) => t.extra === e.extra);
    if (!tariff) {
      if (airport) add(errors, `extras[${i}].extra`, `این خدمت اضافه در فرودگاه ${airport.nameFa} ارائه نمی‌شود.`);
      return;
    }
    if (seen.has(e.extra)) {
      add(errors, `extras[${i}].extra`, `«${tariff.titleFa}» دو بار آمده است؛ تعداد را در یک ردیف بفرستید.`);
      return;
    }
    seen.add(e.extra);
    const count = e.count ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > tariff.maxCount) {
      add(errors, `extras[${i}].count`, tariff.maxCount === 1
        ? `«${tariff.titleFa}» تعداد ندارد؛ آن را یک بار بخواهید.`
        : `تعداد «${tariff.titleFa}» باید از ۱ تا ${fa(tariff.maxCount)} باشد.`);
      return;
    }
    out.push({ extra: e.extra, count: tariff.unit === 'per-person' ? people : count });
  });
  return out;
}

/** The quote's lines: each kind of traveller at the tariff, then each extra by its unit. */
export function priceLines(airport: CipAirport, tariff: CipKindTariff, party: CipPartyCounts, extras: PricedExtra[]): CipQuoteLine[] {
  const lines: CipQuoteLine[] = [];
  const person = (key: 'adult' | 'child' | 'infant', count: number) => {
    if (count > 0) lines.push({ key, labelFa: PARTY_FA[key], count, unitPrice: tariff[key], amount: tariff[key] * count });
  };
  person('adult', party.adults);
  person('child', party.children);
  person('infant', party.infants);
  for (const e of extras) {
    const t = airport.extras.find((x) => x.extra === e.extra)!;
    lines.push({ key: e.extra, labelFa: t.titleFa, count: e.count, unitPrice: t.price, amount: t.price * e.count });
  }
  return lines;
}

export const totalOf = (lines: CipQuoteLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

/** «ساعت ۰۷:۳۰» on the airport's clock. */
export const clockFa = (iso: string) => fa(iso.slice(11, 16));
