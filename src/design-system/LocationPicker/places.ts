/**
 * The places the location picker offers and how typed text finds them. Shaped after SPEC §3's City
 * and Airport, trimmed to what the picker shows; the screen maps the API's lists to it.
 */
import { LocationCodeType } from '../../domain/enums';
import { normalizeDigits } from '../../domain/numbers';
import { normalizePersianLetters } from '../../domain/person-validators';
import { comparePersian } from '../../domain/persian-order';

export interface PlaceAirport {
  /** "IKA". */
  iata: string;
  /** "امام خمینی". */
  nameFa: string;
  /** "Imam Khomeini". */
  nameEn: string;
}

export interface Place {
  /** The city's code: "THR" (it may equal one of its airports' codes). */
  cityCode: string;
  /** "تهران". */
  cityNameFa: string;
  /** "Tehran". */
  cityNameEn: string;
  airports: readonly PlaceAirport[];
  /** The scope's priority (SPEC §9: domestic Tehran 60, international Tehran 10000); higher shows first. */
  priority: number;
}

/** A chosen city (all its airports) or one airport: what the search URL needs (code and code type). */
export interface LocationValue {
  code: string;
  codeType: LocationCodeType;
}

/** One row of the list: a city with all its airports, or one airport. */
export interface LocationOption {
  /** `${codeType}:${code}`, unique even where a city and an airport share a code. */
  key: string;
  value: LocationValue;
  place: Place;
  /** Absent for a whole city. */
  airport?: PlaceAirport;
  /** An airport listed under its city's "all airports" row. */
  nested: boolean;
}

export const locationKey = (v: LocationValue) => `${v.codeType}:${v.code}`;

export const sameLocation = (a: LocationValue | null | undefined, b: LocationValue | null | undefined) =>
  !!a && !!b && a.code === b.code && a.codeType === b.codeType;

/**
 * Text as the matcher compares it: Arabic ي/ك as Persian ی/ک, any digits as Latin, آ as ا (people
 * type "ابادان"), ZWNJ as a space ("هاشمی نژاد"), lower case, single spaces.
 */
export function normalizeSearchText(text: string): string {
  return normalizeDigits(normalizePersianLetters(text))
    .toLowerCase()
    .replace(/[آأإ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/\u200c/g, ' ')
    .replace(/[\u064b-\u065f\u200f]/g, '') // harakat and RLM
    .replace(/[\s\-–_،,]+/g, ' ')
    .trim();
}

/** 0 exact code, 1 name starts with the text, 2 a later word does, 3 the text is inside; null: no match. */
function rank(names: readonly string[], codes: readonly string[], q: string): number | null {
  if (codes.some((c) => c.toLowerCase() === q)) return 0;
  let best: number | null = null;
  for (const raw of names) {
    const name = normalizeSearchText(raw);
    const r = name.startsWith(q) ? 1 : name.split(' ').some((w) => w.startsWith(q)) ? 2 : name.includes(q) ? 3 : null;
    if (r !== null && (best === null || r < best)) best = r;
  }
  return best;
}

/** The rows of one city: a lone airport stands for its city; several get an "all airports" row first. */
export function placeOptions(place: Place, only?: readonly PlaceAirport[]): LocationOption[] {
  const airports = only ?? place.airports;
  const airportRow = (airport: PlaceAirport, nested: boolean): LocationOption => {
    const value = { code: airport.iata, codeType: LocationCodeType.AirportCode };
    return { key: locationKey(value), value, place, airport, nested };
  };
  if (only || place.airports.length === 1) return airports.map((a) => airportRow(a, false));
  const city = { code: place.cityCode, codeType: LocationCodeType.CityCode };
  return [{ key: locationKey(city), value: city, place, nested: false }, ...airports.map((a) => airportRow(a, true))];
}

const byPriority = (a: Place, b: Place) => b.priority - a.priority || comparePersian(a.cityNameFa, b.cityNameFa);

/**
 * What the list shows for the typed text: with no text the most popular cities; otherwise matching
 * cities best first (exact IATA, then name starts, then contains; popular first within each).
 * A city found only by an airport lists just that airport.
 */
export function searchPlaces(places: readonly Place[], text: string, limit: number): LocationOption[] {
  const q = normalizeSearchText(text);
  if (!q) return [...places].sort(byPriority).slice(0, limit).flatMap((p) => placeOptions(p));
  const hits: { place: Place; tier: number; only?: PlaceAirport[] }[] = [];
  for (const place of places) {
    const city = rank([place.cityNameFa, place.cityNameEn], [place.cityCode], q);
    const airports = place.airports
      .map((a) => ({ a, r: rank([a.nameFa, a.nameEn], [a.iata], q) }))
      .filter((x): x is { a: PlaceAirport; r: number } => x.r !== null);
    const airportTier = Math.min(...airports.map((x) => x.r));
    if (city !== null && city <= airportTier) hits.push({ place, tier: city });
    else if (airports.length > 0) hits.push({ place, tier: airportTier, only: airports.map((x) => x.a) });
  }
  hits.sort((a, b) => a.tier - b.tier || byPriority(a.place, b.place));
  return hits.slice(0, limit).flatMap((h) => placeOptions(h.place, h.only));
}

/** The place (and airport) a value names, if the list has it. */
export function findLocation(places: readonly Place[], value: LocationValue): { place: Place; airport?: PlaceAirport } | null {
  for (const place of places) {
    if (value.codeType === LocationCodeType.CityCode && place.cityCode === value.code) return { place };
    const airport = place.airports.find((a) => a.iata === value.code);
    if (airport && value.codeType === LocationCodeType.AirportCode) return { place, airport };
  }
  return null;
}

/** The city a value belongs to: Tehran for THR, IKA and the city code alike. */
export const cityCodeOf = (places: readonly Place[], value: LocationValue) => findLocation(places, value)?.place.cityCode ?? value.code;

/** "تهران"; "تهران (همه فرودگاه‌ها)"; "تهران، امام خمینی"; the bare code when the list lacks it. */
export function locationLabel(places: readonly Place[], value: LocationValue | null): string {
  if (!value) return '';
  const found = findLocation(places, value);
  if (!found) return value.code;
  const { place, airport } = found;
  if (!airport) return place.airports.length > 1 ? `${place.cityNameFa} (همه فرودگاه‌ها)` : place.cityNameFa;
  return place.airports.length > 1 ? `${place.cityNameFa}، ${airport.nameFa}` : place.cityNameFa;
}
