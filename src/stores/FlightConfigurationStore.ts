import { makeAutoObservable, observableRef } from 'mobx';
import {
  parseSearchUrl, ProductType, tehranToday, TripType, type IsoDate, type SearchRequest, type SearchUrlReading,
} from '../domain';
import type { RootStore } from './RootStore';

/** SPEC §3 "Flight configuration": the search being shown and where its results came from. */
export class FlightConfigurationStore {
  productType: ProductType = ProductType.DomesticFlight;
  flightType: TripType = TripType.OneWay;
  origin: string | null = null;
  destination: string | null = null;
  /** Departure dates, one per segment (round trip: outbound, returning). ISO Gregorian. */
  dates: IsoDate[] = [];
  requestId: string | null = null;
  returningRequestId: string | null = null;
  availableRequest: SearchRequest | null = null;
  availableRequestExtra: Record<string, unknown> | null = null;
  availableStartMs: number | null = null;
  availableEndMs: number | null = null;
  /** In the return-leg step of a round trip. */
  isReturning = false;
  routeFullPath = '';

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false, availableRequest: observableRef, availableRequestExtra: observableRef }, { autoBind: true });
  }

  get isDomesticFlight(): boolean {
    return this.productType === ProductType.DomesticFlight;
  }

  /**
   * Reads a search URL (SPEC §2). On success the store holds it, with trip type and product type
   * derived as SPEC §4 says; on failure nothing changes and the Persian errors come back.
   */
  applySearchUrl(url: string): SearchUrlReading {
    const parsed = parseSearchUrl(url, { today: tehranToday(this.root.env.now()) });
    if (parsed.ok) this.applySearch(parsed.value, url);
    return parsed;
  }

  applySearch(request: SearchRequest, routeFullPath: string) {
    const first = request.segments[0];
    this.productType = request.productType;
    this.flightType = request.flightType;
    this.origin = first?.origin ?? null;
    this.destination = first?.destination ?? null;
    this.dates = request.segments.map((s) => s.departureDate);
    this.availableRequest = request;
    this.routeFullPath = routeFullPath;
    this.isReturning = false;
  }

  setRequestIds(requestId: string | null, returningRequestId: string | null = null) {
    this.requestId = requestId;
    this.returningRequestId = returningRequestId;
  }

  setAvailableRequestExtra(extra: Record<string, unknown> | null) {
    this.availableRequestExtra = extra;
  }

  markAvailableStart(ms = this.root.env.now()) {
    this.availableStartMs = ms;
    this.availableEndMs = null;
  }

  markAvailableEnd(ms = this.root.env.now()) {
    this.availableEndMs = ms;
  }

  setReturning(isReturning: boolean) {
    this.isReturning = isReturning;
  }

  /** SPEC §4: back to one-way with no origin, destination, dates or request ids. */
  clear() {
    this.flightType = TripType.OneWay;
    this.origin = null;
    this.destination = null;
    this.dates = [];
    this.requestId = null;
    this.returningRequestId = null;
  }
}
