import type { AvailableRequest, AvailableResponse, NormalizedSearch, Proposal } from '../../../src/contract';
import { badField } from '../../http/envelope';
import { Lru } from '../../inventory/lru';
import type { FlightSupplier } from '../../inventory/supplier';
import type { ServerContext } from '../../context';
import { tehranToday } from '../../time/calendar';
import { combineProposals, listProposals, segmentOffers } from './proposals';
import { canonicalSearch, requestIds, SearchRequests, type StoredRequest } from './requests';
import { normalizeSearch, resolvePlace, airportsFor, type ResolvedSearch, type ResolvedSegment } from './search';

export interface SearchResult {
  response: AvailableResponse;
  /** The response envelope, serialized and encoded once and reused while the day lasts. */
  body: Buffer;
}

/** Searching, and finding a search's proposals again later. */
export class Catalog {
  readonly requests: SearchRequests;
  private readonly results = new Lru<string, SearchResult>(1000);

  constructor(private readonly ctx: ServerContext, readonly supplier: FlightSupplier) {
    this.requests = new SearchRequests(ctx.db);
  }

  today(): string {
    return tehranToday(this.ctx.now());
  }

  /** POST Available: validate, answer from the day's cache or the supplier, store the request. */
  async available(body: AvailableRequest): Promise<SearchResult> {
    const today = this.today();
    const resolved = normalizeSearch(this.ctx.ref, body, today);
    const canonical = canonicalSearch(resolved.search);
    const key = `${today}|${canonical}`;
    let result = this.results.get(key);
    if (!result) {
      result = await this.search(resolved, canonical, today);
      this.results.set(key, result);
    }
    const { requestId, returningRequestId, search } = result.response;
    const rows: StoredRequest[] = [{ requestId, search, leg: 'all' }];
    if (returningRequestId) rows.push({ requestId: returningRequestId, search, leg: 'returning' });
    await this.requests.store(rows);
    return result;
  }

  private async search(resolved: ResolvedSearch, canonical: string, today: string): Promise<SearchResult> {
    const { search, segments } = resolved;
    const { requestId, returningRequestId } = requestIds(canonical, search);
    const perSegment = await Promise.all(segments.map((s) => segmentOffers(this.supplier, s, search, today)));
    let proposals: Proposal[];
    if (search.flightType === 3) {
      proposals = combineProposals(this.ctx.ref, perSegment, search, requestId);
    } else {
      proposals = listProposals(this.ctx.ref, perSegment[0] ?? [], search, requestId, false);
      if (returningRequestId) proposals = proposals.concat(listProposals(this.ctx.ref, perSegment[1] ?? [], search, returningRequestId, true));
    }
    const response: AvailableResponse = { requestId, returningRequestId, search, proposals };
    return { response, body: Buffer.from(JSON.stringify({ data: response, meta: {} })) };
  }

  /** A stored search's proposals as of today (the same function Available uses). */
  async proposalsOf(stored: StoredRequest): Promise<Proposal[]> {
    const today = this.today();
    const segments = this.resolveStored(stored.search);
    const canonical = canonicalSearch(stored.search);
    const key = `${today}|${canonical}`;
    const cached = this.results.get(key) ?? await this.search({ search: stored.search, segments }, canonical, today);
    this.results.set(key, cached);
    return cached.response.proposals;
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
