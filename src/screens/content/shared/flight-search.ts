import {
  addDays, buildSearchUrl, Cabin, LocationCodeType, ProductType, tehranTomorrow, TripType, type Instant, type SearchRequest,
} from '../../../domain';

/** Tehran's city code: Mehrabad at home, Imam Khomeini abroad (the server picks by trip). */
export const TEHRAN_CITY_CODE = 'THR';

export interface FlightSearchLinkOptions {
  /** Days after departure for a round trip; omitted, one-way. */
  returnAfterDays?: number;
  /** The clock, so a test can fix "tomorrow". @default now */
  now?: Instant;
}

/**
 * The international results page from Tehran to a city, leaving tomorrow in Tehran time (SPEC §9's
 * default departure), one adult in economy: the landing pages' "see flights" links.
 */
export function internationalSearchFromTehran(destinationCityCode: string, options: FlightSearchLinkOptions = {}): string {
  const departure = tehranTomorrow(options.now);
  const outbound = {
    origin: TEHRAN_CITY_CODE, originType: LocationCodeType.CityCode,
    destination: destinationCityCode, destinationType: LocationCodeType.CityCode,
    departureDate: departure, isJalali: true,
  };
  const returning = options.returnAfterDays === undefined ? null : {
    origin: destinationCityCode, originType: LocationCodeType.CityCode,
    destination: TEHRAN_CITY_CODE, destinationType: LocationCodeType.CityCode,
    departureDate: addDays(departure, options.returnAfterDays), isJalali: true,
  };
  const request: SearchRequest = {
    adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy,
    flightType: returning ? TripType.RoundTrip : TripType.OneWay,
    productType: ProductType.InternationalFlight,
    segments: returning ? [outbound, returning] : [outbound],
  };
  return buildSearchUrl(request);
}

/** A seeded city photo from the image service, cropped to a card. */
export function cityImage(stem: string, width = 640, height = 400): string {
  return `/images/cities/${stem}.jpg?rmode=crop&width=${width}&height=${height}`;
}
