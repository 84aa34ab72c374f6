/**
 * The hotel booking step's link: the stay and the chosen offers, from the hotel page to the
 * guests' form (the booking screens parse it with parseHotelBookingUrl).
 *
 *   /hotels/book/<hotelId>/?checkin=<Jalali>&checkout=<Jalali>&rooms=<party>&offers=<key1>,<key2>&total=<rials>
 *
 * `rooms` is the stay URL's grammar (rooms-param.ts) and is always written here; `offers` holds
 * one HotelRoomOffer.key per room of the party, in the party's order; `total` is the stay's price
 * in integer rials as the page showed it (the server prices the booking again itself).
 */
import type { IsoDate } from '../calendar-days';
import { formatJalaliForUrl, parseAnyCalendarDate } from '../jalali';
import type { Checked, FieldError } from '../result';
import type { RoomParty } from './room-party';
import { validateRooms } from './room-party';
import { readRoomsParam, writeRoomsParam } from './rooms-param';
import { nightsBetween, MAX_NIGHTS, MIN_NIGHTS } from './stay-dates';

export const HOTEL_BOOKING_PREFIX = '/hotels/book/';

export interface HotelBookingLink {
  readonly hotelId: number;
  readonly checkIn: IsoDate;
  readonly checkOut: IsoDate;
  readonly rooms: readonly RoomParty[];
  /** One offer key per room, in the rooms' order. */
  readonly offerKeys: readonly string[];
  /** The stay's total in integer rials, every room. */
  readonly total: number;
}

/** Offer keys are the supplier's (`1042~double~breakfast~2026-12-01~3`): no comma, nothing a URL escapes. */
const OFFER_KEY = /^[A-Za-z0-9~._-]{1,200}$/;
const HOTEL_ID = /^[1-9][0-9]{0,8}$/;

export const isOfferKey = (key: string): boolean => OFFER_KEY.test(key);

/** The booking step's link. Expects a valid link (every room with its offer). */
export function buildHotelBookingUrl(link: HotelBookingLink): string {
  const query = [
    `checkin=${formatJalaliForUrl(link.checkIn)}`,
    `checkout=${formatJalaliForUrl(link.checkOut)}`,
    `rooms=${writeRoomsParam(link.rooms)}`,
    `offers=${link.offerKeys.map(encodeURIComponent).join(',')}`,
    `total=${Math.round(link.total)}`,
  ];
  return `${HOTEL_BOOKING_PREFIX}${link.hotelId}/?${query.join('&')}`;
}

/**
 * A booking link's path and query as a HotelBookingLink, or its problems in Persian. Checks the
 * shape only (dates readable, 1–30 nights, a valid party, one offer per room, a positive total);
 * whether the dates are still bookable and the offers still sold is the server's answer.
 */
export function parseHotelBookingUrl(pathname: string, search: string | URLSearchParams): Checked<HotelBookingLink> {
  const errors: FieldError[] = [];
  const m = /^\/hotels\/book\/([^/]+)\/?$/.exec(pathname);
  const hotelId = m && HOTEL_ID.test(m[1]!) ? Number(m[1]) : null;
  if (hotelId === null) errors.push({ field: 'hotelId', message: 'هتل این رزرو در نشانی مشخص نیست.' });
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const date = (key: string, field: string, label: string) => {
    const day = parseAnyCalendarDate(params.get(key) ?? '');
    if (!day) errors.push({ field, message: `${label} در نشانی خوانا نیست.` });
    return day?.iso ?? null;
  };
  const checkIn = date('checkin', 'checkIn', 'تاریخ ورود');
  const checkOut = date('checkout', 'checkOut', 'تاریخ خروج');
  if (checkIn && checkOut) {
    const nights = nightsBetween(checkIn, checkOut);
    if (!(nights >= MIN_NIGHTS && nights <= MAX_NIGHTS)) errors.push({ field: 'checkOut', message: 'تاریخ‌های اقامت در نشانی درست نیستند.' });
  }
  const rooms = readRoomsParam(params.get('rooms') ?? '');
  if (!rooms) errors.push({ field: 'rooms', message: 'اتاق‌ها و مهمانان در نشانی خوانا نیستند.' });
  else errors.push(...validateRooms(rooms));
  const offersText = params.get('offers') ?? '';
  const offerKeys = offersText === '' ? [] : offersText.split(',');
  if (offerKeys.length === 0 || !offerKeys.every(isOfferKey)) {
    errors.push({ field: 'offers', message: 'اتاق‌های انتخاب‌شده در نشانی خوانا نیستند.' });
  } else if (rooms && offerKeys.length !== rooms.length) {
    errors.push({ field: 'offers', message: 'برای هر اتاق باید یک اتاق انتخاب شده باشد.' });
  }
  const totalText = params.get('total') ?? '';
  const total = /^\d{1,15}$/.test(totalText) ? Number(totalText) : null;
  if (total === null || total <= 0) errors.push({ field: 'total', message: 'مبلغ رزرو در نشانی خوانا نیست.' });
  if (errors.length > 0 || hotelId === null || !checkIn || !checkOut || !rooms || total === null) return { ok: false, errors };
  return { ok: true, value: { hotelId, checkIn, checkOut, rooms, offerKeys, total } };
}
