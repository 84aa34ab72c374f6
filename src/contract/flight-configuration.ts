/**
 * flight-configuration service (SPEC §7): agencies, the airports of the search pickers, countries.
 * Paths are relative to the API base (/api/).
 */

/** An airport inside a city (SPEC §3 "Airport"). */
export interface Airport {
  airportId: number;
  iataCode: string;
  icaoCode: string | null;
  alternateIataCode: string | null;
  airportNameEn: string;
  airportNameFa: string;
  /** Present in the domestic list. */
  domesticPriority?: number;
  /** Present in the international list. */
  internationalPriority?: number;
  cityId: number;
}

/** A city with the airports a search may use (SPEC §3 "City"); higher priority first. */
export interface City {
  cityId: number;
  cityNameEn: string;
  cityNameFa: string;
  /** IATA city code, usable as a search origin or destination with type CityCode. */
  cityCode: string;
  countryCode: string;
  countryNameFa: string;
  domesticPriority: number;
  internationalPriority: number;
  /** An image path for GET /images/{img}, or null. */
  img: string | null;
  airports: Airport[];
}

/** POST flight-configuration/Airport/GetDomesticPlpAirports and .../GetInternationalPlpAirports; body may be empty. */
export interface PlpAirportsRequest {
  /** Optional filter on city or airport names and codes (Persian or English). */
  search?: string;
}
export type PlpAirportsResponse = City[];

/** GET flight-configuration/Country/GetAllCountries */
export interface Country {
  countryId: number;
  /** ISO 3166-1 alpha-2. */
  code: string;
  nameFa: string;
  nameEn: string;
}
export type CountriesResponse = Country[];

/** POST flight-configuration/Agency/GetAgencies; body may be empty. */
export interface Agency {
  agencyId: number;
  nameFa: string;
  nameEn: string;
  licenseNumber: string;
  phone: string;
  cityId: number;
  address: string;
  /** An image path for GET /images/{logo}. */
  logo: string;
}
export type AgenciesResponse = Agency[];
