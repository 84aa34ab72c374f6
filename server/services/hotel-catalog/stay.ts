/**
 * A hotel search request read into a supplier's StayQuery. The rules are the domain's
 * (validateStayDates, validateRooms), so the server refuses exactly what the app's form refuses.
 */
import type { HotelSearchRequest, NormalizedStay, StayRoom } from '../../../src/contract';
import { DEFAULT_ROOMS, validateRooms, validateStayDates } from '../../../src/domain/hotels';
import type { FieldError } from '../../../src/domain/result';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { HotelSupplier, StayQuery } from '../../inventory/hotels/supplier';
import type { Reference } from '../../reference';
import { daysBetween } from '../../time/calendar';
import { gregorianDate } from '../flight-catalog/search';

export interface ResolvedStay {
  stay: NormalizedStay;
  query: StayQuery;
}

function addError(errors: FieldErrors, field: string, message: string) {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

const addAll = (errors: FieldErrors, found: FieldError[]) => found.forEach((e) => addError(errors, e.field, e.message));

/** The destination as a city id (and a hotel id when one hotel is asked for), or errors. */
async function resolveDestination(ref: Reference, supplier: HotelSupplier, body: Pick<HotelSearchRequest, 'cityId' | 'hotelId'>, errors: FieldErrors) {
  const { cityId, hotelId } = body;
  if (cityId === undefined && hotelId === undefined) {
    addError(errors, 'cityId', 'شهر یا هتل مقصد را انتخاب کنید.');
    return undefined;
  }
  if (cityId !== undefined && hotelId !== undefined) {
    addError(errors, 'hotelId', 'شهر یا هتل را بفرستید، نه هر دو.');
    return undefined;
  }
  if (hotelId !== undefined) {
    const hotel = await supplier.hotel(hotelId);
    if (!hotel) addError(errors, 'hotelId', 'این هتل پیدا نشد.');
    return hotel ? { cityId: hotel.cityId, hotelId } : undefined;
  }
  if (!ref.cityById.has(cityId!)) {
    addError(errors, 'cityId', 'این شهر شناخته نشد.');
    return undefined;
  }
  return { cityId: cityId!, hotelId: null };
}

/** Validates dates, rooms and destination together, so one 400 names every problem. */
export async function resolveStay(ref: Reference, supplier: HotelSupplier, body: HotelSearchRequest, today: string): Promise<ResolvedStay> {
  const errors: FieldErrors = {};
  const destination = await resolveDestination(ref, supplier, body, errors);

  const checkIn = gregorianDate(body.checkIn, body.isJalali);
  const checkOut = gregorianDate(body.checkOut, body.isJalali);
  if (!checkIn) addError(errors, 'checkIn', 'تاریخ ورود معتبر نیست؛ به شکل YYYY-MM-DD بفرستید.');
  if (!checkOut) addError(errors, 'checkOut', 'تاریخ خروج معتبر نیست؛ به شکل YYYY-MM-DD بفرستید.');
  if (checkIn && checkOut) addAll(errors, validateStayDates({ checkIn, checkOut }, today));

  // A room may leave childAges out when it has no children.
  const rooms: readonly Required<StayRoom>[] = body.rooms?.map((r) => ({ adults: r.adults, childAges: r.childAges ?? [] }))
    ?? DEFAULT_ROOMS.map((r) => ({ adults: r.adults, childAges: [...r.childAges] }));
  addAll(errors, validateRooms(rooms));

  if (Object.keys(errors).length > 0 || !destination || !checkIn || !checkOut) throw new BadRequest(errors);
  // validateRooms has refused every null age.
  const parties = rooms.map((r) => ({ adults: r.adults, childAges: r.childAges as number[] }));
  const nights = daysBetween(checkIn, checkOut);
  const stay: NormalizedStay = { ...destination, checkIn, checkOut, nights, rooms: parties };
  const query: StayQuery = {
    destination: destination.hotelId === null ? { cityId: destination.cityId } : { hotelId: destination.hotelId },
    checkIn, nights, rooms: parties, today,
  };
  return { stay, query };
}

/** The same stay, one key: the cache of answers and the bench's repeated search share it. */
export const stayKey = (stay: NormalizedStay, today: string) => `${today}|${JSON.stringify(stay)}`;
