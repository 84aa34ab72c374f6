/**
 * A bank gateway, as the payment service sees it. Each provider is a module of its own (sandbox,
 * zarinpal, sep, mellat) that the rest of the server never names: it asks for "the gateway of this
 * payment" (server/providers/payment/index.ts) and calls these steps. Modelled on Medusa's payment
 * providers (initiate, authorize, capture, refund, status, webhook), in Shaparak's words: start,
 * the browser's return, verify, settle, reverse, inquiry.
 *
 * Amounts are integer rials, exactly. No step throws for a bank's "no": errors come back as
 * outcomes; a step throws only GatewayError, and only `start` lets it reach the traveller.
 */

export type GatewayKey = 'sandbox' | 'zarinpal' | 'sep' | 'mellat';

/** What a payment carries into every step after `start`. */
export interface GatewayPayment {
  /** Our payment id (uuid). */
  paymentId: string;
  /** A number unique per payment, for gateways that want a numeric order id (Mellat's orderId). */
  bankOrderId: number;
  /** Integer rials, as stored in our database; never what a callback claims. */
  amount: number;
  /** The gateway's token for this payment, from `start` (Zarinpal authority, SEP token, Mellat RefId). */
  token: string | null;
  /** The fields the bank sent back with the browser (kept on the payment), if it came back. */
  callback: Record<string, string> | null;
}

export interface StartRequest {
  paymentId: string;
  bankOrderId: number;
  amount: number;
  /** Where the bank sends the browser back: our callback for this payment, absolute. */
  callbackUrl: string;
  /** The traveller's mobile (09…), when known. */
  mobile?: string | undefined;
  /** Persian, for the bank's page. */
  description: string;
}

/** How the browser goes to the bank's page. */
export type BankRedirect =
  | { method: 'GET'; url: string }
  | { method: 'POST'; url: string; fields: Record<string, string> };

export interface Started {
  token: string;
  redirect: BankRedirect;
}

/** What the browser's return says, from the bank's fields alone (not trusted: verify decides). */
export interface ReturnedFields {
  /** The bank says the traveller paid (Zarinpal Status=OK, SEP State=OK, Mellat ResCode=0). */
  paid: boolean;
  /** The token the fields name, to check it is this payment's. */
  token: string | null;
  /** The bank's unique reference when the return names one (SEP RefNum, Mellat SaleReferenceId). */
  reference: string | null;
  /** Persian, when not paid: why (cancelled, timed out…). */
  message: string | null;
}

export type VerifyOutcome =
  /** Verified now, or verified before (Zarinpal 101, SEP 2, Mellat 43): the money is ours. */
  | { kind: 'paid'; reference: string; cardMask: string | null; amount: number }
  /**
   * The bank says this payment was not made, failed, was reversed, or is past verifying.
   * `cancelled`: true when the traveller cancelled or never paid, false when the bank declined;
   * absent, the browser's return decides.
   */
  | { kind: 'notPaid'; message: string; code?: number | string; cancelled?: boolean }
  /** No answer (timeout, 5xx): ask again later. */
  | { kind: 'unknown'; message: string; code?: number | string };

export type ReverseOutcome =
  | { kind: 'reversed' }
  /** The bank will not reverse (window passed, already settled): the money must go back another way. */
  | { kind: 'refused'; message: string; code?: number | string }
  | { kind: 'unknown'; message: string; code?: number | string };

export type InquiryOutcome =
  /** Paid and not yet verified: verify it. */
  | { kind: 'paid' }
  /** Already verified (by us before a crash, or automatically). */
  | { kind: 'verified' }
  /** The traveller is still at the bank. */
  | { kind: 'pending' }
  | { kind: 'failed'; message: string }
  | { kind: 'reversed' }
  /** The gateway cannot be asked about this payment (no inquiry without the return's fields), or did not answer. */
  | { kind: 'unknown'; message: string };

export type SettleOutcome = { kind: 'settled' } | { kind: 'unknown'; message: string; code?: number | string };

/** The gateway could not start a payment; `messageFa` is shown to the traveller (a 400 on gatewayId). */
export class GatewayError extends Error {
  constructor(readonly messageFa: string, readonly code?: number | string) {
    super(`gateway: ${code ?? ''} ${messageFa}`.trim());
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly key: GatewayKey;
  /** The gatewayId of Pay/Create (SPEC §9: 1 is the default). */
  readonly id: number;
  /** Persian name and one line for the picker. */
  readonly nameFa: string;
  /** A few letters for the picker's badge, e.g. «ملت». */
  readonly shortNameFa: string;
  readonly descriptionFa: string;
  /** Minutes after payment the gateway accepts verify; past it the bank gives the money back itself. */
  readonly verifyWithinMinutes: number;
  /** Minutes after payment a reversal is accepted; 0 when the gateway has none. */
  readonly reverseWithinMinutes: number;
  start(request: StartRequest): Promise<Started>;
  /** Reads the browser's return (query or form fields). */
  readReturn(fields: Record<string, string>): ReturnedFields;
  verify(payment: GatewayPayment): Promise<VerifyOutcome>;
  /** Moves verified money to the merchant, where the gateway has such a step (Mellat); others answer settled. */
  settle(payment: GatewayPayment): Promise<SettleOutcome>;
  reverse(payment: GatewayPayment): Promise<ReverseOutcome>;
  inquiry(payment: GatewayPayment): Promise<InquiryOutcome>;
}

/** Each HTTP call to a provider gives up after this long (a hanging bank must not hold a request). */
export const GATEWAY_TIMEOUT_MS = 10_000;
