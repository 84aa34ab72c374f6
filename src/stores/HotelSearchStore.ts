import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../api';
import type { HotelDetailResponse, HotelPageSeed, HotelSearchRequest, HotelSearchResponse, HotelSearchResult } from '../contract';
import { FETCH_STATE_MIN_DELAY_MS, tehranToday } from '../domain';
import {
  DEFAULT_HOTEL_FILTERS, DEFAULT_HOTEL_SORT, hotelFacetCounts, hotelPriceBounds, parseStayUrl, staySearchKey, visibleHotels,
  type HotelFacetCounts, type HotelFilters, type HotelSort, type StaySearch,
} from '../domain/hotels';
import type { RootStore } from './RootStore';

export type HotelSearchStatus = 'idle' | 'searching' | 'ready' | 'error';

const FAILED = 'جستجوی هتل انجام نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
const SERVER_FAILED = 'سامانه هتل پاسخ نداد. چند لحظه دیگر دوباره تلاش کنید.';
const HOTEL_FAILED = 'اطلاعات این هتل دریافت نشد. دوباره تلاش کنید.';

/** A Persian sentence for a failed call: the server's own field messages when it gave some. */
export function hotelErrorMessage(error: unknown, fallback = FAILED): string {
  if (error instanceof ApiError) {
    const messages = Object.values(error.fieldErrors).map((m) => m[0]).filter((m): m is string => Boolean(m));
    if (messages.length > 0) return [...new Set(messages)].join(' ');
    if (error.status !== null && error.status >= 500) return SERVER_FAILED;
  }
  return fallback;
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError' || error.message === 'canceled');

/** The API request of a stay URL's search: slugs as the URL names them, Gregorian dates. */
export function staySearchRequest(s: StaySearch): HotelSearchRequest {
  return {
    citySlug: s.destination.city,
    ...(s.destination.hotel ? { hotelSlug: s.destination.hotel } : {}),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    rooms: s.rooms.map((r) => ({ adults: r.adults, childAges: [...r.childAges] })),
  };
}

/** One call's state: what it answered, or why it failed and whether a retry may help. */
interface Loaded<T> {
  status: HotelSearchStatus;
  data: T | null;
  error: string | null;
  /** `invalid`: the stay itself is wrong (its URL, or a 400); `failed`: the network or the server. */
  errorKind: 'invalid' | 'failed' | null;
  /** The stay as far as its URL could be read, for the form that mends it. */
  draft: StaySearch | null;
}

const idle = <T>(): Loaded<T> => ({ status: 'idle', data: null, error: null, errorKind: null, draft: null });

/**
 * The hotel search of a stay URL (/hotels/<city>/?…) and the page of one hotel
 * (/hotels/<city>/<hotel>/?…). The URL decides the search, the filters and the sort: the screen
 * hands each location to `show`, and a filter change is a new URL. A newer call aborts an older one.
 */
export class HotelSearchStore {
  /** The stay URL on screen, read. */
  stay: StaySearch | null = null;
  results: Loaded<HotelSearchResponse> = idle();
  resultsKey: string | null = null;
  hotel: Loaded<HotelDetailResponse> = idle();
  hotelKey: string | null = null;
  filters: HotelFilters = DEFAULT_HOTEL_FILTERS;
  sort: HotelSort = DEFAULT_HOTEL_SORT;
  /** SPEC §9: the searching state stays at least this long, so it never flashes. */
  minSearchingMs = FETCH_STATE_MIN_DELAY_MS;

  private tickets = { results: 0, hotel: 0 };
  private controllers: { results: AbortController | null; hotel: AbortController | null } = { results: null, hotel: null };

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'tickets' | 'controllers'>(this, {
      root: false,
      stay: observableRef,
      results: observableRef,
      hotel: observableRef,
      filters: observableRef,
      tickets: false,
      controllers: false,
      minSearchingMs: false,
    }, { autoBind: true });
  }

  get today() {
    return tehranToday(this.root.env.now());
  }

  get hotels(): readonly HotelSearchResult[] {
    return this.results.data?.hotels ?? [];
  }

  /** The hotels on screen: filtered, then sorted. */
  get visible(): HotelSearchResult[] {
    return visibleHotels(this.hotels, this.filters, this.sort);
  }

  get facets(): HotelFacetCounts {
    return hotelFacetCounts(this.hotels, this.filters);
  }

  get priceBounds() {
    return hotelPriceBounds(this.hotels);
  }

  /**
   * The city's districts in the list, those with the most hotels first (ties in the list's order),
   * as the amenities are: where the choice is. (By Persian name, the first render after hydration
   * built an ICU collator, 30 ms of a phone's longest task.)
   */
  get districts(): { value: string; label: string }[] {
    const found = new Map<string, { value: string; label: string; hotels: number }>();
    for (const h of this.hotels) {
      const district = found.get(h.district);
      if (district) district.hotels++;
      else found.set(h.district, { value: h.district, label: h.districtFa, hotels: 1 });
    }
    return [...found.values()].sort((a, b) => b.hotels - a.hotels).map(({ value, label }) => ({ value, label }));
  }

  /** Amenities commonest first over the whole list, for the filter panel. */
  get amenityOrder() {
    const counts = new Map<string, number>();
    for (const h of this.hotels) for (const a of h.amenities) counts.set(a, (counts.get(a) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([a]) => a) as HotelSearchResult['amenities'];
  }

  get soldOutCount(): number {
    let n = 0;
    for (const h of this.hotels) if (h.roomsLeft <= 0) n++;
    return n;
  }

  /**
   * Reads a stay URL: its filters and sort at once, and a search (or a hotel page) when the stay
   * itself changed. Call it with every location of a hotel page.
   */
  show(pathname: string, search: string): void {
    const reading = parseStayUrl(pathname, search, this.today);
    const stay = reading.ok ? reading.value : reading.draft ?? null;
    this.stay = stay;
    if (stay) {
      this.filters = stay.filters;
      this.sort = stay.sort;
    }
    const key = stay ? staySearchKey(stay) : `${pathname}?${search}`;
    const onePage = stay?.destination.hotel != null;
    if (!reading.ok) {
      const failed: Loaded<never> = {
        status: 'error', data: null, error: [...new Set(reading.errors.map((e) => e.message))].join(' '), errorKind: 'invalid', draft: stay,
      };
      if (onePage) {
        this.hotelKey = key;
        this.hotel = failed;
      } else {
        this.resultsKey = key;
        this.results = failed;
      }
      return;
    }
    if (onePage) void this.loadHotel(reading.value, key);
    else void this.loadResults(reading.value, key);
  }

  /**
   * Starts from the answer the server rendered this page with (src/entry-server.tsx, and the
   * browser from the page's seed): the stay of the URL, its view, and its search or hotel already
   * answered, so `show` finds them and calls nothing. Only a valid stay URL and the answer for it.
   */
  seed(url: string, seed: HotelPageSeed): void {
    const parsed = new URL(url, 'http://localhost');
    const reading = parseStayUrl(parsed.pathname, parsed.search, this.today);
    if (!reading.ok) return;
    const stay = reading.value;
    const data = stay.destination.hotel ? seed.hotel : seed.results;
    if (!data) return;
    this.stay = stay;
    this.filters = stay.filters;
    this.sort = stay.sort;
    const key = staySearchKey(stay);
    if (stay.destination.hotel && seed.hotel) {
      this.hotelKey = key;
      this.hotel = { ...idle(), status: 'ready', data: seed.hotel };
    } else if (!stay.destination.hotel && seed.results) {
      this.resultsKey = key;
      this.results = { ...idle(), status: 'ready', data: seed.results };
    }
  }

  /**
   * Shows another view at once, before its URL arrives (the screen navigates to it right after),
   * so a ticked box stays ticked; `show` then reads the same view from the URL.
   */
  setView(filters: HotelFilters, sort: HotelSort): void {
    this.filters = filters;
    this.sort = sort;
  }

  /** The same call again (the error state's retry). */
  retry(): void {
    const stay = this.stay;
    if (!stay) return;
    if (stay.destination.hotel) void this.loadHotel(stay, staySearchKey(stay), true);
    else void this.loadResults(stay, staySearchKey(stay), true);
  }

  private async holdSearching(started: number) {
    const left = this.minSearchingMs - (this.root.env.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }

  private async loadResults(stay: StaySearch, key: string, force = false): Promise<void> {
    if (!force && key === this.resultsKey && this.results.status !== 'error') return;
    const response = await this.call('results', key, () => this.root.api.hotelCatalog.search(staySearchRequest(stay), { signal: this.controllers.results!.signal }), FAILED);
    if (response) runInAction(() => (this.results = response));
  }

  private async loadHotel(stay: StaySearch, key: string, force = false): Promise<void> {
    if (!force && key === this.hotelKey && this.hotel.status !== 'error') return;
    const response = await this.call('hotel', key, () => this.root.api.hotelCatalog.hotel(staySearchRequest(stay), { signal: this.controllers.hotel!.signal }), HOTEL_FAILED);
    if (response) runInAction(() => (this.hotel = response));
  }

  /** Runs one call of a kind (a newer one wins); undefined when a newer call took over. */
  private async call<T>(kind: 'results' | 'hotel', key: string, run: () => Promise<T>, fallback: string): Promise<Loaded<T> | undefined> {
    this.controllers[kind]?.abort();
    const ticket = ++this.tickets[kind];
    this.controllers[kind] = new AbortController();
    if (kind === 'results') {
      this.resultsKey = key;
      this.results = { ...idle(), status: 'searching' };
    } else {
      this.hotelKey = key;
      this.hotel = { ...idle(), status: 'searching' };
    }
    const started = this.root.env.now();
    let answer: Loaded<T>;
    try {
      const data = await run();
      answer = { ...idle<T>(), status: 'ready', data };
    } catch (error) {
      if (ticket !== this.tickets[kind] || isAbort(error)) return undefined;
      answer = {
        ...idle<T>(),
        status: 'error',
        error: hotelErrorMessage(error, fallback),
        errorKind: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed',
        draft: this.stay,
      };
    }
    await this.holdSearching(started);
    return ticket === this.tickets[kind] ? answer : undefined;
  }
}
