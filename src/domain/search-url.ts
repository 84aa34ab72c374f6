/**
 * The flight search URL (SPEC §2, §3, §4), built from and parsed into a Search request.
 *
 * Form A (one-way and round trip):
 *   /flight/THR-MHD/?adults=1&children=0&infants=0&departing=1405-01-10&returning=1405-01-15&cabintype=economy
 *   /international-flight/THR-IST/?…&origintype=citycode&destinationtype=airportcode
 * Form B (multi-segment): segments `origin-originType-destination-destinationType-date`
 * joined by "_", then the flight (cabintype) and passenger-count parameters:
 *   /international-flight/THR-citycode-IST-airportcode-1405-01-10_IST-airportcode-DXB-airportcode-1405-01-15/?adults=1&children=0&infants=0&cabintype=economy
 * Any other query parameter (rqs, utm_…) is an "extra parameter" and ignored.
 *
 * Dates are written Jalali with dashes; SPEC §9 lets a year of 2000 or more be read as Gregorian,
 * and the segment's isJalali remembers which, so building writes it back the same way.
 * Location types default to airportcode when absent; domestic URLs only write them when not default.
 */
import { addDays, type IsoDate } from './calendar-days';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN, DEFAULT_INFANTS } from './constants';
import {
  Cabin, CABIN_QUERY_WORDS, cabinFromQueryWord, LOCATION_CODE_TYPE_QUERY_WORDS, LocationCodeType,
  locationCodeTypeFromQueryWord, ProductType, TripType,
} from './enums';
import { formatJalaliForUrl, parseAnyCalendarDate } from './jalali';
import { parseWholeNumber } from './numbers';
import type { Checked, FieldError } from './result';
import { normalizeIataCode, validateSearchRequest, type SearchRequest, type SearchSegment } from './search-request';
import { tehranToday } from './tehran-time';

export const DOMESTIC_SEARCH_PREFIX = '/flight/';
export const INTERNATIONAL_SEARCH_PREFIX = '/international-flight/';
export const DEFAULT_LOCATION_CODE_TYPE: LocationCodeType = LocationCodeType.AirportCode;
export const DEFAULT_CABIN: Cabin = Cabin.Economy;

function writeDate(s: SearchSegment): string {
  return s.isJalali ? formatJalaliForUrl(s.departureDate) : s.departureDate;
}

/** Form A for one-way and round trip, form B for multi-destination. Expects a valid request. */
export function buildSearchUrl(request: SearchRequest): string {
  const international = request.productType !== ProductType.DomesticFlight;
  const prefix = international ? INTERNATIONAL_SEARCH_PREFIX : DOMESTIC_SEARCH_PREFIX;
  const query = new URLSearchParams({
    adults: String(request.adults),
    children: String(request.children),
    infants: String(request.infants),
  });
  const [first, second] = request.segments;
  if (request.flightType === TripType.MultiDestination || !first) {
    const path = request.segments
      .map((s) => [
        s.origin, LOCATION_CODE_TYPE_QUERY_WORDS[s.originType],
        s.destination, LOCATION_CODE_TYPE_QUERY_WORDS[s.destinationType], writeDate(s),
      ].join('-'))
      .join('_');
    query.set('cabintype', CABIN_QUERY_WORDS[request.cabinType]);
    return `${prefix}${path}/?${query}`;
  }
  query.set('departing', writeDate(first));
  if (request.flightType === TripType.RoundTrip && second) query.set('returning', writeDate(second));
  query.set('cabintype', CABIN_QUERY_WORDS[request.cabinType]);
  if (international || first.originType !== DEFAULT_LOCATION_CODE_TYPE || first.destinationType !== DEFAULT_LOCATION_CODE_TYPE) {
    query.set('origintype', LOCATION_CODE_TYPE_QUERY_WORDS[first.originType]);
    query.set('destinationtype', LOCATION_CODE_TYPE_QUERY_WORDS[first.destinationType]);
  }
  return `${prefix}${first.origin}-${first.destination}/?${query}`;
}

const ROUTE_ERROR = 'نشانی جستجو نامعتبر است.';

export interface ParseSearchUrlOptions {
  /** Today in Tehran, ISO; past dates are rejected and "tomorrow" is the default departure. */
  today?: IsoDate;
}

/** Reads URL pieces, collecting a Persian error per unreadable piece instead of throwing. */
class UrlReader {
  readonly errors: FieldError[] = [];
  readonly query: ReadonlyMap<string, string>;
  constructor(query: ReadonlyMap<string, string>) {
    this.query = query;
  }

  count(key: 'adults' | 'children' | 'infants', fallback: number, label: string): number {
    const raw = this.query.get(key);
    if (raw === undefined) return fallback;
    const n = parseWholeNumber(raw);
    if (n === null) this.errors.push({ field: key, message: `${label} باید عددی صحیح و نامنفی باشد.` });
    return n ?? fallback;
  }

  cabin(): Cabin {
    const word = this.query.get('cabintype');
    if (word === undefined) return DEFAULT_CABIN;
    const cabin = cabinFromQueryWord(word);
    if (cabin === null) this.errors.push({ field: 'cabinType', message: 'کلاس پرواز نامعتبر است.' });
    return cabin ?? DEFAULT_CABIN;
  }

  code(text: string, field: string, label: string): string {
    const iata = normalizeIataCode(text);
    if (iata === null) this.errors.push({ field, message: `کد ${label} باید سه حرف انگلیسی باشد.` });
    return iata ?? '';
  }

  codeType(word: string | undefined, field: string, label: string): LocationCodeType {
    if (word === undefined) return DEFAULT_LOCATION_CODE_TYPE;
    const type = locationCodeTypeFromQueryWord(word);
    if (type === null) this.errors.push({ field, message: `نوع کد ${label} باید citycode یا airportcode باشد.` });
    return type ?? DEFAULT_LOCATION_CODE_TYPE;
  }

  date(text: string, field: string): { iso: IsoDate; isJalali: boolean } {
    const day = parseAnyCalendarDate(text);
    if (day === null) this.errors.push({ field, message: 'تاریخ پرواز نامعتبر است.' });
    return day ?? { iso: '', isJalali: true };
  }
}

interface Route {
  segments: SearchSegment[];
  flightType: TripType;
}

/** Form A: ORIGIN-DEST in the path, dates and location types in the query. */
function readPairRoute([originText, destinationText]: [string, string], r: UrlReader, today: IsoDate): Route {
  const origin = r.code(originText, 'segments.0.origin', 'مبدأ');
  const destination = r.code(destinationText, 'segments.0.destination', 'مقصد');
  const originType = r.codeType(r.query.get('origintype'), 'segments.0.originType', 'مبدأ');
  const destinationType = r.codeType(r.query.get('destinationtype'), 'segments.0.destinationType', 'مقصد');
  const departingText = r.query.get('departing');
  const departing = departingText === undefined
    ? { iso: addDays(today, 1), isJalali: true } // SPEC §9: departure defaults to tomorrow
    : r.date(departingText, 'segments.0.departureDate');
  const segments: SearchSegment[] = [
    { origin, originType, destination, destinationType, departureDate: departing.iso, isJalali: departing.isJalali },
  ];
  const returningText = r.query.get('returning');
  if (returningText === undefined) return { segments, flightType: TripType.OneWay };
  const returning = r.date(returningText, 'segments.1.departureDate');
  segments.push({
    origin: destination, originType: destinationType, destination: origin, destinationType: originType,
    departureDate: returning.iso, isJalali: returning.isJalali,
  });
  return { segments, flightType: TripType.RoundTrip };
}

/** Form B: every segment, with its own date, in the path. */
function readSegmentsRoute(route: string, r: UrlReader): Route {
  const parts = route.split('_');
  const segments: SearchSegment[] = [];
  parts.forEach((text, i) => {
    const p = text.split('-');
    if (p.length !== 7) {
      r.errors.push({ field: `segments.${i}`, message: ROUTE_ERROR });
      return;
    }
    const day = r.date(p.slice(4).join('-'), `segments.${i}.departureDate`);
    segments.push({
      origin: r.code(p[0]!, `segments.${i}.origin`, 'مبدأ'),
      originType: r.codeType(p[1], `segments.${i}.originType`, 'مبدأ'),
      destination: r.code(p[2]!, `segments.${i}.destination`, 'مقصد'),
      destinationType: r.codeType(p[3], `segments.${i}.destinationType`, 'مقصد'),
      departureDate: day.iso,
      isJalali: day.isJalali,
    });
  });
  if (r.query.has('departing') || r.query.has('returning')) {
    r.errors.push({ field: 'segments', message: 'در جستجوی چندمسیره، تاریخ هر مسیر در خود مسیر می‌آید.' });
  }
  return { segments, flightType: parts.length > 1 ? TripType.MultiDestination : TripType.OneWay };
}

/**
 * A search URL's reading. A wrong one also carries its `draft` when the route could be read: the
 * request as far as it could be read (an unreadable code or date left empty, SPEC's defaults for
 * an unreadable count or cabin), so a form can offer it for mending instead of starting over.
 */
export type SearchUrlReading = Checked<SearchRequest> & { readonly draft?: SearchRequest };

/**
 * A search URL (path and query, or a full URL) as a valid Search request, or its problems in
 * Persian: first what can't be read, then (once all reads) the request's own rules.
 * Never throws and never guesses past SPEC's defaults.
 */
export function parseSearchUrl(url: string, options: ParseSearchUrlOptions = {}): SearchUrlReading {
  const today = options.today ?? tehranToday();
  let pathname: string;
  const query = new Map<string, string>();
  try {
    const parsed = new URL(url, 'http://localhost');
    pathname = decodeURIComponent(parsed.pathname);
    parsed.searchParams.forEach((value, key) => query.set(key.toLowerCase(), value));
  } catch {
    return { ok: false, errors: [{ field: 'route', message: ROUTE_ERROR }] };
  }
  const match = /^\/(flight|international-flight)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return { ok: false, errors: [{ field: 'route', message: ROUTE_ERROR }] };
  // SPEC §4: the domestic route gives DomesticFlight, any other InternationalFlight.
  const productType = match[1] === 'flight' ? ProductType.DomesticFlight : ProductType.InternationalFlight;
  const route = match[2] ?? '';

  const r = new UrlReader(query);
  const adults = r.count('adults', DEFAULT_ADULTS, 'تعداد بزرگسال');
  const children = r.count('children', DEFAULT_CHILDREN, 'تعداد کودک');
  const infants = r.count('infants', DEFAULT_INFANTS, 'تعداد نوزاد');
  const cabinType = r.cabin();
  const pair = route.split('-');
  const { segments, flightType } = pair.length === 2
    ? readPairRoute(pair as [string, string], r, today)
    : readSegmentsRoute(route, r);

  const request: SearchRequest = { adults, children, infants, cabinType, flightType, productType, segments };
  if (r.errors.length > 0) return { ok: false, errors: r.errors, draft: request };
  const problems = validateSearchRequest(request, today);
  return problems.length > 0 ? { ok: false, errors: problems, draft: request } : { ok: true, value: request };
}
