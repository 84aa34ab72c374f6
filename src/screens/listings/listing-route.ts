/**
 * The listing pages' route parameter (SPEC §2 /charter-flight/{flight?} …): either a slug of English
 * city names, `tehran-mashhad` or `tehran-bandar-abbas`, or an IATA pair, `THR-MHD`. A city's slug
 * is its English name in lower case with hyphens; a slug with more hyphens than two names need is
 * split at every hyphen until both halves are known cities.
 */
import type { City } from '../../contract';
import type { ProposalTypeFilter} from '../../domain';
import {
  buildSearchUrl, Cabin, citySlug as slugOfCity, listingCityPair, DEFAULT_FILTERS, DEFAULT_SORT, LocationCodeType, ProductType, TripType,
  writeResultsView, type IsoDate,
} from '../../domain';

export interface ListingRoute {
  origin: City;
  destination: City;
}

/** "Bandar Abbas" → "bandar-abbas". */
export const citySlug = (city: Pick<City, 'cityNameEn'>): string => slugOfCity(city.cityNameEn);

/** The canonical parameter of a route: the two cities' slugs. */
export const routeSlug = (route: ListingRoute) => `${citySlug(route.origin)}-${citySlug(route.destination)}`;

/** Iranian cities fly domestic; a route with a city abroad is an international one. */
export const isDomesticRoute = (route: ListingRoute) => route.origin.countryCode === 'IR' && route.destination.countryCode === 'IR';

/**
 * The two cities a parameter names, or null when it names no route we know (unknown city, the same
 * city twice, a malformed parameter). `findCode` finds a city by city code or airport IATA code.
 */
export function resolveListingRoute(param: string, cities: readonly City[], findCode: (code: string) => City | undefined): ListingRoute | null {
  const pair = listingCityPair(param, cities, findCode);
  return pair ? { origin: pair[0], destination: pair[1] } : null;
}

/** The results page for the route on a day (one adult, economy), with a charter or system filter when given. */
export function resultsUrlFor(route: ListingRoute, day: IsoDate, type?: (typeof ProposalTypeFilter)['Charter' | 'System']): string {
  const domestic = isDomesticRoute(route);
  // Domestic city codes are the main airport's code; abroad a city code covers all its airports.
  const codeType = domestic ? LocationCodeType.AirportCode : LocationCodeType.CityCode;
  const url = buildSearchUrl({
    adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay,
    productType: domestic ? ProductType.DomesticFlight : ProductType.InternationalFlight,
    segments: [{
      origin: route.origin.cityCode, originType: codeType, destination: route.destination.cityCode, destinationType: codeType,
      departureDate: day, isJalali: true,
    }],
  });
  if (!type) return url;
  const [path, query = ''] = url.split('?');
  const params = writeResultsView(new URLSearchParams(query), { filters: { ...DEFAULT_FILTERS, type }, sort: DEFAULT_SORT });
  return `${path}?${params}`;
}
