/** SPEC §2's static popular-city cards and the search each one starts. */
import {
  buildSearchUrl, Cabin, LocationCodeType, ProductType, TripType, type IsoDate, type SearchSegment,
} from '../../domain';

export interface PopularCity {
  code: string;
  nameFa: string;
  /** Image stem under /images/cities/. */
  image: string;
}

const TEHRAN: PopularCity = { code: 'THR', nameFa: 'تهران', image: 'tehran' };

export const DOMESTIC_POPULAR: readonly PopularCity[] = [
  TEHRAN,
  { code: 'AWZ', nameFa: 'اهواز', image: 'ahvaz' },
  { code: 'KIH', nameFa: 'کیش', image: 'kish' },
  { code: 'MHD', nameFa: 'مشهد', image: 'mashhad' },
  { code: 'SYZ', nameFa: 'شیراز', image: 'shiraz' },
  { code: 'IFN', nameFa: 'اصفهان', image: 'isfahan' },
  { code: 'TBZ', nameFa: 'تبریز', image: 'tabriz' },
  { code: 'BND', nameFa: 'بندرعباس', image: 'bandar-abbas' },
  { code: 'RAS', nameFa: 'رشت', image: 'rasht' },
  { code: 'AZD', nameFa: 'یزد', image: 'yazd' },
];

export const INTERNATIONAL_POPULAR: readonly PopularCity[] = [
  TEHRAN,
  { code: 'IST', nameFa: 'استانبول', image: 'istanbul' },
  { code: 'DXB', nameFa: 'دبی', image: 'dubai' },
  { code: 'LON', nameFa: 'لندن', image: 'london' },
  { code: 'YTO', nameFa: 'تورنتو', image: 'toronto' },
  { code: 'EVN', nameFa: 'ایروان', image: 'yerevan' },
  { code: 'TBS', nameFa: 'تفلیس', image: 'tbilisi' },
];

export type PopularScope = 'domestic' | 'international';

/**
 * A card's trip: from Tehran to the city; the Tehran card itself goes from Tehran to the list's
 * next city (Mashhad at home, Istanbul abroad). Departure tomorrow (SPEC §9), one adult, economy.
 * Domestic trips use the airport code (Tehran's THR is Mehrabad), international the city codes.
 */
export function popularTrip(city: PopularCity, scope: PopularScope) {
  const list = scope === 'domestic' ? DOMESTIC_POPULAR : INTERNATIONAL_POPULAR;
  const fromTehran = city.code !== TEHRAN.code;
  const destination = fromTehran ? city : scope === 'domestic' ? list.find((c) => c.code === 'MHD')! : list[1]!;
  return { origin: TEHRAN, destination, fromTehran };
}

export function popularSearchUrl(city: PopularCity, scope: PopularScope, tomorrow: IsoDate): string {
  const { origin, destination } = popularTrip(city, scope);
  const codeType = scope === 'domestic' ? LocationCodeType.AirportCode : LocationCodeType.CityCode;
  const segment: SearchSegment = {
    origin: origin.code, originType: codeType, destination: destination.code, destinationType: codeType,
    departureDate: tomorrow, isJalali: true,
  };
  return buildSearchUrl({
    adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay,
    productType: scope === 'domestic' ? ProductType.DomesticFlight : ProductType.InternationalFlight,
    segments: [segment],
  });
}

/** The seeded city picture, cropped to the card's 4:3. */
export const cityImageUrl = (city: PopularCity, width = 320) =>
  `/images/cities/${city.image}.jpg?rmode=crop&width=${width}&height=${Math.round((width * 3) / 4)}`;
