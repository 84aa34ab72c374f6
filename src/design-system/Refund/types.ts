import type { PassengerKind } from '../../domain';

/** Where refunded money goes: the wallet, or a bank account by its Sheba. */
export type RefundDestinationKind = 'Wallet' | 'BankAccount';

/** One passenger on one flight, as the refundable-items answer prices it. */
export interface RefundItemRow {
  itemId: string;
  /** As on the passport: LAST/FIRST. */
  passengerName: string;
  passengerType: PassengerKind;
  /** e.g. «تهران به مشهد». */
  route: string;
  departureTime: string;
  refundable: boolean;
  /** Why not, in Persian, when not refundable. */
  reason: string | null;
  penaltyPercent: number;
  paidAmount: number;
}

/** The quote shown before confirming (integer rials). */
export interface RefundQuoteData {
  paidAmount: number;
  penalty: number;
  amount: number;
  /** Goes back to the wallet as gift credit whatever the destination. */
  giftAmount: number;
  /** The airline's doing: no penalty. */
  involuntary: boolean;
  /** Minutes until it is paid (0: at once). */
  delayMinutes: number;
  items: readonly unknown[];
}

/** One refund request of an order. */
export interface RefundTimelineItem {
  id: string;
  status: 'Requested' | 'Refunded';
  reasonTitle: string;
  destination: RefundDestinationKind;
  sheba: string | null;
  bankReference: string | null;
  amount: number;
  penalty: number;
  giftAmount: number;
  itemIds: readonly string[];
  createdAt: string;
  dueAt: string;
  completedAt: string | null;
}
