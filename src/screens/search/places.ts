/** The API's cities as the design-system pickers want them (SPEC §3 City/Airport → Place). */
import type { City } from '../../contract';
import type { Place } from '../../design-system';
import type { PlacesScope } from '../../stores/PlacesStore';

export function toPlace(city: City, scope: PlacesScope): Place {
  return {
    cityCode: city.cityCode,
    cityNameFa: city.cityNameFa,
    cityNameEn: city.cityNameEn,
    airports: city.airports.map((a) => ({ iata: a.iataCode, nameFa: a.airportNameFa, nameEn: a.airportNameEn })),
    priority: scope === 'domestic' ? city.domesticPriority : city.internationalPriority,
  };
}

// The store replaces a list wholesale, so its identity is a safe cache key.
const cache = new WeakMap<readonly City[], Place[]>();

/** The scope's places, mapped once per loaded list. */
export function toPlaces(cities: readonly City[], scope: PlacesScope): Place[] {
  let places = cache.get(cities);
  if (!places) {
    places = cities.map((c) => toPlace(c, scope));
    cache.set(cities, places);
  }
  return places;
}
