import type { OrderStatus } from '../../../src/contract';
import type { Db } from '../../db';
import type { SeatChange } from '../flight-reservation/seats';
import type { RefundPolicy } from '../refund/policy';
import type { Booking } from './booking';
import type { OrderRow } from './store';

/**
 * What a product gives back to its inventory when an unpaid order is cancelled or its hold lapses,
 * inside that transaction; it answers the seat (or room…) changes for live subscribers.
 */
export type InventoryRelease = (b: Booking, tx: Db, order: OrderRow) => Promise<SeatChange[]>;

/** Messages for a flight-only route asked about another product's order. */
export interface NotAFlight {
  /** ReserveFlightOrder (400). */
  reserve: string;
  /** GetCurrentUserOrderDetails (404): where this product's details are read. */
  details: string;
  /** FlightTicketPdf (400). */
  ticket: string;
}

/**
 * How the shared services (orders, holds, payment, wallet, refund, tickets) treat one product. A new
 * product adds one of these; the shared services never ask which product an order is.
 */
export interface ProductAdapter {
  /** Statuses an order may be paid from. */
  payableFrom: readonly OrderStatus[];
  /** The inventory in Persian for notes: «صندلی‌ها», «اتاق‌ها». */
  inventoryFa: string;
  /**
   * Inside the paying transaction, before the order moves to Paid: held inventory becomes sold
   * (a lapsed hold is taken again when it is still there). False: it cannot be sold now, and the
   * caller gives the money back.
   */
  sell(b: Booking, tx: Db, order: OrderRow): Promise<boolean>;
  /** An unpaid order gives back what it holds (cancel, lapsed hold). */
  release: InventoryRelease;
  /** The app's page the browser lands on after paying. */
  resultPath(orderId: string, paymentId: string): string;
  /** Issued by the flight issuing step after payment (afterPaid, VerifyIssueFlightTicket). */
  issuedAfterPaid: boolean;
  /** The status at which the traveller is sent their ticket, voucher or receipt by SMS and e-mail; default Issued. */
  noticeAt?: OrderStatus;
  /** Issued in the paying transaction itself (a hotel confirms at once); answers the issued order. */
  issueAtSettle?: (b: Booking, tx: Db, paid: OrderRow) => Promise<OrderRow | undefined>;
  /** How refunds are quoted and carried out; a string: refunds go through support, and why. */
  refund: RefundPolicy | string;
  /** Absent for flights. */
  notAFlight?: NotAFlight;
}
