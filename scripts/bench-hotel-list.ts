/**
 * Benchmark of the hotel results list (`npm run bench:hotel-list`): 5,000 deterministic, realistic
 * hotels through every filter, a sort and the facet counts the filter panel shows, as the results
 * page recomputes them on each change. Target (issue 20): median ≤ 5 ms on a 2-core machine.
 */
import { performance } from 'node:perf_hooks';
import { seeded } from '../server/inventory/random';
import { AMENITIES, BOARDS, HOTEL_KINDS, HotelSort, hotelFacetCounts, visibleHotels, type HotelFilters, type HotelResult } from '../src/domain/hotels';

const COUNT = 5_000;
const WARM_UP_RUNS = 30;
const RUNS = 200;
const TARGET_MEDIAN_MS = 5;

const random = seeded('bench-hotel-list');
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const DISTRICTS = ['imam-reza', 'ahmadabad', 'vakilabad', 'sajad', 'kuhsangi', 'tabarsi', 'azadi', 'shandiz', 'torghabeh', 'janat'];

const hotels: HotelResult[] = Array.from({ length: COUNT }, (_, i) => {
  const stars = random() < 0.1 ? 0 : 1 + Math.floor(random() * 5);
  return {
    id: String(i + 1),
    stars,
    kind: pick(HOTEL_KINDS),
    board: pick(BOARDS),
    amenities: AMENITIES.filter(() => random() < 0.35),
    district: pick(DISTRICTS),
    guestScore: random() < 0.15 ? null : Math.round((5 + random() * 5) * 10) / 10,
    freeCancellation: random() < 0.6,
    roomsLeft: random() < 0.08 ? 0 : 1 + Math.floor(random() * 12),
    totalPrice: Math.round((8 + stars * 12 + random() * 60) * 1_000_000),
    popularity: Math.floor(random() * 5_000),
  };
});

/** Every filter set, leaving a list worth sorting: price, stars, kinds, boards, an amenity, districts, score, free cancellation. */
const EVERY_FILTER: HotelFilters = {
  price: { min: 20_000_000, max: 110_000_000 },
  stars: [3, 4, 5],
  kinds: ['hotel', 'boutique', 'hotel-apartment'],
  boards: ['room-only', 'breakfast', 'half-board'],
  amenities: ['wifi'],
  districts: DISTRICTS.slice(0, 7),
  minGuestScore: 6,
  freeCancellationOnly: true,
  availableOnly: true,
};
const NO_FILTER: HotelFilters = { ...EVERY_FILTER, price: null, stars: [], kinds: [], boards: [], amenities: [], districts: [], minGuestScore: null, freeCancellationOnly: false, availableOnly: false };

function bench(title: string, filters: HotelFilters, sort: HotelSort): number {
  const run = () => {
    const shown = visibleHotels(hotels, filters, sort);
    hotelFacetCounts(hotels, filters);
    return shown.length;
  };
  for (let i = 0; i < WARM_UP_RUNS; i++) run();
  const times: number[] = [];
  let shown = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    shown = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(`${title} (${COUNT} hotels in, ${shown} out): median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms over ${RUNS} runs`);
  return at(0.5);
}

const worst = Math.max(
  bench('every filter + sort by score + facet counts', EVERY_FILTER, HotelSort.GuestScore),
  bench('no filter + sort by price + facet counts', NO_FILTER, HotelSort.Cheapest),
);
console.log(`target median ≤ ${TARGET_MEDIAN_MS} ms: ${worst <= TARGET_MEDIAN_MS ? 'ok' : 'MISSED'}`);
if (worst > TARGET_MEDIAN_MS) process.exitCode = 1;
