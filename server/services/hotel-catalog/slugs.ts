/**
 * The stay URL names cities and hotels by Latin slugs (src/domain/hotels/slugs.ts); the supplier
 * knows ids. This index turns one into the other, built once from the catalogue like the
 * destination picker's.
 */
import { assignHotelSlugs, hotelCitySlug } from '../../../src/domain/hotels';
import { BadRequest } from '../../http/envelope';
import type { Hotel } from '../../inventory/hotels/supplier';
import type { Reference } from '../../reference';

export interface SlugIndex {
  /** Cities that have hotels, by slug. */
  cityBySlug: ReadonlyMap<string, number>;
  citySlug: ReadonlyMap<number, string>;
  hotelSlug: ReadonlyMap<number, string>;
  /** `${cityId}|${hotelSlug}` → hotel id. */
  hotelBySlug: ReadonlyMap<string, number>;
}

export function buildSlugIndex(ref: Reference, hotels: readonly Hotel[]): SlugIndex {
  const withHotels = new Set(hotels.map((h) => h.cityId));
  const cityBySlug = new Map<string, number>();
  const citySlug = new Map<number, string>();
  for (const city of ref.cities) {
    const slug = hotelCitySlug(city.nameEn);
    citySlug.set(city.cityId, slug);
    // Two cities of one English name: the one with hotels (then the first) keeps the slug.
    if (slug && withHotels.has(city.cityId) && !cityBySlug.has(slug)) cityBySlug.set(slug, city.cityId);
  }
  const hotelSlug = assignHotelSlugs(hotels);
  const hotelBySlug = new Map<string, number>();
  for (const h of hotels) hotelBySlug.set(`${h.cityId}|${hotelSlug.get(h.id)!}`, h.id);
  return { cityBySlug, citySlug, hotelSlug, hotelBySlug };
}

export interface SlugDestination {
  cityId?: number;
  hotelId?: number;
  citySlug?: string;
  hotelSlug?: string;
}

/**
 * The request with its slugs read into ids (and the slugs dropped), or a 400 naming the slug it
 * does not know. A request without slugs comes back as it was.
 */
export function resolveSlugs<T extends SlugDestination>(index: SlugIndex, body: T): Omit<T, 'citySlug' | 'hotelSlug'> {
  const { citySlug, hotelSlug, ...rest } = body;
  if (citySlug === undefined && hotelSlug === undefined) return rest;
  if (rest.cityId !== undefined || rest.hotelId !== undefined) {
    throw new BadRequest({ citySlug: ['شهر یا هتل را یک بار بفرستید: با شناسه یا با نامک، نه هر دو.'] });
  }
  if (citySlug === undefined) throw new BadRequest({ citySlug: ['شهر هتل را هم بفرستید.'] });
  const cityId = index.cityBySlug.get(citySlug.toLowerCase());
  if (cityId === undefined) throw new BadRequest({ citySlug: ['این شهر شناخته نشد.'] });
  if (hotelSlug === undefined) return { ...rest, cityId };
  const hotelId = index.hotelBySlug.get(`${cityId}|${hotelSlug.toLowerCase()}`);
  if (hotelId === undefined) throw new BadRequest({ hotelSlug: ['این هتل پیدا نشد.'] });
  return { ...rest, hotelId };
}
