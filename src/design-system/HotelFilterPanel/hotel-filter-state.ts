/**
 * Pure helpers between the hotel panel's controls and the domain's HotelFilters, as filter-state.ts
 * is for flights. A control that covers its whole range means "no filter" (null).
 */
import { DEFAULT_HOTEL_FILTERS, type HotelFilters, type PriceRange } from '../../domain/hotels/hotel-filters';

export type HotelFilterKey = keyof HotelFilters;

/** The hotel filters in the panel's order. */
export const HOTEL_FILTER_KEYS: readonly HotelFilterKey[] = [
  'price', 'stars', 'kinds', 'boards', 'amenities', 'districts', 'minGuestScore', 'freeCancellationOnly', 'availableOnly',
];

/** Whether one filter narrows the list (differs from DEFAULT_HOTEL_FILTERS). */
export function isHotelFilterActive(filters: HotelFilters, key: HotelFilterKey): boolean {
  switch (key) {
    case 'price':
      return filters.price !== null && (filters.price.min !== null || filters.price.max !== null);
    case 'stars':
    case 'kinds':
    case 'boards':
    case 'amenities':
    case 'districts':
      return filters[key].length > 0;
    case 'minGuestScore':
      return filters.minGuestScore !== null;
    case 'freeCancellationOnly':
    case 'availableOnly':
      return filters[key];
  }
}

/** How many hotel filters are active: the number on the mobile "فیلترها" button. */
export function activeHotelFilterCount(filters: HotelFilters): number {
  return HOTEL_FILTER_KEYS.filter((key) => isHotelFilterActive(filters, key)).length;
}

/** The filters with some of them back at their defaults. */
export function resetHotelFilters(filters: HotelFilters, ...keys: HotelFilterKey[]): HotelFilters {
  const next: Record<string, unknown> = { ...filters };
  for (const key of keys) next[key] = DEFAULT_HOTEL_FILTERS[key];
  return next as unknown as HotelFilters;
}

/** A price slider's [from, to] as a filter; an end at the slider's edge is open, both ends: no filter. */
export function sliderToPrice(value: readonly [number, number], min: number, max: number): PriceRange | null {
  const from = value[0] <= min ? null : value[0];
  const to = value[1] >= max ? null : value[1];
  return from === null && to === null ? null : { min: from, max: to };
}

/** The slider's [from, to] for a price filter, clamped into the slider's bounds. */
export function priceToSlider(price: PriceRange | null, min: number, max: number): [number, number] {
  const from = Math.min(Math.max(price?.min ?? min, min), max);
  const to = Math.max(Math.min(price?.max ?? max, max), from);
  return [from, to];
}
