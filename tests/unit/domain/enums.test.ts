import { describe, expect, it } from 'vitest';
import {
  Cabin, CABIN_LABELS, CABIN_QUERY_WORDS, cabinFromQueryWord, CLIENT_IDENTIFIER_LABELS, ClientIdentifier,
  COLOUR_TAG_LABELS, ColourTag, DEFAULT_SORT, FLIGHT_SCOPE_LABELS, FlightScope, Gender, GENDER_LABELS,
  IDENTITY_DOCUMENT_LABELS, IdentityDocument, LOCATION_CODE_TYPE_LABELS, LOCATION_CODE_TYPE_QUERY_WORDS,
  LocationCodeType, locationCodeTypeFromQueryWord, PASSENGER_GROUP_KIND, PASSENGER_GROUPS, PASSENGER_KIND_LABELS,
  PassengerKind, PRODUCT_TYPE_LABELS, ProductType, SORT_OPTION_LABELS, SortOption, TRIP_TYPE_LABELS, TripType,
} from '../../../src/domain/enums';

const persian = /^[\u0600-\u06FF\u200C A-Z]+$/;

describe('SPEC §3 enumerations', () => {
  it('keep SPEC’s numbers', () => {
    expect(Cabin).toEqual({ Economy: 1, Business: 2, First: 3 });
    expect(PassengerKind).toEqual({ Adult: 1, Child: 2, Infant: 3 });
    expect(FlightScope).toEqual({ InternationalFlight: 1, DomesticFlight: 2 });
    expect(TripType).toEqual({ OneWay: 1, RoundTrip: 2, MultiDestination: 3 });
    expect(ClientIdentifier).toEqual({ PARSIAN: 1, SAFARMARKET: 5 });
  });
  it('name every member SPEC lists', () => {
    expect(Object.keys(SortOption)).toEqual(['MostExpensive', 'Cheapest', 'Earliest', 'Latest', 'Fastest', 'Promotions']);
    expect(Object.keys(ProductType).sort()).toEqual(['CIP', 'DomesticFlight', 'Hotel', 'InternationalFlight', 'None', 'Tour', 'Visa']);
    expect(Object.keys(IdentityDocument)).toEqual(['Passport', 'NationalCode']);
    expect(Object.keys(Gender)).toEqual(['Male', 'Female']);
    expect(Object.keys(LocationCodeType)).toEqual(['CityCode', 'AirportCode']);
    expect(Object.keys(ColourTag)).toEqual(['Gray', 'Green', 'Blue', 'Red']);
    expect(ProductType.None).toBe(0);
  });
  it.each([
    ['Cabin', Cabin, CABIN_LABELS],
    ['PassengerKind', PassengerKind, PASSENGER_KIND_LABELS],
    ['SortOption', SortOption, SORT_OPTION_LABELS],
    ['FlightScope', FlightScope, FLIGHT_SCOPE_LABELS],
    ['ProductType', ProductType, PRODUCT_TYPE_LABELS],
    ['TripType', TripType, TRIP_TYPE_LABELS],
    ['IdentityDocument', IdentityDocument, IDENTITY_DOCUMENT_LABELS],
    ['Gender', Gender, GENDER_LABELS],
    ['LocationCodeType', LocationCodeType, LOCATION_CODE_TYPE_LABELS],
    ['ColourTag', ColourTag, COLOUR_TAG_LABELS],
    ['ClientIdentifier', ClientIdentifier, CLIENT_IDENTIFIER_LABELS],
  ] as const)('%s: distinct values, a Persian label for each', (_name, values, labels) => {
    const list = Object.values(values) as number[];
    expect(new Set(list).size).toBe(list.length);
    expect(Object.keys(labels).map(Number).sort()).toEqual([...list].sort());
    for (const v of list) expect((labels as Record<number, string>)[v]).toMatch(persian);
  });
  it('labels the cabins and passenger kinds as SPEC says', () => {
    expect(CABIN_LABELS).toEqual({ 1: 'اکونومی', 2: 'بیزینس', 3: 'فرست کلاس' });
    expect(PASSENGER_KIND_LABELS).toEqual({ 1: 'بزرگسال', 2: 'کودک', 3: 'نوزاد' });
  });
  it('cabin query words round-trip, case-insensitive, unknown → null', () => {
    expect(CABIN_QUERY_WORDS).toEqual({ 1: 'economy', 2: 'business', 3: 'first' });
    for (const cabin of Object.values(Cabin)) expect(cabinFromQueryWord(CABIN_QUERY_WORDS[cabin])).toBe(cabin);
    expect(cabinFromQueryWord('Business')).toBe(Cabin.Business);
    expect(cabinFromQueryWord('premium')).toBeNull();
    expect(cabinFromQueryWord('')).toBeNull();
  });
  it('location code words round-trip', () => {
    expect(LOCATION_CODE_TYPE_QUERY_WORDS).toEqual({ 1: 'citycode', 2: 'airportcode' });
    expect(locationCodeTypeFromQueryWord('CityCode')).toBe(LocationCodeType.CityCode);
    expect(locationCodeTypeFromQueryWord('airportcode')).toBe(LocationCodeType.AirportCode);
    expect(locationCodeTypeFromQueryWord('city')).toBeNull();
  });
  it('passenger groups map to kinds', () => {
    expect(PASSENGER_GROUPS).toEqual(['adults', 'children', 'infants']);
    expect(PASSENGER_GROUP_KIND).toEqual({ adults: 1, children: 2, infants: 3 });
  });
  it('sorts cheapest first by default (SPEC §5)', () => {
    expect(DEFAULT_SORT).toBe(SortOption.Cheapest);
  });
});
