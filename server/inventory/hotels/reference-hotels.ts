/**
 * The reference hotel catalogue: every seeded city gets hotels drawn from a seed of its code and
 * the hotel's number, so a hotel's id and facts are the same in every process, and adding hotels
 * to a city never changes the ones before.
 */
import { toPersianDigits } from '../../../src/domain/numbers';
import type { Point } from '../geo';
import { roundRials } from '../fares';
import { hash, intBetween, seeded } from '../random';
import { drawAmenities, drawBoards, drawCancellation, drawHours, drawKind, drawScore, drawStars } from './hotel-facts';
import { hotelName } from './names';
import { CURRENCIES, DEFAULT_MARKET, MARKETS, type HotelMarket } from './places';
import { roomTypesFor } from './rooms';
import { HotelKind } from '../../../src/domain/hotels';
import type { Hotel } from './supplier';

/** The seed's city rows and airports; the server's Reference satisfies it. */
export interface CatalogueSource {
  cities: readonly { cityId: number; cityCode: string; nameFa: string; countryCode: string }[];
  airportsByCity: ReadonlyMap<number, readonly Point[]>;
}

/** What rates need about a hotel, beside its public facts. */
export interface HotelPricing {
  /** A double room, room only, on a plain night, in rials. */
  doubleRate: number;
  /** Rooms the hotel has of each room type. */
  inventory: Record<string, number>;
  /** 0–1: how sought after the hotel is; busier hotels fill first. */
  popularity: number;
  domestic: boolean;
  winterPeak: boolean;
  /** Thursday and Friday nights are the weekend at home and in the Gulf; elsewhere Friday and Saturday. */
  weekend: readonly [number, number];
  currency?: { code: string; rialsPerUnit: number };
}

export interface CatalogueEntry {
  hotel: Hotel;
  pricing: HotelPricing;
}

export interface HotelCatalogue {
  entries: readonly CatalogueEntry[];
  byId: ReadonlyMap<number, CatalogueEntry>;
  byCity: ReadonlyMap<number, readonly CatalogueEntry[]>;
}

/** Plain-night double rates by stars: rials at home, US dollars abroad (converted at a reference rate). */
const DOMESTIC_RATE = [0, 9_000_000, 14_000_000, 22_000_000, 38_000_000, 75_000_000];
const FOREIGN_USD = [0, 35, 50, 75, 120, 220];
const RIALS_PER_USD = 1_045_000;
const KIND_RATE: Record<HotelKind, number> = { [HotelKind.Hotel]: 1, [HotelKind.HotelApartment]: 1.05, [HotelKind.Boutique]: 1.25, [HotelKind.TraditionalHouse]: 1.1 };
const KIND_SIZE: Record<HotelKind, number> = { [HotelKind.Hotel]: 1, [HotelKind.HotelApartment]: 0.6, [HotelKind.Boutique]: 0.35, [HotelKind.TraditionalHouse]: 0.25 };
const ROOMS_BY_STARS = [0, 16, 26, 45, 80, 150];
const TEHRAN_WEEKEND = [4, 5] as const;
const WESTERN_WEEKEND = [5, 6] as const;
const THURSDAY_WEEKEND_COUNTRIES = new Set(['IR', 'AE', 'QA', 'OM', 'IQ']);

const STREETS = ['گلستان', 'بهار', 'نسترن', 'لاله', 'یاس', 'شقایق', 'نرگس', 'سوسن', 'مریم', 'اقاقیا', 'صنوبر', 'ارغوان'];
const STREET_KINDS = ['خیابان', 'کوچه', 'بلوار'];

/** Degrees from a centre, `km` away in the direction `turn` (0–1 of a circle). */
function offset(from: Point, km: number, turn: number): Point {
  const angle = turn * 2 * Math.PI;
  const latitude = from.latitude + (km / 111) * Math.cos(angle);
  const longitude = from.longitude + (km / (111 * Math.cos((from.latitude * Math.PI) / 180))) * Math.sin(angle);
  return { latitude, longitude };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function makeHotel(city: CatalogueSource['cities'][number], market: HotelMarket, anchor: Point, n: number, taken: Set<string>): CatalogueEntry {
  const random = seeded(`hotel:${city.cityCode}:${n}`);
  const domestic = city.countryCode === 'IR';
  const kind = drawKind(city.cityCode, domestic, random);
  const stars = drawStars(kind, random);
  let name = hotelName(kind, domestic, random);
  for (let tries = 0; taken.has(name.nameEn) && tries < 6; tries++) name = hotelName(kind, domestic, random);
  // Rare leftovers get a branch number, as chains number their second house.
  for (let branch = 2; taken.has(name.nameEn); branch++) name = { nameFa: `${name.nameFa} ${toPersianDigits(branch)}`, nameEn: `${name.nameEn} ${branch}` };
  taken.add(name.nameEn);

  const districtIndex = intBetween(random, 0, market.districtsFa.length - 1);
  const districtFa = market.districtsFa[districtIndex]!;
  // A district lies a few kilometres from the centre (its first one at the centre); hotels cluster in it.
  const districtTurn = (hash(`district:${city.cityCode}:${districtFa}`) % 1000) / 1000;
  const district = offset(anchor, districtIndex === 0 ? 0 : 1 + 3 * districtTurn, districtTurn);
  const place = offset(district, random() * 0.9, random());

  const boards = drawBoards(kind, stars, city.cityCode, domestic, random);
  const rooms = roomTypesFor(kind, stars, random);
  const id = city.cityId * 1000 + n;
  const photoCount = intBetween(random, 4, 6 + stars * 2);
  const currency = domestic ? undefined : CURRENCIES[city.countryCode];
  const street = `${STREET_KINDS[intBetween(random, 0, 2)]!} ${STREETS[intBetween(random, 0, STREETS.length - 1)]!}`;
  const popularity = random();

  const hotel: Hotel = {
    id,
    nameFa: name.nameFa,
    nameEn: name.nameEn,
    stars,
    kind,
    cityId: city.cityId,
    districtFa,
    addressFa: `${city.nameFa}، ${districtFa}، ${street}، پلاک ${toPersianDigits(intBetween(random, 1, 240))}`,
    latitude: round6(place.latitude),
    longitude: round6(place.longitude),
    amenities: drawAmenities({ stars, kind, domestic, cityCode: city.cityCode, boards }, random),
    ...drawHours(random),
    guestScore: drawScore(stars, random),
    reviewCount: Math.floor(popularity * popularity * 2500 * (0.4 + stars / 5)),
    photos: Array.from({ length: photoCount }, (_, i) => `hotels/${id}/${i + 1}`),
    rooms,
    boards,
    cancellation: drawCancellation(stars, random),
    ...(currency ? { currency: currency.code } : {}),
  };

  const plain = domestic ? DOMESTIC_RATE[stars]! : FOREIGN_USD[stars]! * RIALS_PER_USD;
  const totalRooms = ROOMS_BY_STARS[stars]! * KIND_SIZE[kind] * (0.6 + random() * 0.8);
  const inventory: Record<string, number> = {};
  rooms.forEach((r, i) => {
    // The first room type is the hotel's main stock; the rest share what is left.
    inventory[r.id] = Math.max(1, Math.round(totalRooms * (i === 0 ? 0.45 : 0.55 / Math.max(1, rooms.length - 1))));
  });
  const pricing: HotelPricing = {
    doubleRate: roundRials(plain * market.priceLevel * KIND_RATE[kind] * (0.8 + 0.4 * random())),
    inventory,
    popularity,
    domestic,
    winterPeak: market.winterPeak ?? false,
    weekend: THURSDAY_WEEKEND_COUNTRIES.has(city.countryCode) ? TEHRAN_WEEKEND : WESTERN_WEEKEND,
    ...(currency ? { currency } : {}),
  };
  return { hotel, pricing };
}

/** Builds the whole catalogue; callers want `hotelCatalogue`, which builds it once. */
export function buildHotelCatalogue(source: CatalogueSource): HotelCatalogue {
  const entries: CatalogueEntry[] = [];
  const byCity = new Map<number, CatalogueEntry[]>();
  for (const city of source.cities) {
    const market = MARKETS[city.cityCode] ?? DEFAULT_MARKET;
    const anchor = market.centre ?? source.airportsByCity.get(city.cityId)?.[0];
    if (!anchor) continue; // A city with no place on the map gets no hotels.
    const taken = new Set<string>();
    const list: CatalogueEntry[] = [];
    for (let n = 1; n <= market.hotels; n++) list.push(makeHotel(city, market, anchor, n, taken));
    byCity.set(city.cityId, list);
    entries.push(...list);
  }
  return { entries, byId: new Map(entries.map((e) => [e.hotel.id, e])), byCity };
}

const built = new WeakMap<CatalogueSource, HotelCatalogue>();

/** The catalogue of a source, built on first use and kept: it changes only with the seed. */
export function hotelCatalogue(source: CatalogueSource): HotelCatalogue {
  let catalogue = built.get(source);
  if (!catalogue) {
    catalogue = buildHotelCatalogue(source);
    built.set(source, catalogue);
  }
  return catalogue;
}
