/**
 * Latin slugs of cities and hotels for the stay URL (/hotels/<city>/<hotel>/). The catalogue knows
 * ids; its English names give the slugs: a city's is its English name's (as the flight listings'
 * citySlug), a hotel's is its English name's, made unique within its city with the hotel's id.
 */
import { citySlug } from '../routing/places';

/** "Bandar Abbas" → "bandar-abbas"; the same slug the flight listing pages use. */
export const hotelCitySlug = (nameEn: string): string => citySlug(nameEn);

/** Slugs are capped below isSlug's 80 characters so an id suffix still fits. */
const MAX_BASE_LENGTH = 64;

/** A hotel's slug from its English name alone ("Parsian Azadi Hotel" → "parsian-azadi-hotel"); "hotel" when it has no Latin letters. */
export function hotelBaseSlug(nameEn: string): string {
  const slug = citySlug(nameEn).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '');
  return slug === '' ? 'hotel' : slug;
}

/**
 * Every hotel's slug, unique within its city: the English name's, and for a name that two hotels
 * of a city share (or none has), that slug with the hotel's id ("hotel-12034"). The hotels are
 * taken in id order, so the slugs do not depend on the order the catalogue lists them.
 */
export function assignHotelSlugs(hotels: readonly { id: number; cityId: number; nameEn: string }[]): Map<number, string> {
  const sorted = [...hotels].sort((a, b) => a.id - b.id);
  const counts = new Map<string, number>();
  const key = (h: { cityId: number; nameEn: string }) => `${h.cityId}|${hotelBaseSlug(h.nameEn)}`;
  for (const h of sorted) counts.set(key(h), (counts.get(key(h)) ?? 0) + 1);
  const out = new Map<number, string>();
  for (const h of sorted) {
    const base = hotelBaseSlug(h.nameEn);
    out.set(h.id, counts.get(key(h))! > 1 || base === 'hotel' ? `${base}-${h.id}` : base);
  }
  return out;
}
