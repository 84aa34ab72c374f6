import type { City } from '../../contract';
import { citySlug } from '../../domain';

/** A city's Persian name by its URL slug from the city lists the page already has (seeded by the server). */
export function cityNameBySlug(cities: readonly City[], slug: string): string | undefined {
  return cities.find((c) => citySlug(c.cityNameEn) === slug)?.cityNameFa;
}
