import type { RefundableItem } from '../../../src/contract';
import type { Db } from '../../db';
import type { SeatChange } from '../flight-reservation/seats';
import type { OrderRow } from '../orders/store';

/**
 * How one product's orders are refunded: its refundable units (a passenger on a flight, a hotel
 * room), what each returns under the product's policy, and what refunding one does to inventory.
 * The refund service (quote, request, the paying step) is shared and calls these.
 */
export interface RefundPolicy {
  /** Reasons marked involuntary (the airline's doing) waive this product's penalty. */
  waivesInvoluntary: boolean;
  /** Every unit of the order with what it would return now (refundable or not, and why). */
  quote(db: Db, order: OrderRow, now: Date, involuntary: boolean): Promise<RefundableItem[]>;
  /** Refusals about the choice as a whole (flights: a lap infant left without an adult); throws a 400. */
  checkChoice?(all: RefundableItem[], chosenIds: string[]): void;
  /** The chosen Active units go RefundRequested under the request; answers how many did. */
  request(tx: Db, orderId: string, ids: string[], refundId: string): Promise<number>;
  /** A paid request: its units go Refunded and their inventory back on sale; answers the changes. */
  complete(tx: Db, orderId: string, refundId: string): Promise<SeatChange[]>;
  /** Units still waiting for a refund, and units still active. */
  counts(tx: Db, orderId: string): Promise<{ requested: number; active: number }>;
}
