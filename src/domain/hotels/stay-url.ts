/**
 * The stay URL: a hotel search as a link, built from and parsed into a StaySearch.
 *
 *   /hotels/<city>/?checkin=<Jalali>&checkout=<Jalali>&rooms=<party>&<view>
 *   /hotels/<city>/<hotel>/?…          one hotel's rooms, same parameters
 *
 *   /hotels/mashhad/?checkin=1405-01-10&checkout=1405-01-13&rooms=2-5,7_1&stars=4,5&sort=score
 *
 * City and hotel are Latin slugs (lowercase, digits, single hyphens). Dates are always written,
 * Jalali with dashes like flights' (a default date would mean another day tomorrow); reading also
 * takes a Gregorian year of 2000 or more (SPEC §9). `rooms` is rooms-param.ts's grammar and is left
 * out for one room of two adults; the view's words are stay-view-params.ts's. Parameters are
 * written in one fixed order; any other parameter (rqs, utm_…) is ignored when reading.
 */
import { addDays, type IsoDate } from '../calendar-days';
import { formatJalaliForUrl, parseAnyCalendarDate } from '../jalali';
import type { Checked, FieldError } from '../result';
import { tehranToday } from '../tehran-time';
import type { HotelFilters } from './hotel-filters';
import { isSlug, type HotelSort } from './hotel-words';
import { DEFAULT_ROOMS, validateRooms, type RoomParty } from './room-party';
import { readRoomsParam, writeRoomsParam } from './rooms-param';
import { defaultStayDates, MIN_NIGHTS, validateStayDates } from './stay-dates';
import { readStayView, stayViewEntries } from './stay-view-params';

export const HOTELS_PREFIX = '/hotels/';

export interface StayDestination {
  /** The city's slug, e.g. 'mashhad'. */
  readonly city: string;
  /** A hotel's slug within the city, or null for the whole city. */
  readonly hotel: string | null;
}

/** Everything a stay URL says: the search (where, when, who) and the results view. */
export interface StaySearch {
  readonly destination: StayDestination;
  readonly checkIn: IsoDate;
  readonly checkOut: IsoDate;
  readonly rooms: readonly RoomParty[];
  readonly filters: HotelFilters;
  readonly sort: HotelSort;
}

const sameRooms = (a: readonly RoomParty[], b: readonly RoomParty[]) => writeRoomsParam(a) === writeRoomsParam(b);

/** Query text with "," left as written (a browser does not need it escaped) so lists stay readable. */
function writeQuery(entries: readonly [string, string][]): string {
  return entries.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
}

// Escaped although a valid slug needs none: a bad one must not open another path.
function pathOf(d: StayDestination): string {
  return `${HOTELS_PREFIX}${encodeURIComponent(d.city)}/${d.hotel ? `${encodeURIComponent(d.hotel)}/` : ''}`;
}

/** The search's own parameters, without the view. */
function searchEntries(s: StaySearch): [string, string][] {
  const out: [string, string][] = [['checkin', formatJalaliForUrl(s.checkIn)], ['checkout', formatJalaliForUrl(s.checkOut)]];
  if (!sameRooms(s.rooms, DEFAULT_ROOMS)) out.push(['rooms', writeRoomsParam(s.rooms)]);
  return out;
}

/** The link of a stay search, parameters in their fixed order. Expects a valid search. */
export function buildStayUrl(search: StaySearch): string {
  return `${pathOf(search.destination)}?${writeQuery([...searchEntries(search), ...stayViewEntries(search)])}`;
}

/** What identifies the hotels a search returns: the link without its view (a cache key). */
export function staySearchKey(search: StaySearch): string {
  return `${pathOf(search.destination)}?${writeQuery(searchEntries(search))}`;
}

const ROUTE_ERROR = 'نشانی جستجوی هتل نامعتبر است.';

/**
 * A stay URL's reading. A wrong one also carries its `draft` when the route could be read: the
 * search as far as it could be read (defaults for what could not), for a form to offer for mending.
 */
export type StayUrlReading = Checked<StaySearch> & { readonly draft?: StaySearch };

function readDestination(pathname: string): StayDestination | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const m = /^\/hotels\/([^/]+)\/(?:([^/]+)\/?)?$/.exec(path.endsWith('/') ? path : `${path}/`);
  if (!m) return null;
  const city = m[1]!.toLowerCase();
  const hotel = m[2]?.toLowerCase() ?? null;
  return isSlug(city) && (hotel === null || isSlug(hotel)) ? { city, hotel } : null;
}

/** Query keys lower-cased, the first value of each kept. */
function lowerKeys(search: string | URLSearchParams): URLSearchParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = new URLSearchParams();
  params.forEach((value, key) => {
    const lower = key.toLowerCase();
    if (!out.has(lower)) out.set(lower, value);
  });
  return out;
}

/**
 * A stay URL's path and query as a valid StaySearch, or its problems in Persian: first what can't
 * be read, then (once everything reads) the stay's own rules. Never throws. `today` is Tehran's.
 */
export function parseStayUrl(pathname: string, search: string | URLSearchParams, today: IsoDate = tehranToday()): StayUrlReading {
  const destination = readDestination(pathname);
  if (!destination) return { ok: false, errors: [{ field: 'destination', message: ROUTE_ERROR }] };
  const params = lowerKeys(search);
  const errors: FieldError[] = [];
  const fallback = defaultStayDates(today);

  const date = (key: string, field: string, label: string): IsoDate | null => {
    const text = params.get(key);
    if (text === null) return null;
    const day = parseAnyCalendarDate(text);
    if (!day) errors.push({ field, message: `${label} در نشانی خوانا نیست؛ آن را به شکل ۱۴۰۵-۰۱-۱۰ بنویسید.` });
    return day?.iso ?? null;
  };
  const checkIn = date('checkin', 'checkIn', 'تاریخ ورود') ?? fallback.checkIn;
  // An absent check-out means one night, as the search form first offers.
  const checkOut = date('checkout', 'checkOut', 'تاریخ خروج') ?? addDays(checkIn, MIN_NIGHTS);

  let rooms: readonly RoomParty[] = DEFAULT_ROOMS;
  const roomsText = params.get('rooms');
  if (roomsText !== null) {
    const read = readRoomsParam(roomsText);
    if (read) rooms = read;
    else errors.push({ field: 'rooms', message: 'اتاق‌ها و مسافران در نشانی خوانا نیستند.' });
  }

  const result: StaySearch = { destination, checkIn, checkOut, rooms, ...readStayView(params) };
  if (errors.length === 0) errors.push(...validateStayDates(result, today), ...validateRooms(rooms));
  return errors.length > 0 ? { ok: false, errors, draft: result } : { ok: true, value: result };
}
