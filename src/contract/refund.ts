/**
 * refund service (SPEC §7) under /api/refund/. Penalties follow the fare rules (FareRules) and the
 * hours left before departure; charter and promotional fares return nothing unless the airline
 * cancelled or badly delayed the flight. Integer rials.
 */
import type { PassengerType } from './flight-catalog';
import type { OrderItemStatus } from './orders';

/** GET RefundReason/GetAll */
export interface RefundReason {
  id: number;
  title: string;
  /** The airline's doing: no penalty (charter included). */
  involuntary: boolean;
}

/** GET RefundableItems/GetOrderRefundableItems/{orderId}?proposalId: one row per passenger and flight. */
export interface RefundableItem {
  itemId: string;
  passengerId: string;
  /** As on the passport: LAST/FIRST. */
  passengerName: string;
  passengerType: PassengerType;
  segmentId: string;
  proposalId: string;
  /** Persian, e.g. «تهران به مشهد». */
  route: string;
  departureTime: string;
  status: OrderItemStatus;
  /** What was paid for this item (its share of any discount deducted). */
  paidAmount: number;
  refundable: boolean;
  /** Persian reason when not refundable. */
  reason: string | null;
  penaltyPercent: number;
  penaltyAmount: number;
  refundAmount: number;
}

export interface RefundableItemsResponse {
  orderId: string;
  /** Hours from now to each flight are what the penalties were read at. */
  items: RefundableItem[];
  totalRefundAmount: number;
}

export type RefundDestination = 'Wallet' | 'BankAccount';

/** POST RefundRequest/Create */
export interface CreateRefundRequest {
  orderId: string;
  /** Items to refund (from GetOrderRefundableItems). */
  itemIds: string[];
  reasonId: number;
  destination: RefundDestination;
  /** BankAccount: the Sheba (IBAN), IR + 24 digits with a valid check. */
  sheba?: string;
  accountHolder?: string;
  description?: string;
}

/** POST RefundRequest/Quote: the items and reason about to be asked for. */
export interface RefundQuoteRequest {
  orderId: string;
  itemIds: string[];
  reasonId: number;
}

/** What Create would record now for a RefundQuoteRequest, shown before the traveller confirms. */
export interface RefundQuote {
  orderId: string;
  reasonId: number;
  /** The airline's doing: the penalty is waived. */
  involuntary: boolean;
  /** What was paid for the chosen items. */
  paidAmount: number;
  penalty: number;
  /** What comes back (paidAmount less penalty). */
  amount: number;
  /** The part that goes back to the wallet as gift credit whatever the destination. */
  giftAmount: number;
  items: RefundableItem[];
  /** Minutes until the background step pays a request made now (0: at once). */
  delayMinutes: number;
}

export type RefundStatus = 'Requested' | 'Refunded';

export interface RefundRequestInfo {
  id: string;
  orderId: string;
  status: RefundStatus;
  reasonId: number;
  /** The reason's Persian title. */
  reasonTitle: string;
  destination: RefundDestination;
  sheba: string | null;
  /** The bank's transfer reference once a BankAccount refund is paid. */
  bankReference: string | null;
  amount: number;
  penalty: number;
  /** The part returned to the wallet as gift credit (it was paid with gift credit). */
  giftAmount: number;
  itemIds: string[];
  createdAt: string;
  /** When the background step pays it. */
  dueAt: string;
  completedAt: string | null;
}
