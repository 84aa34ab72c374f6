/**
 * Benchmark of the results list: 10,000 deterministic, realistic proposals through every filter
 * and a sort (`npm run bench`). Target: median ≤ 5 ms on a 2-core machine.
 */
import { performance } from 'node:perf_hooks';
import { SortOption } from '../src/domain/enums';
import type { FlightGroupLike, ProposalLike } from '../src/domain/proposal';
import type { ProposalFilters } from '../src/domain/proposal-filters';
import { visibleProposals } from '../src/domain/proposal-list';

const COUNT = 10_000;
const WARM_UP_RUNS = 30;
const RUNS = 200;

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const AIRPORTS: Record<string, string> = {
  THR: 'مهرآباد تهران', IKA: 'امام خمینی', MHD: 'شهید هاشمی‌نژاد مشهد', SYZ: 'شهید دستغیب شیراز',
  IFN: 'شهید بهشتی اصفهان', TBZ: 'شهید مدنی تبریز', AWZ: 'اهواز', KIH: 'کیش', BND: 'بندرعباس',
  RAS: 'سردار جنگل رشت', AZD: 'شهید صدوقی یزد', KSH: 'کرمانشاه', IST: 'استانبول', DXB: 'دبی', EVN: 'ایروان',
};
const AIRLINES: [string, string][] = [
  ['IR', 'ایران‌ایر'], ['W5', 'ماهان'], ['EP', 'آسمان'], ['QB', 'قشم‌ایر'], ['Y9', 'کیش‌ایر'],
  ['ZV', 'زاگرس'], ['IV', 'کاسپین'], ['HH', 'تابان'], ['I3', 'آتا'], ['JI', 'معراج'], ['B9', 'ایران ایرتور'],
];
const CODES = Object.keys(AIRPORTS);

function generate(count: number, seed: number): ProposalLike[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pad = (n: number) => String(n).padStart(2, '0');
  const makeGroup = (): FlightGroupLike => {
    const [code, name] = pick(AIRLINES);
    const legCount = random() < 0.7 ? 1 : random() < 0.8 ? 2 : 3;
    const path = [pick(CODES)];
    while (path.length <= legCount) {
      const next = pick(CODES);
      if (next !== path[path.length - 1]) path.push(next);
    }
    const zone = random() < 0.9 ? '+03:30' : random() < 0.5 ? '+04:30' : 'Z';
    return {
      DepartureTime: `2026-04-${pad(int(1, 7))}T${pad(int(0, 23))}:${pad(int(0, 11) * 5)}:00${zone}`,
      Duration: legCount * int(50, 140) + (legCount - 1) * int(45, 300),
      MarketingAirlineCode: code,
      MarketingAirlineName: name,
      FlightLegs: path.slice(1).map((to, i) => ({
        Origin: path[i]!, OriginFa: AIRPORTS[path[i]!]!, Destination: to, DestinationFa: AIRPORTS[to]!,
      })),
    };
  };
  const proposals: ProposalLike[] = [];
  for (let i = 0; i < count; i++) {
    const groups = random() < 0.85 ? [makeGroup()] : [makeGroup(), makeGroup()];
    const price = int(150, 1_500) * 100_000; // 15M–150M rials
    proposals.push({
      isReturning: random() < 0.4,
      FlightGroups: groups,
      TotalPrice: price,
      Prices: [{ TotalPrice: price }],
      Seat: random() < 0.15 ? 0 : int(1, 9),
      Sort: int(0, 50),
      IsCharter: random() < 0.4,
      TotalDurationMinutes: groups.reduce((sum, g) => sum + g.Duration, 0),
    });
  }
  return proposals;
}

const proposals = generate(COUNT, 20_260_321);
const filters: ProposalFilters = {
  time: { from: 5 * 60, to: 21 * 60 },
  airlines: ['IR', 'W5', 'EP', 'QB', 'ZV', 'HH', 'I3'],
  price: { from: 20_000_000, to: 120_000_000 },
  stops: '1',
  type: '2',
  duration: { from: 45, to: 400 },
  airports: ['THR', 'IKA', 'MHD', 'SYZ', 'IFN', 'KIH', 'TBZ', 'IST'],
  tickets: 'allTickets',
};
const run = () => visibleProposals(proposals, filters, SortOption.Earliest, { returning: false });

for (let i = 0; i < WARM_UP_RUNS; i++) run();
const times: number[] = [];
let shown = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  shown = run().length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
console.log(
  `visible proposals (${COUNT} in, ${shown} out): median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms over ${RUNS} runs`,
);
