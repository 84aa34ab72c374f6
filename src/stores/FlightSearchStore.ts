import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../api';
import type { AvailableResponse, CalendarDay, FlightDetailResponse, FlightPageSeed, Proposal } from '../contract';
import {
  addDays, availableCallOf, dateStripRange, DEFAULT_FILTERS, LOCATION_CODE_TYPE_WIRE, FETCH_STATE_MIN_DELAY_MS, readOutboundId, readResultsView,
  searchKeyOf, tehranToday, TripType, type AvailableCall, type IsoDate, type SearchRequest, type SearchSegment,
} from '../domain';
import type { RootStore } from './RootStore';

export type SearchStatus = 'idle' | 'searching' | 'ready' | 'error';
export type ChoiceOutcome = 'returning-step' | 'done';

const FAILED = 'جستجوی پرواز انجام نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
const SERVER_FAILED = 'سامانه جستجو پاسخ نداد. چند لحظه دیگر دوباره تلاش کنید.';
const DETAIL_FAILED = 'جزئیات این پرواز دریافت نشد. دوباره تلاش کنید.';

/** Messages as one text, each once (both legs of a round trip may have the same problem). */
const sentences = (messages: readonly string[]) => [...new Set(messages)].join(' ');

/** A Persian sentence for a failed call: the server's own field messages when it gave some. */
export function searchErrorMessage(error: unknown, fallback = FAILED): string {
  if (error instanceof ApiError) {
    const messages = Object.values(error.fieldErrors).map((m) => m[0]).filter((m): m is string => Boolean(m));
    if (messages.length > 0) return sentences(messages);
    if (error.status !== null && error.status >= 500) return SERVER_FAILED;
  }
  return fallback;
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError' || error.message === 'canceled');

export interface DetailEntry {
  status: 'loading' | 'ready' | 'error';
  detail: FlightDetailResponse | null;
  error: string | null;
}

type Prices = Readonly<Record<IsoDate, number | null>>;

/**
 * Runs the search of a results URL (Available), hands its proposals to the filters and drives the
 * round trip's two steps (SPEC §4). A newer search aborts an older one and ignores its answer.
 */
export class FlightSearchStore {
  status: SearchStatus = 'idle';
  /** Persian, when status is error. */
  error: string | null = null;
  /**
   * Why it failed: `invalid` when the search itself is wrong (its URL, or the server's 400), which
   * only changing it mends; `failed` when the network or the server failed, which a retry may mend.
   */
  errorKind: 'invalid' | 'failed' | null = null;
  /** A wrong URL's search as far as it could be read (parseSearchUrl's draft), for the form that mends it. */
  draft: SearchRequest | null = null;
  response: AvailableResponse | null = null;
  /** Identifies the search on screen (path and search parameters, not the view). */
  searchKey: string | null = null;
  /** Calendar prices per route ("THR-MHD"), merged as days arrive. */
  prices: Readonly<Record<string, Prices>> = {};
  details: Readonly<Record<string, DetailEntry>> = {};
  /** SPEC §9: the searching state stays at least this long, so it never flashes. */
  minSearchingMs = FETCH_STATE_MIN_DELAY_MS;

  private ticket = 0;
  private controller: AbortController | null = null;
  /** The search the page came with from the server (seed), until it is in the traveller's history. */
  private seededCall: AvailableCall | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'ticket' | 'controller' | 'seededCall'>(this, {
      root: false,
      response: observableRef,
      draft: observableRef,
      prices: observableRef,
      details: observableRef,
      ticket: false,
      controller: false,
      seededCall: false,
      minSearchingMs: false,
    }, { autoBind: true });
  }

  /** The proposals on screen, filtered and sorted: outbound, or returning in the return-leg step. */
  get visible(): Proposal[] {
    return this.root.filters.visible as Proposal[];
  }

  /** Proposals of the direction on screen before filters (for "no flights" versus "no match"). */
  get directionCount(): number {
    return this.root.filters.currentDirection.length;
  }

  /** The tickets filter's two counts for the direction on screen. */
  get ticketCounts(): { available: number; all: number } {
    const list = this.root.filters.currentDirection;
    let available = 0;
    for (const p of list) if (p.Seat > 0) available++;
    return { available, all: list.length };
  }

  get isRoundTrip(): boolean {
    return this.root.flightConfiguration.flightType === TripType.RoundTrip;
  }

  get isReturningStep(): boolean {
    return this.root.flightConfiguration.isReturning;
  }

  get chosenOutbound(): Proposal | null {
    return this.root.order.proposal as Proposal | null;
  }

  /** The segment whose day the date strip shows: the returning one in the return-leg step. */
  get currentSegment(): SearchSegment | null {
    const segments = this.root.flightConfiguration.availableRequest?.segments ?? [];
    return segments[this.isReturningStep ? 1 : 0] ?? null;
  }

  /**
   * Shows what a results URL asks for (route, days, filters) before the search runs, without
   * calling the API: the server renders the searching page from it and the browser hydrates that
   * same page, so the route and the date strip are there from the first paint. Only before the
   * first search; a URL that is not a search changes nothing.
   */
  prime(url: string): void {
    if (this.status !== 'idle' || this.searchKey !== null) return;
    const config = this.root.flightConfiguration;
    if (!config.applySearchUrl(url).ok) return;
    this.applyView(new URL(url, 'http://localhost').searchParams);
  }

  /**
   * Searches what a results URL asks for, unless it is the search already on screen (only the
   * view or rqs differ). Filters and sort come from the URL; the outbound step from `outbound`.
   */
  async search(url: string, { force = false } = {}): Promise<void> {
    const parsedUrl = new URL(url, 'http://localhost');
    const key = searchKeyOf(parsedUrl.pathname, parsedUrl.searchParams);
    if (!force && key === this.searchKey && this.status !== 'idle') return;

    this.controller?.abort();
    const ticket = ++this.ticket;
    const controller = new AbortController();
    this.controller = controller;
    this.startOver(key);
    const config = this.root.flightConfiguration;
    const parsed = config.applySearchUrl(url);
    if (!parsed.ok) {
      this.status = 'error';
      this.error = sentences(parsed.errors.map((e) => e.message));
      this.errorKind = 'invalid';
      this.draft = parsed.draft ?? null;
      return;
    }
    this.applyView(parsedUrl.searchParams);
    this.status = 'searching';
    this.error = null;
    this.errorKind = null;
    const started = this.root.env.now();
    config.markAvailableStart(started);

    try {
      const response = await this.root.api.flightCatalog.available(availableCallOf(parsed.value), { signal: controller.signal });
      await this.holdSearching(started);
      if (ticket !== this.ticket) return;
      runInAction(() => this.applyResponse(response, readOutboundId(parsedUrl.searchParams)));
    } catch (error) {
      if (ticket !== this.ticket || isAbort(error)) return;
      await this.holdSearching(started);
      if (ticket !== this.ticket) return;
      runInAction(() => {
        this.status = 'error';
        this.error = searchErrorMessage(error);
        this.errorKind = error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed';
        config.markAvailableEnd();
      });
    }
  }

  /**
   * Starts from the answer the server rendered this results page with (src/entry-server.tsx, and
   * the browser from the page's seed): the search of the URL, its view and its proposals, so the
   * first render is the server's and `search` finds the search on screen and calls nothing. Only
   * before the first search, and only for a URL that is a valid search.
   */
  seed(url: string, seed: FlightPageSeed): void {
    if (this.searchKey !== null) return;
    const parsedUrl = new URL(url, 'http://localhost');
    const config = this.root.flightConfiguration;
    const parsed = config.applySearchUrl(url);
    if (!parsed.ok) return;
    this.startOver(searchKeyOf(parsedUrl.pathname, parsedUrl.searchParams));
    this.applyView(parsedUrl.searchParams);
    this.seededCall = availableCallOf(parsed.value);
    config.markAvailableStart();
    this.applyResponse(seed.results, readOutboundId(parsedUrl.searchParams));
    const first = parsed.value.segments[0];
    if (first) this.mergePrices(`${first.origin}-${first.destination}`, seed.stripPrices);
    if (seed.insight) this.root.fareWatch.seedInsight(seed.results.requestId, seed.insight);
  }

  /**
   * A signed-in traveller's searches go into their history as Available answers them (SPEC); a
   * page that came with its answer (seed) asks once more for that, after it is on screen, and
   * keeps the answer it shows. Anonymous travellers have no history: nothing is asked.
   */
  async recordSeededSearch(): Promise<void> {
    const call = this.seededCall;
    this.seededCall = null;
    if (!call || !this.root.auth.loggedIn) return;
    try {
      await this.root.api.flightCatalog.available(call);
    } catch {
      // The history misses this one search; the page has its answer.
    }
  }

  /** SPEC §4: a new search clears the proposals, their filters and the saved copy. */
  private startOver(key: string) {
    this.searchKey = key;
    this.response = null;
    this.details = {};
    this.draft = null;
    this.seededCall = null;
    this.root.flightConfiguration.setRequestIds(null, null);
    this.root.filters.clearProposals();
    this.root.order.clearAddPassenger();
  }

  /** The filters and sort a results URL asks for. */
  private applyView(params: URLSearchParams) {
    const view = readResultsView(params);
    this.root.filters.setFilters(view.filters);
    this.root.filters.setSort(view.sort);
  }

  /** Searches the same URL again (the error state's retry). */
  retry(url: string) {
    return this.search(url, { force: true });
  }

  private async holdSearching(started: number) {
    const left = this.minSearchingMs - (this.root.env.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }

  private applyResponse(response: AvailableResponse, outboundId: string | null) {
    const config = this.root.flightConfiguration;
    config.setRequestIds(response.requestId, response.returningRequestId);
    config.markAvailableEnd();
    this.response = response;
    this.root.filters.setProposals(response.proposals);
    this.status = 'ready';
    // A reloaded or shared return-leg step: its URL's filters belong to the returning list.
    const outbound = outboundId ? this.findOutbound(outboundId) : null;
    if (outbound && this.isRoundTrip) {
      const { filters } = this.root.filters;
      this.root.filters.resetFilters();
      this.root.filters.saveFilters();
      this.root.filters.setFilters(filters);
      this.root.order.chooseProposal(outbound);
      config.setReturning(true);
    }
  }

  findOutbound(proposalId: string): Proposal | null {
    return this.response?.proposals.find((p) => !p.isReturning && p.ProposalId === proposalId) ?? null;
  }

  /**
   * Chooses a flight. On a round trip's outbound step it stores the outbound, saves its filters
   * and shows the returning list with fresh filters; otherwise the choice is complete.
   */
  choose(proposal: Proposal): ChoiceOutcome {
    const detail = this.details[proposal.ProposalId]?.detail ?? null;
    this.root.order.chooseProposal(proposal, detail);
    if (proposal.isReturning || !this.isRoundTrip) return 'done';
    this.root.filters.saveFilters();
    this.root.filters.resetFilters();
    this.root.flightConfiguration.setReturning(true);
    return 'returning-step';
  }

  /** Back from the return-leg step: the outbound list with its filters as they were. */
  backToOutbound() {
    if (!this.isReturningStep) return;
    this.root.flightConfiguration.setReturning(false);
    if (!this.root.filters.restoreFilters()) this.root.filters.setFilters(DEFAULT_FILTERS);
    this.root.order.clearAddPassenger();
  }

  /** FlightDetail (anonymous) for the details drawer, once per proposal. */
  async loadDetail(proposal: Proposal): Promise<void> {
    const id = proposal.ProposalId;
    const known = this.details[id];
    if (known && known.status !== 'error') return;
    this.details = { ...this.details, [id]: { status: 'loading', detail: null, error: null } };
    const ticket = this.ticket;
    let entry: DetailEntry;
    try {
      const detail = await this.root.api.flightCatalog.flightDetail({ requestId: proposal.RequestId, proposalId: id });
      entry = { status: 'ready', detail, error: null };
    } catch (error) {
      entry = { status: 'error', detail: null, error: searchErrorMessage(error, DETAIL_FAILED) };
    }
    if (ticket !== this.ticket) return;
    runInAction(() => {
      this.details = { ...this.details, [id]: entry };
    });
  }

  /** Cheapest one-adult price per day of a route (the date strip and the calendar); merged into `prices`. */
  async loadCalendarPrices(segment: SearchSegment, from: IsoDate, to: IsoDate): Promise<CalendarDay[]> {
    const today = tehranToday(this.root.env.now());
    const start = from < today ? today : from;
    if (to < start) return [];
    const route = `${segment.origin}-${segment.destination}`;
    try {
      const days = await this.root.api.flightCatalog.calendarPrices({
        origin: segment.origin,
        originType: LOCATION_CODE_TYPE_WIRE[segment.originType],
        destination: segment.destination,
        destinationType: LOCATION_CODE_TYPE_WIRE[segment.destinationType],
        fromDate: start,
        toDate: to,
        ...(this.root.flightConfiguration.availableRequest ? { cabinType: this.root.flightConfiguration.availableRequest.cabinType } : {}),
      });
      this.mergePrices(route, days);
      return days;
    } catch {
      // Prices are a help, not the page: the strip shows "—" for unknown days.
      return [];
    }
  }

  private mergePrices(route: string, days: readonly CalendarDay[]) {
    const merged: Record<IsoDate, number | null> = { ...this.prices[route] };
    for (const day of days) merged[day.date] = day.price;
    this.prices = { ...this.prices, [route]: merged };
  }

  /** The date strip's ±span days around the segment on screen, unless they are all known (a seeded page's). */
  loadStripPrices() {
    const segment = this.currentSegment;
    if (!segment) return Promise.resolve([]);
    const { from, to } = dateStripRange(segment.departureDate, tehranToday(this.root.env.now()));
    const known = this.pricesOf(segment);
    let missing = false;
    for (let day = from; day <= to && !missing; day = addDays(day, 1)) missing = !(day in known);
    if (!missing) return Promise.resolve([]);
    return this.loadCalendarPrices(segment, from, to);
  }


  pricesOf(segment: SearchSegment | null): Prices {
    return segment ? this.prices[`${segment.origin}-${segment.destination}`] ?? {} : {};
  }
}
