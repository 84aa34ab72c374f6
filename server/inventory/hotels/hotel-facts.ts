/** How a generated hotel's kind, stars, amenities, boards, hours and policy are drawn. */
import { intBetween } from '../random';
import { Board, BOARDS, HotelKind, type Amenity } from '../../../src/domain/hotels';
import type { CancellationPolicy } from './supplier';

type Random = () => number;
type Stars = 1 | 2 | 3 | 4 | 5;

/** Cities whose old quarters are full of courtyard houses turned guesthouses. */
const TRADITIONAL_SHARE: Record<string, number> = { AZD: 0.4, IFN: 0.2, SYZ: 0.2, KER: 0.15, TBZ: 0.1 };
/** Towns on a beach, where better hotels may have their own. */
const COASTAL = new Set(['KIH', 'GSM', 'BND', 'ZBR', 'BUZ', 'DXB', 'AYT', 'DOH', 'MCT', 'BAK', 'NSH', 'RZR']);
export const onCoast = (cityCode: string) => COASTAL.has(cityCode);

export function drawKind(cityCode: string, domestic: boolean, random: Random): HotelKind {
  const r = random();
  const traditional = domestic ? (TRADITIONAL_SHARE[cityCode] ?? 0.03) : 0;
  if (r < traditional) return HotelKind.TraditionalHouse;
  if (r < traditional + 0.07) return HotelKind.Boutique;
  if (r < traditional + 0.25) return HotelKind.HotelApartment;
  return HotelKind.Hotel;
}

/** Stars by kind: guesthouses and apartments are rated low, boutiques high. */
export function drawStars(kind: HotelKind, random: Random): Stars {
  const r = random();
  if (kind === HotelKind.TraditionalHouse) return r < 0.3 ? 1 : r < 0.75 ? 2 : 3;
  if (kind === HotelKind.HotelApartment) return r < 0.15 ? 1 : r < 0.45 ? 2 : r < 0.85 ? 3 : 4;
  if (kind === HotelKind.Boutique) return r < 0.5 ? 3 : r < 0.85 ? 4 : 5;
  return r < 0.06 ? 1 : r < 0.23 ? 2 : r < 0.58 ? 3 : r < 0.83 ? 4 : 5;
}

interface AmenityContext {
  stars: Stars;
  kind: HotelKind;
  domestic: boolean;
  cityCode: string;
  boards: Board[];
}

/** Each amenity's chance for a hotel: bigger and better hotels have more. */
const AMENITY_CHANCE: Record<Amenity, (h: AmenityContext) => number> = {
  'wifi': () => 0.97,
  'parking': (h) => 0.35 + 0.1 * h.stars,
  'pool': (h) => (h.stars >= 4 ? 0.7 : h.stars === 3 ? 0.2 : 0),
  'spa': (h) => (h.stars === 5 ? 0.7 : h.stars === 4 ? 0.3 : 0),
  'sauna': (h) => (h.stars >= 4 ? 0.6 : h.stars === 3 ? 0.15 : 0),
  'gym': (h) => (h.stars >= 4 ? 0.8 : h.stars === 3 ? 0.2 : 0),
  'restaurant': (h) => (h.kind === HotelKind.HotelApartment ? 0.2 : h.stars >= 3 ? 0.95 : 0.4),
  'coffee-shop': (h) => 0.18 * h.stars,
  'breakfast': (h) => (h.boards.includes(Board.Breakfast) ? 1 : 0),
  'room-service': (h) => (h.stars >= 3 ? 0.9 : 0.3),
  'airport-shuttle': (h) => 0.1 + 0.12 * h.stars,
  'laundry': (h) => 0.3 + 0.12 * h.stars,
  'elevator': (h) => (h.kind === HotelKind.TraditionalHouse ? 0 : h.stars >= 3 ? 1 : 0.6),
  'reception-24h': (h) => (h.stars >= 3 ? 1 : 0.6),
  'meeting-room': (h) => (h.stars >= 4 ? 0.7 : 0.1),
  'prayer-room': (h) => (h.domestic || h.cityCode === 'NJF' ? 0.85 : 0.05),
  'kids-club': (h) => (h.stars === 5 ? 0.4 : 0.05),
  'beach': (h) => (COASTAL.has(h.cityCode) && h.stars >= 4 ? 0.5 : 0),
  'accessible': (h) => 0.15 * h.stars,
  'currency-exchange': (h) => (!h.domestic && h.stars >= 3 ? 0.3 : 0),
  'kitchen': (h) => (h.kind === HotelKind.HotelApartment ? 1 : 0),
  'courtyard': (h) => (h.kind === HotelKind.TraditionalHouse ? 1 : 0),
};

export function drawAmenities(h: AmenityContext, random: Random): Amenity[] {
  return (Object.keys(AMENITY_CHANCE) as Amenity[]).filter((code) => random() < AMENITY_CHANCE[code](h));
}

/**
 * Boards in a fixed order. Iranian hotels sell breakfast with the room; Mashhad's pilgrim hotels
 * and Antalya's resorts often sell all meals; apartments sell the room alone.
 */
export function drawBoards(kind: HotelKind, stars: Stars, cityCode: string, domestic: boolean, random: Random): Board[] {
  const meals = cityCode === 'MHD' || cityCode === 'AYT' ? 0.5 : 0.2;
  const has: Record<Board, boolean> = {
    [Board.RoomOnly]: kind === HotelKind.HotelApartment || random() < (domestic ? 0.2 : 0.6),
    [Board.Breakfast]: kind !== HotelKind.HotelApartment || random() < 0.5,
    [Board.HalfBoard]: kind === HotelKind.Hotel && stars >= 3 && random() < meals + 0.15,
    [Board.FullBoard]: kind === HotelKind.Hotel && stars >= 3 && random() < meals,
  };
  return BOARDS.filter((b) => has[b]);
}

const FREE_DAYS = [1, 2, 3, 7] as const;
const PENALTIES = [10, 20, 30, 50, 100] as const;

/** Most hotels let guests cancel free until a few days out; some cheap ones never refund. */
export function drawCancellation(stars: Stars, random: Random): CancellationPolicy {
  if (random() < (stars <= 2 ? 0.25 : 0.1)) return { refundable: false };
  return {
    refundable: true,
    freeUntilDaysBefore: FREE_DAYS[intBetween(random, 0, FREE_DAYS.length - 1)]!,
    penaltyPercent: PENALTIES[intBetween(random, 0, PENALTIES.length - 1)]!,
  };
}

export function drawHours(random: Random): { checkInTime: string; checkOutTime: string } {
  const r = random();
  return {
    checkInTime: r < 0.6 ? '14:00' : r < 0.85 ? '12:00' : '15:00',
    checkOutTime: r < 0.15 ? '11:00' : r < 0.9 ? '12:00' : '14:00',
  };
}

/** Scores follow stars loosely, one decimal. */
export function drawScore(stars: Stars, random: Random): number {
  const raw = 5.6 + stars * 0.6 + (random() - 0.5) * 2.4;
  return Math.min(10, Math.max(0, Math.round(raw * 10) / 10));
}
