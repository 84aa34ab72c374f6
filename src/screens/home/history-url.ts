/** A search-history entry (the server's normalised search) back to its results URL. */
import type { NormalizedSearch } from '../../contract';
import {
  addDays, buildSearchUrl, diffDays, LocationCodeType, ProductType, type IsoDate, type SearchRequest,
} from '../../domain';

const codeType = (t: 'CityCode' | 'AirportCode') => (t === 'CityCode' ? LocationCodeType.CityCode : LocationCodeType.AirportCode);

/**
 * The results URL of a past search. A search whose day has passed is moved to tomorrow (SPEC §9's
 * default departure), its other legs by the same number of days, so the link still finds flights.
 */
export function historySearchUrl(search: NormalizedSearch, today: IsoDate): string {
  const first = search.segments[0]?.departureDate ?? today;
  const shift = first < today ? diffDays(first, addDays(today, 1)) : 0;
  const request: SearchRequest = {
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabinType: search.cabinType,
    flightType: search.flightType,
    productType: search.productType === 'DomesticFlight' ? ProductType.DomesticFlight : ProductType.InternationalFlight,
    segments: search.segments.map((s) => ({
      origin: s.origin, originType: codeType(s.originType), destination: s.destination, destinationType: codeType(s.destinationType),
      departureDate: addDays(s.departureDate, shift), isJalali: true,
    })),
  };
  return buildSearchUrl(request);
}
