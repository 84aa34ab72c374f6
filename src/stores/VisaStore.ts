import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import { ApiError } from '../api';
import type { VisaBasePrice, VisaDestination, VisaEnums, VisaPassengerInput, VisaSpeed, VisaTotalPrice } from '../contract';
import type { IsoDate } from '../domain/calendar-days';
import type { RootStore } from './RootStore';

/** What the traveller chose on the destination and type steps, carried to the passenger step. */
export interface VisaChoice {
  /** The destination's slug, as in /visa/{destination}/: uae, italy, thiland… */
  destination: string;
  /** The visa type's code: AE-T30. */
  visaType: string;
  speed: VisaSpeed;
  passengerCount: number;
  /** ISO; null until chosen. */
  travelDate: IsoDate | null;
}

export type VisaLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

const CATALOG_ERROR = 'فهرست روادیدها دریافت نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
const QUOTE_ERROR = 'قیمت این درخواست محاسبه نشد. دوباره تلاش کنید.';

/** The server's first Persian message for a 400, else the fallback. */
export function visaErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
    if (first) return first;
  }
  return fallback;
}

/**
 * SPEC §3 "Visa": the visa request being built (requestVisa), its passengers and the order it
 * became; plus the seeded catalogue (destinations, types, prices) and the live total price.
 */
export class VisaStore {
  requestVisa: VisaChoice | null = null;
  requestVisaPassenger: VisaPassengerInput | null = null;
  visaPassengers: VisaPassengerInput[] = [];
  visaOrderId: string | null = null;

  enums: VisaEnums | null = null;
  basePrices: VisaBasePrice[] = [];
  catalogStatus: VisaLoadStatus = 'idle';
  catalogError: string | null = null;

  quote: VisaTotalPrice | null = null;
  quoteStatus: VisaLoadStatus = 'idle';
  quoteError: string | null = null;

  private catalogLoad: Promise<void> | null = null;
  private quoteSeq = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable<VisaStore, 'catalogLoad' | 'quoteSeq'>(this, {
      root: false,
      requestVisa: observableRef,
      requestVisaPassenger: observableRef,
      visaPassengers: observableShallow,
      enums: observableRef,
      basePrices: observableRef,
      quote: observableRef,
      catalogLoad: false,
      quoteSeq: false,
    }, { autoBind: true });
  }

  get destinations(): VisaDestination[] {
    return this.enums?.destinations ?? [];
  }

  destinationBySlug(slug: string | undefined): VisaDestination | undefined {
    const key = slug?.trim().toLowerCase();
    return this.destinations.find((d) => d.slug === key || d.code.toLowerCase() === key);
  }

  /** Per-passenger price of a visa type at a speed, rials. */
  priceOf(visaType: string, speed: VisaSpeed = 'Normal'): number | undefined {
    return this.basePrices.find((p) => p.visaType === visaType)?.prices[speed];
  }

  speedTitle(speed: VisaSpeed): string {
    return this.enums?.speeds.find((s) => s.code === speed)?.titleFa ?? speed;
  }

  documentTitle(code: string): string {
    return this.enums?.documents.find((d) => d.code === code)?.titleFa ?? code;
  }

  /** GetVisaEnums and GetBasePrices once; concurrent callers share the request. A failure may be retried. */
  loadCatalog(): Promise<void> {
    if (this.catalogStatus === 'ready') return Promise.resolve();
    this.catalogLoad ??= this.fetchCatalog();
    return this.catalogLoad;
  }

  private async fetchCatalog() {
    this.catalogStatus = 'loading';
    this.catalogError = null;
    try {
      const [enums, prices] = await Promise.all([this.root.api.visa.getVisaEnums(), this.root.api.visa.getBasePrices()]);
      runInAction(() => {
        this.enums = enums;
        this.basePrices = prices;
        this.catalogStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.catalogStatus = 'error';
        this.catalogError = visaErrorMessage(error, CATALOG_ERROR);
      });
    } finally {
      runInAction(() => {
        this.catalogLoad = null;
      });
    }
  }

  /** GetTotalPrice for the choice; only the newest request's answer is kept. */
  async requestQuote(choice: Pick<VisaChoice, 'destination' | 'visaType' | 'speed' | 'passengerCount'>): Promise<void> {
    const seq = ++this.quoteSeq;
    this.quoteStatus = 'loading';
    this.quoteError = null;
    try {
      const quote = await this.root.api.visa.getTotalPrice(choice);
      if (seq !== this.quoteSeq) return;
      runInAction(() => {
        this.quote = quote;
        this.quoteStatus = 'ready';
      });
    } catch (error) {
      if (seq !== this.quoteSeq) return;
      runInAction(() => {
        this.quote = null;
        this.quoteStatus = 'error';
        this.quoteError = visaErrorMessage(error, QUOTE_ERROR);
      });
    }
  }

  setRequestVisa(request: VisaChoice | null) {
    this.requestVisa = request;
  }

  setRequestVisaPassenger(passenger: VisaPassengerInput | null) {
    this.requestVisaPassenger = passenger;
  }

  setVisaPassengers(passengers: VisaPassengerInput[]) {
    this.visaPassengers = passengers;
  }

  addVisaPassenger(passenger: VisaPassengerInput) {
    this.visaPassengers.push(passenger);
  }

  removeVisaPassenger(index: number) {
    this.visaPassengers.splice(index, 1);
  }

  setVisaOrderId(orderId: string | null) {
    this.visaOrderId = orderId;
  }

  clear() {
    this.requestVisa = null;
    this.requestVisaPassenger = null;
    this.visaPassengers = [];
    this.visaOrderId = null;
    this.quote = null;
    this.quoteStatus = 'idle';
    this.quoteError = null;
  }
}
