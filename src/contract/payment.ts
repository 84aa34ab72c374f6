/**
 * payment service (SPEC §7) under /api/payment/: a Shaparak-style sandbox gateway. Create a
 * payment → open `url` (the bank page) → the bank posts back to Pay/Callback → the server verifies
 * against the amount in its own database → the browser lands on /payment/{orderId}/ (visa orders:
 * /visa/payment/{orderId}/). Integer rials.
 */
import type { OrderDetails } from './orders';

/**
 * POST Pay/Create. With orderId it pays an order (Reserved flights, Created visas); without it,
 * `amount` charges the wallet. SPEC §9 defaults: gatewayId 1, walletType Cache, isMobile true.
 */
export interface PayCreateRequest {
  orderId?: string;
  /** Wallet charge only: rials, at least 10,000. */
  amount?: number;
  gatewayId?: number;
  walletType?: 'Cache';
  isMobile?: boolean;
  /** Take what the wallet can cover first; the gateway charges the rest. */
  useWallet?: boolean;
}

export interface PayCreateResponse {
  /** Null when the wallet covered everything and the order is already paid. */
  paymentId: string | null;
  /** Where to send the browser: the sandbox bank page, or the result page when nothing is left to pay. */
  url: string;
  /** Rials the gateway charges. */
  amount: number;
  /** Rials taken from the wallet when the payment settles. */
  walletAmount: number;
  /** The bank page is valid until then. */
  expiresAt: string | null;
}

/**
 * Returned: the bank paid but the order could not be, the money went to the wallet. Reversed: the
 * same, but the bank gave it back to the card within its reversal window.
 */
export type PaymentStatus = 'Pending' | 'Succeeded' | 'Failed' | 'Cancelled' | 'Returned' | 'Reversed';

/** GET Pay/Gateways: a gateway this deployment offers. */
export interface PaymentGatewayInfo {
  /** The gatewayId of Pay/Create. */
  id: number;
  /** Persian name. */
  name: string;
  /** A few letters for the picker's badge. */
  shortName: string;
  description: string;
}

/** GET Pay/ById?id= */
export interface PaymentInfo {
  id: string;
  orderId: string | null;
  purpose: 'Order' | 'WalletCharge';
  gatewayId: number;
  amount: number;
  walletAmount: number;
  status: PaymentStatus;
  statusFa: string;
  /** The bank's reference (RRN), once paid. */
  referenceNumber: string | null;
  /** e.g. 603799******1112 */
  cardMask: string | null;
  /** Persian: why it failed or was returned to the wallet. */
  message: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** The bank's post-back (form fields, as Shaparak gateways send them). */
export interface PayCallback {
  Authority: string;
  Status?: string;
  RefNum?: string;
}

export interface IssuedTicket {
  passengerId: string;
  segmentId: string;
  ticketNumber: string;
  pnr: string;
  /** As on the passport. */
  passengerName: string;
}

/** GET flight-reservation/Issue/VerifyIssueFlightTicket/{id}: issues PNR and tickets once paid. */
export interface VerifyIssueResponse {
  order: OrderDetails;
  issued: boolean;
  tickets: IssuedTicket[];
  /** GET this (with the Bearer token) for the PDF ticket; null until issued. */
  ticketPdfUrl: string | null;
  /** Persian, when not issued. */
  messages: string[];
}
