import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NormalizedSearch } from '../../../src/contract';
import type { Db } from '../../db';
import { searchRequests } from '../../db/schema';
import { Lru } from '../../inventory/lru';

/** Our namespace for name-based (v5) UUIDs of searches. */
const NAMESPACE = Buffer.from('8c0d5a3e6f7b4e21a9d04b1c2e3f5a6b', 'hex');

/** RFC 4122 version 5: the same name always gives the same id, so clients can validate it as a UUID. */
export function uuidV5(name: string): string {
  const h = createHash('sha1').update(NAMESPACE).update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Leg = 'all' | 'returning';

export interface StoredRequest {
  requestId: string;
  search: NormalizedSearch;
  leg: Leg;
}

/**
 * The search in a fixed key order, so its id does not depend on who built the object (JSONB
 * reorders keys when it is stored).
 */
export function canonicalSearch(s: NormalizedSearch): string {
  return JSON.stringify({
    adults: s.adults, children: s.children, infants: s.infants, cabinType: s.cabinType, flightType: s.flightType, productType: s.productType,
    segments: s.segments.map((g) => ({ origin: g.origin, originType: g.originType, destination: g.destination, destinationType: g.destinationType, departureDate: g.departureDate })),
  });
}

/** Ids of a search: the whole trip, and the returning list of a round trip. */
export function requestIds(canonical: string, search: NormalizedSearch): { requestId: string; returningRequestId: string | null } {
  return { requestId: uuidV5(canonical), returningRequestId: search.flightType === 2 ? uuidV5(`returning:${canonical}`) : null };
}

/**
 * Searches are rows, keyed by a hash of the search itself: storing one is an idempotent insert,
 * done once per process per id (the memo only skips writes that are already in the database).
 */
export class SearchRequests {
  private readonly stored = new Lru<string, true>(100_000);

  constructor(private readonly db: Db) {}

  async store(rows: StoredRequest[]): Promise<void> {
    const fresh = rows.filter((r) => !this.stored.has(r.requestId));
    if (fresh.length === 0) return;
    await this.db.insert(searchRequests).values(fresh).onConflictDoNothing();
    for (const r of fresh) this.stored.set(r.requestId, true);
  }

  async load(requestId: string): Promise<StoredRequest | undefined> {
    const [row] = await this.db.select().from(searchRequests).where(eq(searchRequests.requestId, requestId));
    return row ? { requestId: row.requestId, search: row.search as NormalizedSearch, leg: row.leg as Leg } : undefined;
  }
}
