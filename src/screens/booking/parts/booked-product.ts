import type { ComponentType } from 'react';
import type { Api } from '../../../api';
import type { OrderContact, OrderStatus, OrderSummary, PaymentInfo } from '../../../contract';
import type { PriceLine, VoucherState } from '../../../design-system';
import type { PaymentOutcome } from './PaymentResult';

/** An order the booking steps after Book show: the shared summary plus its contact. */
export type BookedOrder = OrderSummary & { contact: OrderContact };

/**
 * What a product booked in one step (hotels, CIP, tours) says to the shared confirm, payment-result
 * and voucher screens (BookedScreens.tsx): how its order loads, its words, its paths and its parts.
 */
export interface BookedProduct<O extends BookedOrder> {
  load: (api: Api, orderId: string) => Promise<O>;
  /** «تأیید و پرداخت رزرو هتل». */
  confirmTitle: string;
  /** «واچر هتل»: in the voucher page's title and the messages about it. */
  voucherFa: string;
  /** Under the countdown: what is held until it ends. */
  heldFa: string;
  /** A cancelled or lapsed order: what went back. */
  releasedFa: string;
  /** Where to start again. */
  searchAgain: { label: string; href: string };
  confirmPath: (orderId: string) => string;
  paymentPath: (orderId: string) => string;
  voucherPath: (orderId: string) => string;
  /** The order's price lines for the confirm panel. */
  lines: (order: O) => PriceLine[];
  /** The confirm page's account of the order: what, who, and the policy. */
  Details: ComponentType<{ order: O }>;
  /** The voucher with its PDF (payment result and voucher page). */
  Voucher: ComponentType<{ order: O }>;
}

export type BookedOutcome = Exclude<PaymentOutcome, 'charged'>;

/** What the traveller is told on return from the bank: the order's status first, then the bank's answer. */
export function bookedOutcomeOf(payment: PaymentInfo | null, order: Pick<OrderSummary, 'status'>): BookedOutcome {
  if (['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'].includes(order.status)) return 'issued';
  if (order.status === 'Paid') return 'paid';
  if (payment?.status === 'Returned') return 'returned';
  if (payment?.status === 'Reversed') return 'reversed';
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.status === 'Expired') return 'expired';
  if (payment?.status === 'Pending') return 'pending';
  if (payment?.status === 'Failed' || payment?.status === 'Cancelled') return 'failed';
  return 'unpaid';
}

const VOUCHER_STATE: Partial<Record<OrderStatus, VoucherState>> = {
  Issued: 'issued', Paid: 'pending', Cancelled: 'cancelled', Expired: 'cancelled', Refunded: 'refunded',
  RefundRequested: 'issued', PartiallyRefunded: 'issued',
};

/** How a voucher card shows an order's status: honoured once issued (a refund asked for keeps it until paid back). */
export const voucherStateOf = (status: OrderStatus): VoucherState => VOUCHER_STATE[status] ?? 'pending';
