import type { CalendarDay, City, PlpPair } from '../../../../src/contract';

const city = (cityId: number, cityCode: string, cityNameEn: string, cityNameFa: string, countryCode: string, airports: string[]): City => ({
  cityId, cityCode, cityNameEn, cityNameFa, countryCode, countryNameFa: countryCode === 'IR' ? 'ایران' : 'ترکیه',
  domesticPriority: countryCode === 'IR' ? 100 - cityId : 0, internationalPriority: 0, img: null,
  airports: airports.map((iataCode, i) => ({
    airportId: cityId * 10 + i, iataCode, icaoCode: null, alternateIataCode: null, airportNameEn: iataCode, airportNameFa: iataCode, cityId,
  })),
});

/** A few seeded cities: Tehran with two airports, a two-word name, one city abroad. */
export const CITIES: City[] = [
  city(1, 'THR', 'Tehran', 'تهران', 'IR', ['THR', 'IKA']),
  city(2, 'MHD', 'Mashhad', 'مشهد', 'IR', ['MHD']),
  city(3, 'BND', 'Bandar Abbas', 'بندرعباس', 'IR', ['BND']),
  city(4, 'IST', 'Istanbul', 'استانبول', 'TR', ['IST', 'SAW']),
  city(5, 'KIH', 'Kish', 'کیش', 'IR', ['KIH']),
];

export const DOMESTIC = CITIES.filter((c) => c.countryCode === 'IR');
/** As the server answers: Iranian cities with flights abroad are in the international list too. */
export const INTERNATIONAL = CITIES.filter((c) => ['THR', 'MHD', 'IST'].includes(c.cityCode));

export const PAIRS: PlpPair[] = [
  { plpPairKey: 'THR-MHD', origin: 'THR', originFa: 'تهران', destination: 'MHD', destinationFa: 'مشهد', minPrice: 20_320_000, proposals: [] },
  { plpPairKey: 'THR-IST', origin: 'THR', originFa: 'تهران', destination: 'IST', destinationFa: 'استانبول', minPrice: null, proposals: [] },
];

/** Calendar prices from 2026-11-21 (the day after testEnv's today): a sold-out day, a cheapest day. */
export function calendar(from = '2026-11-21', days = 28): CalendarDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(`${from}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    const price = i === 2 ? null : i === 5 ? 11_000_000 : 20_000_000 + i * 100_000;
    return { date: date.toISOString().slice(0, 10), price, cheapest: i === 5 };
  });
}
