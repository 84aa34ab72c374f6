import { isValidJalaaliDate, toGregorian } from 'jalaali-js';
import type { AvailableRequest, CabinType, FlightProductType, FlightType, LocationCodeType, NormalizedSearch, SearchSegment } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { AirportRow, Reference } from '../../reference';
import { addDays, daysBetween, isIsoDate } from '../../time/calendar';

/** Searches reach this far ahead (airlines open about a year of inventory). */
export const MAX_DAYS_AHEAD = 365;

export interface ResolvedSegment {
  origins: AirportRow[];
  destinations: AirportRow[];
  date: string;
  domestic: boolean;
}

export interface ResolvedSearch {
  search: NormalizedSearch;
  segments: ResolvedSegment[];
}

export interface Place {
  code: string;
  type: LocationCodeType;
  country: string;
  cityId: number;
  /** All airports of the place; narrowed to the trip's scope by airportsFor. */
  airports: AirportRow[];
}

/**
 * A code as a place. Without a type a city code wins, so THR means Tehran (Mehrabad for domestic
 * trips, Imam Khomeini abroad) and IST means both Istanbul airports.
 */
export function resolvePlace(ref: Reference, rawCode: string, type: LocationCodeType | undefined): Place | undefined {
  const code = rawCode.toUpperCase();
  const city = type === 'AirportCode' ? undefined : ref.cityByCode.get(code);
  if (city) return { code, type: 'CityCode', country: city.countryCode, cityId: city.cityId, airports: ref.airportsByCity.get(city.cityId) ?? [] };
  const airport = type === 'CityCode' ? undefined : ref.airportByIata.get(code);
  if (!airport) return undefined;
  const country = ref.cityById.get(airport.cityId)?.countryCode ?? '';
  return { code, type: 'AirportCode', country, cityId: airport.cityId, airports: [airport] };
}

/** A city's airports that serve the trip's scope; an airport code is taken as given. */
export function airportsFor(place: Place, domestic: boolean): AirportRow[] {
  if (place.type === 'AirportCode') return place.airports;
  return place.airports.filter((a) => (domestic ? a.domestic : a.international));
}

/** ISO Gregorian, or Jalali when asked or when the year is under 2000 (SPEC §9). */
export function gregorianDate(text: string, isJalali = false): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (isJalali || y < 2000) {
    if (!isValidJalaaliDate(y, mo, d)) return undefined;
    const g = toGregorian(y, mo, d);
    return `${g.gy}-${String(g.gm).padStart(2, '0')}-${String(g.gd).padStart(2, '0')}`;
  }
  return isIsoDate(text) ? text : undefined;
}

const fa = (n: number) => toPersianDigits(n);

/** Checks a travel date against today; the message names the problem. */
export function travelDateError(date: string | undefined, today: string): string | undefined {
  if (!date) return 'تاریخ معتبر نیست؛ به شکل YYYY-MM-DD بفرستید.';
  if (date < today) return 'تاریخ پرواز گذشته است.';
  if (daysBetween(today, date) > MAX_DAYS_AHEAD) return `جست‌وجو فقط تا ${fa(MAX_DAYS_AHEAD)} روز آینده ممکن است.`;
  return undefined;
}

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

const SEGMENT_COUNT: Record<FlightType, [number, number]> = { 1: [1, 1], 2: [2, 2], 3: [2, 4] };

/** Validates a search beyond its schema and resolves its places; throws BadRequest with every problem. */
export function normalizeSearch(ref: Reference, body: AvailableRequest, today: string): ResolvedSearch {
  const errors: FieldErrors = {};
  const adults = body.adults ?? 1;
  const children = body.children ?? 0;
  const infants = body.infants ?? 0;
  const cabinType: CabinType = body.cabinType ?? 1;
  const flightType: FlightType = body.flightType ?? body.tripType ?? 1;
  if (adults + children > 9) addError(errors, 'children', `حداکثر ${fa(9)} مسافر بزرگسال و کودک در یک رزرو مجاز است.`);
  if (infants > adults) addError(errors, 'infants', 'تعداد نوزادان نباید از بزرگسالان بیشتر باشد.');
  if (body.flightType && body.tripType && body.flightType !== body.tripType) addError(errors, 'tripType', 'نوع سفر با flightType یکی نیست.');

  const [min, max] = SEGMENT_COUNT[flightType];
  if (body.segments.length < min || body.segments.length > max) {
    const label = flightType === 1 ? 'سفر یک‌طرفه یک مسیر' : flightType === 2 ? 'سفر رفت و برگشت دو مسیر' : `سفر چندمسیره ${fa(2)} تا ${fa(4)} مسیر`;
    addError(errors, 'segments', `${label} لازم دارد.`);
  }

  const segments: ResolvedSearch['segments'] = [];
  const normalized: NormalizedSearch['segments'] = [];
  body.segments.forEach((s: SearchSegment, i) => {
    const at = (field: string) => `segments[${i}].${field}`;
    const origin = resolvePlace(ref, s.origin, s.originType);
    const destination = resolvePlace(ref, s.destination, s.destinationType);
    if (!origin) addError(errors, at('origin'), `مبدأ «${s.origin}» شناخته نشد.`);
    if (!destination) addError(errors, at('destination'), `مقصد «${s.destination}» شناخته نشد.`);
    if (origin && destination && origin.cityId === destination.cityId) addError(errors, at('destination'), 'مبدأ و مقصد نباید یکی باشند.');
    const date = gregorianDate(s.departureDate, s.isJalali);
    const dateError = travelDateError(date, today);
    if (dateError) addError(errors, at('departureDate'), dateError);
    const previous = normalized[i - 1]?.departureDate;
    if (date && previous && date < previous) {
      addError(errors, at('departureDate'), flightType === 2 ? 'تاریخ برگشت نباید پیش از تاریخ رفت باشد.' : 'تاریخ هر مسیر نباید پیش از مسیر قبلی باشد.');
    }
    if (!origin || !destination || !date) return;
    const domestic = origin.country === 'IR' && destination.country === 'IR';
    segments.push({ origins: airportsFor(origin, domestic), destinations: airportsFor(destination, domestic), date, domestic });
    normalized.push({ origin: origin.code, originType: origin.type, destination: destination.code, destinationType: destination.type, departureDate: date });
  });

  const productType: FlightProductType = segments.every((s) => s.domestic) ? 'DomesticFlight' : 'InternationalFlight';
  if (body.productType && segments.length === body.segments.length && body.productType !== productType) {
    addError(errors, 'productType', productType === 'DomesticFlight' ? 'این مسیر داخلی است، نه خارجی.' : 'این مسیر خارجی است، نه داخلی.');
  }
  if (Object.keys(errors).length > 0) throw new BadRequest(errors);
  return { search: { adults, children, infants, cabinType, flightType, productType, segments: normalized }, segments };
}

/** The latest date a search may ask for. */
export const lastSearchDate = (today: string) => addDays(today, MAX_DAYS_AHEAD);
