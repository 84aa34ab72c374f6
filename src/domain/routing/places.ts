/**
 * Persian names of the landing pages that exist (constants.ts CITY_PAGES, COUNTRY_PAGES; SPEC §2)
 * and of the visa destinations, for page titles. VISA_DESTINATIONS mirrors the server's seeded visa catalogue (slugs as the server's
 * findVisa reads them, "thiland" included); a server test keeps the two equal.
 */
import { CITY_PAGES, COUNTRY_PAGES } from '../constants';

export const CITY_PAGE_NAMES: Readonly<Record<(typeof CITY_PAGES)[number], string>> = {
  muscat: 'مسقط',
  ankara: 'آنکارا',
  istanbul: 'استانبول',
  dubai: 'دبی',
  najaf: 'نجف',
  yerevan: 'ایروان',
};

export const COUNTRY_PAGE_NAMES: Readonly<Record<(typeof COUNTRY_PAGES)[number], string>> = {
  turkey: 'ترکیه',
  thailand: 'تایلند',
  armenia: 'ارمنستان',
};

export const VISA_DESTINATIONS: Readonly<Record<string, string>> = {
  uae: 'امارات',
  turkey: 'ترکیه',
  azerbaijan: 'آذربایجان',
  italy: 'ایتالیا',
  thiland: 'تایلند',
  armenia: 'ارمنستان',
};

export const VISA_DESTINATION_SLUGS = Object.keys(VISA_DESTINATIONS);

const oneOf = (list: readonly string[], slug: string) => list.includes(slug.toLowerCase());

export const isCityPage = (slug: string) => oneOf(CITY_PAGES, slug);
export const isCountryPage = (slug: string) => oneOf(COUNTRY_PAGES, slug);
export const isVisaDestination = (slug: string) => oneOf(VISA_DESTINATION_SLUGS, slug);

/** The Persian name of a landing page or visa destination slug (any case). */
export function placePageName(table: Readonly<Record<string, string>>, slug: string): string | undefined {
  const key = slug.toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** "Bandar Abbas" → "bandar-abbas": a city's part of a listing route's slug. */
export function citySlug(nameEn: string): string {
  return nameEn.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The two cities a listing route's slug names (`tehran-bandar-abbas`), split at every hyphen until
 * both halves are known cities; null when no split names two. `find` looks a city up by its slug.
 */
export function splitCitySlugPair<T>(slug: string, find: (citySlug: string) => T | undefined): [T, T] | null {
  const words = slug.trim().toLowerCase().split('-');
  for (let cut = 1; cut < words.length; cut++) {
    const origin = find(words.slice(0, cut).join('-'));
    const destination = find(words.slice(cut).join('-'));
    if (origin !== undefined && destination !== undefined && origin !== destination) return [origin, destination];
  }
  return null;
}

const IATA_PAIR = /^([a-z]{3})-([a-z]{3})$/i;

/**
 * The two cities a listing page's parameter names (SPEC §2 /charter-flight/{flight?} …): an IATA
 * pair (`THR-MHD`) or a slug of English city names (`tehran-mashhad`); null when it names no route
 * we know (an unknown city, the same city twice). `findCode` finds a city by its city code or an
 * airport's IATA code. The page and the server's 404 both decide with it.
 */
export function listingCityPair<C extends { cityId: unknown; cityNameEn: string }>(
  param: string, cities: readonly C[], findCode: (code: string) => C | undefined,
): [C, C] | null {
  const text = param.trim().toLowerCase();
  const known = (origin?: C, destination?: C): [C, C] | null =>
    (origin && destination && origin.cityId !== destination.cityId ? [origin, destination] : null);
  const pair = IATA_PAIR.exec(text);
  if (pair) {
    const byCode = known(findCode(pair[1]!.toUpperCase()), findCode(pair[2]!.toUpperCase()));
    if (byCode) return byCode;
  }
  const bySlug = new Map(cities.map((c) => [citySlug(c.cityNameEn), c]));
  const cityPair = splitCitySlugPair(text, (slug) => bySlug.get(slug));
  return cityPair ? known(cityPair[0], cityPair[1]) : null;
}
