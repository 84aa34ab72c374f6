/** Hotels for the filter, sort and facet tests: a few by hand, and many from a seeded generator. */
import { AMENITIES, BOARDS, HOTEL_KINDS, type HotelResult } from '../../../../src/domain/hotels';

export const hotel = (id: string, extra: Partial<HotelResult> = {}): HotelResult => ({
  id, stars: 3, kind: 'hotel', board: 'breakfast', amenities: ['wifi'], district: 'center', guestScore: 8,
  freeCancellation: false, roomsLeft: 3, totalPrice: 10_000_000, popularity: 50, ...extra,
});

/** Mulberry32: a tiny seeded generator, so every run sees the same hotels. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISTRICTS = ['center', 'valiasr', 'tajrish', 'saadat-abad', 'narmak', 'pasdaran', 'airport', 'bazaar'];

export function manyHotels(count: number, seed = 20): HotelResult[] {
  const rnd = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: `h${i}`,
    stars: Math.floor(rnd() * 6),
    kind: pick(HOTEL_KINDS),
    board: pick(BOARDS),
    amenities: AMENITIES.filter(() => rnd() < 0.45),
    district: pick(DISTRICTS),
    guestScore: rnd() < 0.1 ? null : Math.round(50 + rnd() * 50) / 10,
    freeCancellation: rnd() < 0.4,
    roomsLeft: rnd() < 0.15 ? 0 : 1 + Math.floor(rnd() * 9),
    totalPrice: 1_000_000 * (5 + Math.floor(rnd() * 200)),
    popularity: Math.floor(rnd() * 1000),
  }));
}
