/**
 * The real server (real catalog, proposal mapping and JSON answer) with a supplier that widens the
 * reference inventory to at least BENCH_PROPOSALS offers per search: each reference offer is copied
 * with its times moved by a few minutes, its fares raised a little and its own key, so the list is
 * as varied as 2,000 real proposals would be. Used by scripts/bench-results-scroll.mjs.
 *
 *   PORT=8103 STATIC_DIR=/tmp/dist BENCH_PROPOSALS=2000 npx tsx scripts/bench-results-server.ts
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { openDatabase } from '../server/db';
import { ReferenceSupplier } from '../server/inventory/reference-supplier';
import type { FlightSupplier, Offer, OfferQuery, SegmentFlight } from '../server/inventory/supplier';
import { loadReference } from '../server/reference';

/** An ISO local time with offset, moved by `minutes`, keeping its offset. */
function shiftLocal(iso: string, minutes: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(.*)$/.exec(iso);
  if (!m) return iso;
  const t = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]! + minutes, +(m[6] ?? 0)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}${m[7]}`;
}

function shiftFlight(f: SegmentFlight, minutes: number, copy: number): SegmentFlight {
  return {
    ...f,
    flightNumber: `${f.flightNumber}${String.fromCharCode(65 + (copy % 26))}`,
    departureTime: shiftLocal(f.departureTime, minutes),
    arrivalTime: shiftLocal(f.arrivalTime, minutes),
    departureUtcMs: f.departureUtcMs + minutes * 60_000,
    arrivalUtcMs: f.arrivalUtcMs + minutes * 60_000,
  };
}

export class WideSupplier implements FlightSupplier {
  constructor(private readonly base: FlightSupplier, private readonly target: number) {}

  async offers(query: OfferQuery): Promise<Offer[]> {
    const offers = await this.base.offers(query);
    if (offers.length === 0) return offers;
    const copies = Math.ceil(this.target / offers.length);
    const out: Offer[] = [];
    for (let copy = 0; copy < copies; copy++) {
      // Up to ±2 h around the original time, so departures stay on the same day mostly.
      const minutes = ((copy * 7) % 240) - 120;
      for (const offer of offers) {
        if (copy === 0) {
          out.push(offer);
          continue;
        }
        const raise = copy * 10_000;
        out.push({
          ...offer,
          key: `${offer.key}~w${copy}`,
          flights: offer.flights.map((f) => shiftFlight(f, minutes, copy)),
          adult: { ...offer.adult, baseFare: offer.adult.baseFare + raise },
          child: { ...offer.child, baseFare: offer.child.baseFare + raise },
          sort: offer.sort + copy,
        });
      }
    }
    return out;
  }
}

const port = Number(process.env.PORT ?? 8103);
const target = Number(process.env.BENCH_PROPOSALS ?? 2000);
const dataDir = process.env.DATA_DIR || (await mkdtemp(path.join(tmpdir(), 'bench-results-')));
const database = await openDatabase({ dataDir });
const ref = await loadReference(database.db);
const app = await buildServer({
  database,
  staticDir: path.resolve(process.env.STATIC_DIR || 'dist'),
  supplier: new WideSupplier(new ReferenceSupplier(ref), target),
  sweepIntervalMs: 60_000,
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`bench server with ≥${target} proposals per search at http://127.0.0.1:${port}/`);

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
