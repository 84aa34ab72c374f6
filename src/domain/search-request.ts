/** SPEC §3's flight Search request and the rules a valid one keeps. */
import { addDays, isIsoDate, type IsoDate } from './calendar-days';
import { MAX_PASSENGERS, MIN_ADULTS } from './constants';
import { Cabin, LocationCodeType, ProductType, TripType } from './enums';
import type { FieldError } from './result';

export interface SearchSegment {
  readonly origin: string;
  readonly originType: LocationCodeType;
  readonly destination: string;
  readonly destinationType: LocationCodeType;
  /** Gregorian ISO day. */
  readonly departureDate: IsoDate;
  /** The date was (or is to be) written in the Jalali calendar in the URL. */
  readonly isJalali: boolean;
}

/** requestId (SPEC §3) comes from flight-configuration state, not from the URL; the store adds it. */
export interface SearchRequest {
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  readonly cabinType: Cabin;
  readonly flightType: TripType;
  readonly productType: ProductType;
  readonly segments: readonly SearchSegment[];
}

const IATA = /^[A-Z]{3}$/;

/** Three Latin letters in any case, upper-cased; null otherwise. */
export function normalizeIataCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return IATA.test(code) ? code : null;
}

const isOneOf = (values: object, v: unknown) => Object.values(values).includes(v);
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function checkPassengers(r: SearchRequest, errors: FieldError[]): void {
  const counts = [
    ['adults', r.adults, 'تعداد بزرگسال'],
    ['children', r.children, 'تعداد کودک'],
    ['infants', r.infants, 'تعداد نوزاد'],
  ] as const;
  let allCounts = true;
  for (const [field, n, label] of counts) {
    if (!isCount(n)) {
      errors.push({ field, message: `${label} باید عددی صحیح و نامنفی باشد.` });
      allCounts = false;
    }
  }
  if (!allCounts) return;
  if (r.adults < MIN_ADULTS) errors.push({ field: 'adults', message: 'دست‌کم یک بزرگسال لازم است.' });
  if (r.infants > r.adults) errors.push({ field: 'infants', message: 'تعداد نوزاد نباید از تعداد بزرگسال بیشتر باشد.' });
  if (r.adults + r.children + r.infants > MAX_PASSENGERS) {
    errors.push({ field: 'passengers', message: 'حداکثر ۹ مسافر در هر رزرو مجاز است.' });
  }
}

function checkSegment(s: SearchSegment, i: number, today: IsoDate, errors: FieldError[], route: boolean): void {
  const at = (name: string) => `segments.${i}.${name}`;
  if (route) {
    const origin = IATA.test(s.origin);
    const destination = IATA.test(s.destination);
    if (!origin) errors.push({ field: at('origin'), message: 'کد مبدأ باید سه حرف انگلیسی باشد.' });
    if (!destination) errors.push({ field: at('destination'), message: 'کد مقصد باید سه حرف انگلیسی باشد.' });
    if (origin && destination && s.origin === s.destination) {
      errors.push({ field: at('destination'), message: 'مبدأ و مقصد نباید یکی باشند.' });
    }
    if (!isOneOf(LocationCodeType, s.originType)) errors.push({ field: at('originType'), message: 'نوع کد مبدأ نامعتبر است.' });
    if (!isOneOf(LocationCodeType, s.destinationType)) errors.push({ field: at('destinationType'), message: 'نوع کد مقصد نامعتبر است.' });
  }
  if (!isIsoDate(s.departureDate)) errors.push({ field: at('departureDate'), message: 'تاریخ پرواز نامعتبر است.' });
  else if (s.departureDate < today) errors.push({ field: at('departureDate'), message: 'تاریخ پرواز گذشته است.' });
}

/**
 * Every problem with a request, in Persian; empty when valid. Field names are paths into the
 * request ('adults', 'segments.1.departureDate'); 'passengers' is the total.
 */
export function validateSearchRequest(r: SearchRequest, today: IsoDate): FieldError[] {
  const errors: FieldError[] = [];
  checkPassengers(r, errors);
  if (!isOneOf(Cabin, r.cabinType)) errors.push({ field: 'cabinType', message: 'کلاس پرواز نامعتبر است.' });
  if (r.productType !== ProductType.DomesticFlight && r.productType !== ProductType.InternationalFlight) {
    errors.push({ field: 'productType', message: 'نوع محصول باید پرواز داخلی یا خارجی باشد.' });
  }
  const segs = r.segments;
  const expected =
    r.flightType === TripType.OneWay ? segs.length === 1
    : r.flightType === TripType.RoundTrip ? segs.length === 2
    : r.flightType === TripType.MultiDestination ? segs.length >= 2
    : false;
  if (!expected) {
    errors.push({ field: 'segments', message: 'تعداد مسیرها با نوع سفر نمی‌خواند.' });
    return errors;
  }
  const roundTrip = r.flightType === TripType.RoundTrip;
  segs.forEach((s, i) => checkSegment(s, i, today, errors, !(roundTrip && i === 1)));
  const [out, back] = segs;
  if (roundTrip && out && back && (back.origin !== out.destination || back.destination !== out.origin ||
      back.originType !== out.destinationType || back.destinationType !== out.originType)) {
    errors.push({ field: 'segments', message: 'مسیر برگشت باید عکس مسیر رفت باشد.' });
  }
  for (let i = 1; i < segs.length; i++) {
    const prev = segs[i - 1]!.departureDate;
    const cur = segs[i]!.departureDate;
    if (isIsoDate(prev) && isIsoDate(cur) && cur < prev) {
      errors.push({
        field: `segments.${i}.departureDate`,
        message: roundTrip ? 'تاریخ برگشت نباید پیش از تاریخ رفت باشد.' : 'تاریخ هر مسیر نباید پیش از مسیر قبلی باشد.',
      });
    }
  }
  return errors;
}

/**
 * A search as the Available call takes it (the contract's AvailableRequest, which this matches by
 * shape: the domain imports no contract): the browser's store and the server's page renderer
 * both ask with it, so a page rendered with its results asks the same as the browser would.
 */
export interface AvailableCall {
  adults: number;
  children: number;
  infants: number;
  cabinType: Cabin;
  flightType: TripType;
  productType: 'DomesticFlight' | 'InternationalFlight';
  segments: {
    origin: string;
    originType: 'CityCode' | 'AirportCode';
    destination: string;
    destinationType: 'CityCode' | 'AirportCode';
    departureDate: IsoDate;
  }[];
}

/** A place's code type as the API writes it. */
export const LOCATION_CODE_TYPE_WIRE = { [LocationCodeType.CityCode]: 'CityCode', [LocationCodeType.AirportCode]: 'AirportCode' } as const;

export function availableCallOf(r: SearchRequest): AvailableCall {
  return {
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    cabinType: r.cabinType,
    flightType: r.flightType,
    productType: r.productType === ProductType.DomesticFlight ? 'DomesticFlight' : 'InternationalFlight',
    segments: r.segments.map((s) => ({
      origin: s.origin,
      originType: LOCATION_CODE_TYPE_WIRE[s.originType],
      destination: s.destination,
      destinationType: LOCATION_CODE_TYPE_WIRE[s.destinationType],
      departureDate: s.departureDate,
    })),
  };
}

/** The server's normalised search (contract NormalizedSearch), described here so domain needs no contract import. */
export interface ServerSearch {
  adults: number;
  children: number;
  infants: number;
  cabinType: number;
  flightType: number;
  productType: 'DomesticFlight' | 'InternationalFlight';
  segments: readonly { origin: string; originType: 'CityCode' | 'AirportCode'; destination: string; destinationType: 'CityCode' | 'AirportCode'; departureDate: string }[];
}

/** The server's normalised search as the app's search request (dates written Jalali in URLs), each leg moved by `shiftDays`. */
export function searchRequestOfServer(search: ServerSearch, shiftDays = 0): SearchRequest {
  const codeType = (t: 'CityCode' | 'AirportCode') => (t === 'CityCode' ? LocationCodeType.CityCode : LocationCodeType.AirportCode);
  return {
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabinType: search.cabinType as Cabin,
    flightType: search.flightType as TripType,
    productType: search.productType === 'DomesticFlight' ? ProductType.DomesticFlight : ProductType.InternationalFlight,
    segments: search.segments.map((s) => ({
      origin: s.origin, originType: codeType(s.originType), destination: s.destination, destinationType: codeType(s.destinationType),
      departureDate: shiftDays === 0 ? s.departureDate : addDays(s.departureDate, shiftDays), isJalali: true,
    })),
  };
}
