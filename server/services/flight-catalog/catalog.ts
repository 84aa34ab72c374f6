import type { AvailableRequest, AvailableResponse, NormalizedSearch, Proposal } from '../../../src/contract';
import { Precompressed } from '../../http/compression';
import { badField } from '../../http/envelope';
import { Lru } from '../../inventory/lru';
import type { FlightSupplier } from '../../inventory/supplier';
import type { ServerContext } from '../../context';
import { tehranToday } from '../../time/calendar';
import { combineProposals, listProposals, segmentOffers } from './proposals';
import { canonicalSearch, requestIds, SearchRequests, type StoredRequest } from './requests';
import { SeatsTaken } from './seats-taken';
import { normalizeSearch, resolvePlace, airportsFor, type ResolvedSearch, type ResolvedSegment } from './search';

export interface SearchResult {
  response: AvailableResponse;
  /** The response envelope, serialized (and compressed per encoding) once and reused while the day lasts. */
  body: Precompressed;
  /** Every supplier offer the proposals are made of (their seats are counted in seat_inventory). */
  offerKeys?: string[];
  /** The answer less the seats taken here, for the snapshot it was made from (reused while that lasts). */
  withSales?: { seats: Map<string, number>; result: SearchResult };
}

/**
 * The results cache's key: the day and every field of a normalized search (codes, enums and ISO
 * dates, none holding a separator). Built for every search, so plain joins rather than JSON.
 */
function resultKey(today: string, s: NormalizedSearch): string {
  let key = `${today}|${s.adults}|${s.children}|${s.infants}|${s.cabinType}|${s.flightType}|${s.productType}`;
  for (const g of s.segments) key += `|${g.origin}:${g.originType}>${g.destination}:${g.destinationType}@${g.departureDate}`;
  return key;
}

const envelope = (response: AvailableResponse) => new Precompressed(Buffer.from(JSON.stringify({ data: response, meta: {} })));

/** Searching, and finding a search's proposals again later. */
export class Catalog {
  readonly requests: SearchRequests;
  private readonly results = new Lru<string, SearchResult>(1000);
  private readonly taken: SeatsTaken;

  constructor(private readonly ctx: ServerContext, readonly supplier: FlightSupplier) {
    this.requests = new SearchRequests(ctx.db);
    this.taken = new SeatsTaken(ctx.db);
  }

  today(): string {
    return tehranToday(this.ctx.now());
  }

  /** POST Available: validate, answer from the day's cache or the supplier, store the request. */
  async available(body: AvailableRequest): Promise<SearchResult> {
    const today = this.today();
    const resolved = normalizeSearch(this.ctx.ref, body, today);
    const key = resultKey(today, resolved.search);
    let result = this.results.get(key);
    if (!result) {
      result = await this.search(resolved, today);
      this.results.set(key, result);
    }
    const { requestId, returningRequestId, search } = result.response;
    const stored: StoredRequest[] = [{ requestId, search, leg: 'all' }];
    if (returningRequestId) stored.push({ requestId: returningRequestId, search, leg: 'returning' });
    await this.requests.store(stored);
    return this.withOurSales(result, today);
  }

  /**
   * The supplier's seats less what travellers here hold or bought: a flight we sold out is shown
   * sold out in the list, not found out only when the order is placed. Read from a snapshot at
   * most a second old (seats-taken.ts); the cached body is reused while nothing on it was taken.
   */
  private async withOurSales(result: SearchResult, today: string): Promise<SearchResult> {
    result.offerKeys ??= [...new Set(result.response.proposals.flatMap((p) => p.ProposalId.split('_')))];
    if (result.offerKeys.length === 0) return result;
    const left = await this.taken.left(today);
    if (left.size === 0 || !result.offerKeys.some((k) => left.has(k))) return result;
    // Built once per snapshot: a route with a seat held is searched as often as any other.
    if (result.withSales?.seats === left) return result.withSales.result;
    const proposals = result.response.proposals.map((p) => {
      const seats = Math.min(p.Seat, ...p.ProposalId.split('_').map((k) => left.get(k) ?? Infinity));
      return seats < p.Seat ? { ...p, Seat: Math.max(0, seats) } : p;
    });
    const response = { ...result.response, proposals };
    const withSales = { response, body: envelope(response) };
    result.withSales = { seats: left, result: withSales };
    return withSales;
  }

  private async search(resolved: ResolvedSearch, today: string): Promise<SearchResult> {
    const { search, segments } = resolved;
    const { requestId, returningRequestId } = requestIds(canonicalSearch(search), search);
    const perSegment = await Promise.all(segments.map((s) => segmentOffers(this.supplier, s, search, today)));
    let proposals: Proposal[];
    if (search.flightType === 3) {
      proposals = combineProposals(this.ctx.ref, perSegment, search, requestId);
    } else {
      proposals = listProposals(this.ctx.ref, perSegment[0] ?? [], search, requestId, false);
      if (returningRequestId) proposals = proposals.concat(listProposals(this.ctx.ref, perSegment[1] ?? [], search, returningRequestId, true));
    }
    const response: AvailableResponse = { requestId, returningRequestId, search, proposals };
    return { response, body: envelope(response) };
  }

  /** A stored search's proposals as of today (the same function Available uses). */
  async proposalsOf(stored: StoredRequest): Promise<Proposal[]> {
    const today = this.today();
    const segments = this.resolveStored(stored.search);
    const key = resultKey(today, stored.search);
    const cached = this.results.get(key) ?? await this.search({ search: stored.search, segments }, today);
    this.results.set(key, cached);
    return cached.response.proposals;
  }

  /**
   * A valid search's proposals as a traveller would see them now: the day's answer less the seats
   * taken here. For the fare-watch job and its grid: an answer it had to make is not kept, so
   * thousands of watched routes do not push travellers' searches out of the cache.
   */
  async currentProposals(search: NormalizedSearch): Promise<Proposal[]> {
    const today = this.today();
    const result = this.results.get(resultKey(today, search)) ?? await this.search({ search, segments: this.resolveStored(search) }, today);
    return (await this.withOurSales(result, today)).response.proposals;
  }

  /** A stored search is already valid; only its places are looked up again. */
  private resolveStored(search: NormalizedSearch): ResolvedSegment[] {
    return search.segments.map((s) => {
      const origin = resolvePlace(this.ctx.ref, s.origin, s.originType);
      const destination = resolvePlace(this.ctx.ref, s.destination, s.destinationType);
      if (!origin || !destination) throw badField('requestId', 'این جست‌وجو دیگر معتبر نیست؛ دوباره جست‌وجو کنید.');
      const domestic = origin.country === 'IR' && destination.country === 'IR';
      return { origins: airportsFor(origin, domestic), destinations: airportsFor(destination, domestic), date: s.departureDate, domestic };
    });
  }

  async loadRequest(requestId: string): Promise<StoredRequest> {
    const stored = await this.requests.load(requestId.toLowerCase());
    if (!stored) throw badField('requestId', 'این جست‌وجو پیدا نشد؛ دوباره جست‌وجو کنید.');
    return stored;
  }
}
