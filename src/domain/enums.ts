/**
 * SPEC §3 enumerations as `as const` objects (erasable syntax, unlike TS enums) with Persian labels.
 * Where SPEC gives no numbers, ours follow SPEC's listing order from 1, and None is 0.
 */

type ValueOf<T> = T[keyof T];

export const Cabin = { Economy: 1, Business: 2, First: 3 } as const;
export type Cabin = ValueOf<typeof Cabin>;
export const CABIN_LABELS: Readonly<Record<Cabin, string>> = { 1: 'اکونومی', 2: 'بیزینس', 3: 'فرست کلاس' };
/** The lowercase `cabintype` word of the search URL (SPEC §2). */
export const CABIN_QUERY_WORDS: Readonly<Record<Cabin, string>> = { 1: 'economy', 2: 'business', 3: 'first' };

export function cabinFromQueryWord(word: string): Cabin | null {
  switch (word.trim().toLowerCase()) {
    case 'economy': return Cabin.Economy;
    case 'business': return Cabin.Business;
    case 'first': return Cabin.First;
    default: return null;
  }
}

export const PassengerKind = { Adult: 1, Child: 2, Infant: 3 } as const;
export type PassengerKind = ValueOf<typeof PassengerKind>;
export const PASSENGER_KIND_LABELS: Readonly<Record<PassengerKind, string>> = { 1: 'بزرگسال', 2: 'کودک', 3: 'نوزاد' };

/** The passenger-count groups, named as in the search request and URL. */
export const PASSENGER_GROUPS = ['adults', 'children', 'infants'] as const;
export type PassengerGroup = (typeof PASSENGER_GROUPS)[number];
export const PASSENGER_GROUP_KIND: Readonly<Record<PassengerGroup, PassengerKind>> = {
  adults: PassengerKind.Adult,
  children: PassengerKind.Child,
  infants: PassengerKind.Infant,
};

export const SortOption = { MostExpensive: 1, Cheapest: 2, Earliest: 3, Latest: 4, Fastest: 5, Promotions: 6 } as const;
export type SortOption = ValueOf<typeof SortOption>;
export const SORT_OPTION_LABELS: Readonly<Record<SortOption, string>> = {
  1: 'گران‌ترین',
  2: 'ارزان‌ترین',
  3: 'زودترین',
  4: 'دیرترین',
  5: 'سریع‌ترین',
  6: 'پیشنهاد ویژه',
};
/** SPEC §5: cheapest unless chosen otherwise. */
export const DEFAULT_SORT: SortOption = SortOption.Cheapest;

export const FlightScope = { InternationalFlight: 1, DomesticFlight: 2 } as const;
export type FlightScope = ValueOf<typeof FlightScope>;
export const FLIGHT_SCOPE_LABELS: Readonly<Record<FlightScope, string>> = { 1: 'پرواز خارجی', 2: 'پرواز داخلی' };

export const ProductType = { None: 0, DomesticFlight: 1, InternationalFlight: 2, Hotel: 3, Tour: 4, Visa: 5, CIP: 6 } as const;
export type ProductType = ValueOf<typeof ProductType>;
export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  0: 'نامشخص',
  1: 'پرواز داخلی',
  2: 'پرواز خارجی',
  3: 'هتل',
  4: 'تور',
  5: 'ویزا',
  6: 'خدمات CIP',
};

export const TripType = { OneWay: 1, RoundTrip: 2, MultiDestination: 3 } as const;
export type TripType = ValueOf<typeof TripType>;
export const TRIP_TYPE_LABELS: Readonly<Record<TripType, string>> = { 1: 'یک‌طرفه', 2: 'رفت و برگشت', 3: 'چند مسیره' };

export const IdentityDocument = { Passport: 1, NationalCode: 2 } as const;
export type IdentityDocument = ValueOf<typeof IdentityDocument>;
export const IDENTITY_DOCUMENT_LABELS: Readonly<Record<IdentityDocument, string>> = { 1: 'گذرنامه', 2: 'کد ملی' };

export const Gender = { Male: 1, Female: 2 } as const;
export type Gender = ValueOf<typeof Gender>;
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { 1: 'مرد', 2: 'زن' };

export const LocationCodeType = { CityCode: 1, AirportCode: 2 } as const;
export type LocationCodeType = ValueOf<typeof LocationCodeType>;
export const LOCATION_CODE_TYPE_LABELS: Readonly<Record<LocationCodeType, string>> = { 1: 'کد شهر', 2: 'کد فرودگاه' };
/** The `origintype` / `destinationtype` words of the search URL (SPEC §2). */
export const LOCATION_CODE_TYPE_QUERY_WORDS: Readonly<Record<LocationCodeType, string>> = { 1: 'citycode', 2: 'airportcode' };

export function locationCodeTypeFromQueryWord(word: string): LocationCodeType | null {
  switch (word.trim().toLowerCase()) {
    case 'citycode': return LocationCodeType.CityCode;
    case 'airportcode': return LocationCodeType.AirportCode;
    default: return null;
  }
}

export const ColourTag = { Gray: 1, Green: 2, Blue: 3, Red: 4 } as const;
export type ColourTag = ValueOf<typeof ColourTag>;
export const COLOUR_TAG_LABELS: Readonly<Record<ColourTag, string>> = { 1: 'خاکستری', 2: 'سبز', 3: 'آبی', 4: 'قرمز' };

export const ClientIdentifier = { PARSIAN: 1, SAFARMARKET: 5 } as const;
export type ClientIdentifier = ValueOf<typeof ClientIdentifier>;
export const CLIENT_IDENTIFIER_LABELS: Readonly<Record<ClientIdentifier, string>> = { 1: 'پارسیان', 5: 'سفرمارکت' };
