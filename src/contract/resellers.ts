/**
 * Reseller market (SPEC §1, §7) under /api/resellers/SafarMarket/SafarMarket/. A traveller who
 * arrives from SafarMarket with a proposal continues at passenger entry for it; the order they
 * submit with safarMarketRequestId records client identifier 5 (SAFARMARKET).
 */
import type { NormalizedSearch } from './flight-catalog';
import type { GetFlightDetailsResponse } from './flight-reservation';

/** POST GetSafarMarketRequestByProposalId: empty returning ids are left out. */
export interface SafarMarketByProposalRequest {
  requestId: string;
  proposalId: string;
  returningRequestId?: string;
  returningProposalId?: string;
}

/** POST GetSafarMarketRequestByOrderId */
export interface SafarMarketByOrderRequest {
  orderId: string;
}

export type SafarMarketStepName = 'Landing' | 'PassengerInfo' | 'Confirm' | 'Submit' | 'Payment' | 'Issue';

/**
 * POST CallStep { data }: tells the market how far the traveller got (each step once). Before an
 * order exists the request names it; after, the order alone does (the pages of an order know it).
 * Answers { id, steps }.
 */
export interface CallStepRequest {
  data: { safarMarketRequestId?: string; step: SafarMarketStepName; orderId?: string };
}

export interface CallStepResponse {
  id: string;
  steps: SafarMarketRequest['steps'];
}

export interface SafarMarketRequest {
  /** Send it as safarMarketRequestId with SubmitFlightOrder. */
  id: string;
  /** 5 (SAFARMARKET). */
  clientIdentifier: number;
  requestId: string;
  proposalId: string;
  returningRequestId: string | null;
  returningProposalId: string | null;
  /** The latest order placed from it. */
  orderId: string | null;
  steps: { step: SafarMarketStepName; at: string; orderId: string | null }[];
  /**
   * Where the app continues: passenger entry for the chosen proposal(s); for an order
   * (GetSafarMarketRequestByOrderId), its confirm page while it can be paid, its ticket once paid,
   * else its details.
   */
  nextPath: string;
  /** Null only in an order's answer, once its flights are no longer on sale. */
  search: NormalizedSearch | null;
  /** The chosen proposal(s) priced now, with live seats (as Proposals/GetFlightDetails); null as `search`. */
  flightDetails: GetFlightDetailsResponse | null;
  createdAt: string;
}
