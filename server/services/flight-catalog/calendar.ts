import type { CalendarDay, CalendarPricesRequest } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { FlightSupplier } from '../../inventory/supplier';
import type { Reference } from '../../reference';
import { addDays, daysBetween, isIsoDate } from '../../time/calendar';
import { airportsFor, lastSearchDate, resolvePlace } from './search';

/** A date picker shows two months at most. */
export const MAX_CALENDAR_DAYS = 62;

/** The cheapest one-adult total per day; days before today and past the search horizon are left out. */
export async function calendarPrices(ref: Reference, supplier: FlightSupplier, body: CalendarPricesRequest, today: string): Promise<CalendarDay[]> {
  const errors: FieldErrors = {};
  const origin = resolvePlace(ref, body.origin, body.originType);
  const destination = resolvePlace(ref, body.destination, body.destinationType);
  if (!origin) errors.origin = [`مبدأ «${body.origin}» شناخته نشد.`];
  if (!destination) errors.destination = [`مقصد «${body.destination}» شناخته نشد.`];
  if (origin && destination && origin.cityId === destination.cityId) errors.destination = ['مبدأ و مقصد نباید یکی باشند.'];
  if (!isIsoDate(body.fromDate)) errors.fromDate = ['تاریخ شروع معتبر نیست.'];
  if (!isIsoDate(body.toDate)) errors.toDate = ['تاریخ پایان معتبر نیست.'];
  else if (isIsoDate(body.fromDate)) {
    const span = daysBetween(body.fromDate, body.toDate);
    if (span < 0) errors.toDate = ['تاریخ پایان نباید پیش از تاریخ شروع باشد.'];
    else if (span >= MAX_CALENDAR_DAYS) errors.toDate = [`بازه تقویم حداکثر ${toPersianDigits(MAX_CALENDAR_DAYS)} روز است.`];
  }
  if (Object.keys(errors).length > 0 || !origin || !destination) throw new BadRequest(errors);

  const domestic = origin.country === 'IR' && destination.country === 'IR';
  const from = airportsFor(origin, domestic);
  const to = airportsFor(destination, domestic);
  const first = body.fromDate < today ? today : body.fromDate;
  const last = body.toDate > lastSearchDate(today) ? lastSearchDate(today) : body.toDate;
  const days: CalendarDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    let price: number | null = null;
    for (const o of from) {
      for (const d of to) {
        const offers = await supplier.offers({ origin: o.iataCode, destination: d.iataCode, date, cabin: body.cabinType ?? 1, seatsNeeded: 1, today });
        for (const offer of offers) {
          const total = offer.adult.baseFare + offer.adult.tax;
          if (offer.seatsLeft > 0 && (price === null || total < price)) price = total;
        }
      }
    }
    days.push({ date, price, cheapest: false });
  }
  const min = Math.min(...days.map((d) => d.price ?? Infinity));
  for (const d of days) d.cheapest = d.price !== null && d.price === min;
  return days;
}
