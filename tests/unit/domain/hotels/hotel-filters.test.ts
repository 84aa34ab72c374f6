import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOTEL_FILTERS, filterHotels, GUEST_SCORE_STEPS, hotelFacetCounts, hotelPriceBounds, HotelSort, isUnfiltered,
  sortHotels, visibleHotels, type HotelFilters, type HotelResult,
} from '../../../../src/domain/hotels';
import { hotel, manyHotels } from './hotel-samples';

const ids = (hotels: readonly HotelResult[]) => hotels.map((h) => h.id);
const only = (f: Partial<HotelFilters>): HotelFilters => ({ ...DEFAULT_HOTEL_FILTERS, ...f });

const list = [
  hotel('a', { stars: 5, kind: 'hotel', board: 'half-board', amenities: ['wifi', 'pool', 'spa'], district: 'valiasr', guestScore: 9.1, freeCancellation: true, totalPrice: 40_000_000, popularity: 90 }),
  hotel('b', { stars: 4, kind: 'boutique', board: 'breakfast', amenities: ['wifi', 'parking'], district: 'tajrish', guestScore: 8.4, totalPrice: 25_000_000, popularity: 70 }),
  hotel('c', { stars: 0, kind: 'hotel-apartment', board: 'room-only', amenities: ['parking'], district: 'center', guestScore: null, totalPrice: 8_000_000, popularity: 20 }),
  hotel('d', { stars: 3, kind: 'traditional-house', board: 'breakfast', amenities: ['wifi', 'restaurant'], district: 'bazaar', guestScore: 7.2, freeCancellation: true, roomsLeft: 0, totalPrice: 12_000_000, popularity: 95 }),
  hotel('e', { stars: 4, kind: 'hotel', board: 'breakfast', amenities: ['wifi', 'pool'], district: 'valiasr', guestScore: 8.4, totalPrice: 25_000_000, popularity: 60 }),
];

describe('filterHotels', () => {
  it('keeps everything, in order, with the default filters', () => {
    expect(ids(filterHotels(list, DEFAULT_HOTEL_FILTERS))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(isUnfiltered(DEFAULT_HOTEL_FILTERS)).toBe(true);
    expect(isUnfiltered(only({ availableOnly: true }))).toBe(false);
    expect(isUnfiltered(only({ price: { min: null, max: null } }))).toBe(true);
  });
  it('hides a hotel with an unreadable price only when a price is asked for', () => {
    const odd = [hotel('n', { totalPrice: Number.NaN })];
    expect(ids(filterHotels(odd, DEFAULT_HOTEL_FILTERS))).toEqual(['n']);
    expect(ids(filterHotels(odd, only({ price: { min: 0, max: null } })))).toEqual([]);
  });
  it.each<[string, Partial<HotelFilters>, string[]]>([
    ['a price range, inclusive', { price: { min: 12_000_000, max: 25_000_000 } }, ['b', 'd', 'e']],
    ['a minimum price only', { price: { min: 26_000_000, max: null } }, ['a']],
    ['a maximum price only', { price: { min: null, max: 8_000_000 } }, ['c']],
    ['any of the ticked stars', { stars: [4, 5] }, ['a', 'b', 'e']],
    ['unrated lodgings', { stars: [0] }, ['c']],
    ['kinds', { kinds: ['boutique', 'hotel-apartment'] }, ['b', 'c']],
    ['boards', { boards: ['breakfast'] }, ['b', 'd', 'e']],
    ['every ticked amenity', { amenities: ['wifi', 'pool'] }, ['a', 'e']],
    ['districts', { districts: ['valiasr'] }, ['a', 'e']],
    ['a minimum guest score, unscored hotels out', { minGuestScore: 8.4 }, ['a', 'b', 'e']],
    ['free cancellation', { freeCancellationOnly: true }, ['a', 'd']],
    ['available only', { availableOnly: true }, ['a', 'b', 'c', 'e']],
    ['facets together', { stars: [4, 5], amenities: ['pool'], districts: ['valiasr'], price: { min: null, max: 30_000_000 } }, ['e']],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filterHotels(list, only(filters)))).toEqual(expected);
  });
});

describe('sortHotels', () => {
  it.each<[HotelSort, string[]]>([
    // d is sold out: last whatever the sort. b and e tie on price and keep their order.
    [HotelSort.Cheapest, ['c', 'b', 'e', 'a', 'd']],
    [HotelSort.MostExpensive, ['a', 'b', 'e', 'c', 'd']],
    [HotelSort.Stars, ['a', 'b', 'e', 'c', 'd']],
    [HotelSort.GuestScore, ['a', 'b', 'e', 'c', 'd']], // c has no score: after every scored hotel
    [HotelSort.Popularity, ['a', 'b', 'e', 'c', 'd']],
  ])('%s', (sort, expected) => {
    expect(ids(sortHotels(list, sort))).toEqual(expected);
  });
  it('breaks a tie with the cheaper hotel, then the catalogue order', () => {
    const tie = [hotel('x', { stars: 4, totalPrice: 9 }), hotel('y', { stars: 4, totalPrice: 5 }), hotel('z', { stars: 4, totalPrice: 5 })];
    expect(ids(sortHotels(tie, HotelSort.Stars))).toEqual(['y', 'z', 'x']);
  });
  it('copies, never reorders its input', () => {
    const before = ids(list);
    sortHotels(list, HotelSort.MostExpensive);
    expect(ids(list)).toEqual(before);
  });
  it('visibleHotels is filter then sort', () => {
    const hotels = manyHotels(300);
    const f = only({ stars: [3, 4, 5], amenities: ['wifi'] });
    expect(visibleHotels(hotels, f, HotelSort.GuestScore)).toEqual(sortHotels(filterHotels(hotels, f), HotelSort.GuestScore));
  });
  it('orders by its key for any hotels (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(...Object.values(HotelSort)), (seed, sort) => {
        const sorted = sortHotels(manyHotels(60, seed), sort);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          const soldA = a.roomsLeft === 0 ? 1 : 0;
          const soldB = b.roomsLeft === 0 ? 1 : 0;
          expect(soldA).toBeLessThanOrEqual(soldB);
          if (soldA !== soldB) continue;
          if (sort === HotelSort.Cheapest) expect(a.totalPrice).toBeLessThanOrEqual(b.totalPrice);
          if (sort === HotelSort.MostExpensive) expect(a.totalPrice).toBeGreaterThanOrEqual(b.totalPrice);
          if (sort === HotelSort.Stars) expect(a.stars).toBeGreaterThanOrEqual(b.stars);
          if (sort === HotelSort.Popularity) expect(a.popularity).toBeGreaterThanOrEqual(b.popularity);
          if (sort === HotelSort.GuestScore && b.guestScore !== null) expect(a.guestScore ?? -1).toBeGreaterThanOrEqual(b.guestScore);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('hotelFacetCounts', () => {
  it('counts each option as if it were chosen, the other filters unchanged', () => {
    const counts = hotelFacetCounts(list, only({ stars: [4], districts: ['valiasr'] }));
    expect(counts.total).toBe(1); // e
    // Stars counted with the district filter only: a (5) and e (4) are in valiasr.
    expect(Object.fromEntries(counts.stars)).toEqual({ 4: 1, 5: 1 });
    // Districts counted with the stars filter only: b (tajrish) and e (valiasr) have 4 stars.
    expect(Object.fromEntries(counts.districts)).toEqual({ tajrish: 1, valiasr: 1 });
    expect(Object.fromEntries(counts.amenities)).toEqual({ wifi: 1, pool: 1 });
    expect(Object.fromEntries(counts.guestScoreAtLeast)).toEqual({ 9: 0, 8: 1, 7: 1, 6: 1 });
    expect(counts.freeCancellation).toBe(0);
    expect(counts.available).toBe(1);
  });
  it('agrees with filtering for every single option (property over generated hotels)', () => {
    const hotels = manyHotels(400, 7);
    const base = only({ stars: [3, 4], boards: ['breakfast', 'half-board'], minGuestScore: 7 });
    const counts = hotelFacetCounts(hotels, base);
    expect(counts.total).toBe(filterHotels(hotels, base).length);
    for (const [stars, n] of counts.stars) expect(filterHotels(hotels, { ...base, stars: [stars] }).length).toBe(n);
    for (const [kind, n] of counts.kinds) expect(filterHotels(hotels, { ...base, kinds: [kind as HotelResult['kind']] }).length).toBe(n);
    for (const [board, n] of counts.boards) expect(filterHotels(hotels, { ...base, boards: [board as HotelResult['board']] }).length).toBe(n);
    for (const [a, n] of counts.amenities) expect(filterHotels(hotels, { ...base, amenities: [a as HotelResult['amenities'][number]] }).length).toBe(n);
    for (const step of GUEST_SCORE_STEPS) {
      expect(filterHotels(hotels, { ...base, minGuestScore: step }).length).toBe(counts.guestScoreAtLeast.get(step));
    }
    expect(filterHotels(hotels, { ...base, freeCancellationOnly: true }).length).toBe(counts.freeCancellation);
    expect(filterHotels(hotels, { ...base, availableOnly: true }).length).toBe(counts.available);
  });
  it('gives the price slider its bounds', () => {
    expect(hotelPriceBounds(list)).toEqual({ min: 8_000_000, max: 40_000_000 });
    expect(hotelPriceBounds([])).toBeNull();
  });
});
