/** The date picker's prices: for each check-in day of a month, the destination's cheapest night. */
import type { CalendarDay, HotelCalendarPricesRequest } from '../../../src/contract';
import { gregorianMonthLength, toIsoDate } from '../../../src/domain/calendar-days';
import { lastCheckInDay, MAX_ADULTS_PER_ROOM, MAX_NIGHTS } from '../../../src/domain/hotels';
import { jalaliMonthLength, jalaliToIso } from '../../../src/domain/jalali';
import { toPersianDigits } from '../../../src/domain/numbers';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { HotelSupplier } from '../../inventory/hotels/supplier';
import type { Reference } from '../../reference';
import { addDays } from '../../time/calendar';
import { cheapestChoice } from './results';

/** A month's days as ISO dates: a Jalali month when its year is under 2000 (SPEC §9), else Gregorian. */
export function monthDays(month: string): string[] | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return undefined;
  const [year, mo] = [Number(m[1]), Number(m[2])];
  if (mo < 1 || mo > 12) return undefined;
  const jalali = year < 2000;
  const length = jalali ? jalaliMonthLength(year, mo) : gregorianMonthLength(year, mo);
  const first = jalali ? jalaliToIso({ year, month: mo, day: 1 }) : toIsoDate(year, mo, 1);
  return Array.from({ length }, (_, i) => addDays(first, i));
}

export interface CalendarInput {
  destination: { cityId: number } | { hotelId: number };
  days: string[];
  nights: number;
  adults: number;
}

/** Checks the query; the destination must be a known city or hotel. */
export async function readCalendarQuery(ref: Reference, supplier: HotelSupplier, q: HotelCalendarPricesRequest): Promise<CalendarInput> {
  const errors: FieldErrors = {};
  const days = monthDays(q.month);
  if (!days) errors.month = ['ماه باید به شکل YYYY-MM باشد (مثل ۱۴۰۵-۰۱).'];
  const nights = q.nights ?? 1;
  const adults = q.adults ?? 2;
  if (!Number.isInteger(nights) || nights < 1 || nights > MAX_NIGHTS) errors.nights = [`تعداد شب باید بین ${toPersianDigits(1)} تا ${toPersianDigits(MAX_NIGHTS)} باشد.`];
  if (!Number.isInteger(adults) || adults < 1 || adults > MAX_ADULTS_PER_ROOM) errors.adults = [`تعداد بزرگسال باید بین ${toPersianDigits(1)} تا ${toPersianDigits(MAX_ADULTS_PER_ROOM)} باشد.`];
  let destination: CalendarInput['destination'] | undefined;
  if ((q.cityId === undefined) === (q.hotelId === undefined)) errors.cityId = ['یکی از شهر یا هتل را بفرستید.'];
  else if (q.hotelId !== undefined) {
    if (await supplier.hotel(q.hotelId)) destination = { hotelId: q.hotelId };
    else errors.hotelId = ['این هتل پیدا نشد.'];
  } else if (ref.cityById.has(q.cityId!)) destination = { cityId: q.cityId! };
  else errors.cityId = ['این شهر شناخته نشد.'];
  if (Object.keys(errors).length > 0 || !days || !destination) throw new BadRequest(errors);
  return { destination, days, nights, adults };
}

/** Per check-in day, the cheapest available per-night price of one room; days before today or past the last check-in day are left out. */
export async function calendarPrices(supplier: HotelSupplier, input: CalendarInput, today: string): Promise<CalendarDay[]> {
  const last = lastCheckInDay(today);
  const days: CalendarDay[] = [];
  for (const date of input.days) {
    if (date < today || date > last) continue;
    const stays = await supplier.hotels({ destination: input.destination, checkIn: date, nights: input.nights, rooms: [{ adults: input.adults, childAges: [] }], today });
    let price: number | null = null;
    for (const stay of stays) {
      const choice = cheapestChoice(stay);
      if (choice && choice.roomsLeft > 0 && (price === null || choice.total < price)) price = choice.total;
    }
    days.push({ date, price: price === null ? null : Math.round(price / input.nights), cheapest: false });
  }
  const min = Math.min(...days.map((d) => d.price ?? Infinity));
  for (const d of days) d.cheapest = d.price !== null && d.price === min;
  return days;
}
