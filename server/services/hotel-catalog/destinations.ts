/**
 * The destination picker: cities that have hotels, and hotels by name, matched on Persian or
 * English text. The index is built once from the catalogue (it changes only with the seed).
 */
import type { HotelCityDestination, HotelDestinationsResponse, HotelNameDestination } from '../../../src/contract';
import { normalizeDigits } from '../../../src/domain/numbers';
import { normalizePersianLetters } from '../../../src/domain/person-validators';
import type { Hotel } from '../../inventory/hotels/supplier';
import type { Reference } from '../../reference';
import type { SlugIndex } from './slugs';

export const MAX_CITIES = 10;
export const MAX_HOTELS = 10;

/** Arabic letters, half-spaces, case and spacing do not matter when matching names. */
export function searchText(text: string): string {
  return normalizePersianLetters(normalizeDigits(text)).replace(/[\u200c\u200f\u200e]/g, ' ').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface Entry<T> {
  item: T;
  /** Every name of the entry, normalized. */
  names: string[];
  /** Bigger first among equal matches. */
  weight: number;
}

export interface DestinationIndex {
  cities: Entry<HotelCityDestination>[];
  hotels: Entry<HotelNameDestination>[];
}

export function buildDestinationIndex(ref: Reference, hotels: readonly Hotel[], slugs: SlugIndex): DestinationIndex {
  const counts = new Map<number, number>();
  for (const h of hotels) counts.set(h.cityId, (counts.get(h.cityId) ?? 0) + 1);
  const cities = ref.cities.filter((c) => counts.has(c.cityId)).map((c) => ({
    item: { cityId: c.cityId, cityCode: c.cityCode, nameFa: c.nameFa, nameEn: c.nameEn, countryCode: c.countryCode, hotelCount: counts.get(c.cityId)!, slug: slugs.citySlug.get(c.cityId)! },
    names: [c.nameFa, c.nameEn, c.cityCode].map(searchText),
    weight: counts.get(c.cityId)!,
  }));
  const entries = hotels.map((h) => ({
    item: {
      hotelId: h.id, nameFa: h.nameFa, nameEn: h.nameEn, stars: h.stars, cityId: h.cityId,
      cityNameFa: ref.cityById.get(h.cityId)?.nameFa ?? '', districtFa: h.districtFa,
      slug: slugs.hotelSlug.get(h.id)!, citySlug: slugs.citySlug.get(h.cityId) ?? '',
    },
    names: [h.nameFa, h.nameEn].map(searchText),
    weight: h.reviewCount,
  }));
  return { cities, hotels: entries };
}

/** 3 a name is the text, 2 starts with it, 1 a word of it does, 0.5 it holds the text, 0 no match. */
function rank(names: string[], q: string): number {
  let best = 0;
  for (const name of names) {
    if (name === q) return 3;
    if (name.startsWith(q)) best = Math.max(best, 2);
    else if (name.includes(` ${q}`)) best = Math.max(best, 1);
    else if (name.includes(q)) best = Math.max(best, 0.5);
  }
  return best;
}

function top<T>(entries: Entry<T>[], q: string, limit: number): T[] {
  const scored: { entry: Entry<T>; rank: number }[] = [];
  for (const entry of entries) {
    const r = q ? rank(entry.names, q) : 1;
    if (r > 0) scored.push({ entry, rank: r });
  }
  scored.sort((a, b) => b.rank - a.rank || b.entry.weight - a.entry.weight);
  return scored.slice(0, limit).map((s) => s.entry.item);
}

/** Without text: the cities with most hotels, and no hotels (a name is what the picker searches for). */
export function findDestinations(index: DestinationIndex, rawQuery = ''): HotelDestinationsResponse {
  const q = searchText(rawQuery);
  return { cities: top(index.cities, q, MAX_CITIES), hotels: q ? top(index.hotels, q, MAX_HOTELS) : [] };
}
