import type { Db } from '../../db';
import type { SeatChange } from '../flight-reservation/seats';
import type { RefundPolicy } from '../refund/policy';
import type { Booking } from './booking';
import type { NotAFlight, ProductAdapter } from './product-adapter';
import type { OrderRow } from './store';

/** A product's held inventory (rooms, lounge places, tour places), each step in the caller's transaction. */
export interface HeldInventory {
  /** Held → Sold. */
  sell(tx: Db, orderId: string): Promise<unknown>;
  /** Held → Released (cancel, lapsed hold). */
  release(tx: Db, orderId: string): Promise<SeatChange[]>;
  /** Released → Sold again when still free; undefined when it is not. */
  retake(tx: Db, orderId: string): Promise<SeatChange[] | undefined>;
}

export interface HeldProduct {
  inventoryFa: string;
  inventory: HeldInventory;
  /** The app's payment result page, as `/hotels/payment/`. */
  paymentPage: string;
  issue(b: Booking, tx: Db, paid: OrderRow): Promise<OrderRow | undefined>;
  refund: RefundPolicy;
  notAFlight: NotAFlight;
}

/**
 * Inside the paying transaction: a Reserved order's held inventory becomes sold; a gateway payment
 * that lands after the hold lapsed (Expired) takes it again if it is still free, and says so live.
 * False: it cannot be sold, and the caller gives the money back.
 */
export async function sellOrRetake(b: Booking, tx: Db, order: OrderRow, inventory: Pick<HeldInventory, 'sell' | 'retake'>): Promise<boolean> {
  if (order.status === 'Expired') {
    const changes = await inventory.retake(tx, order.id);
    if (!changes) return false;
    await b.live.publish(tx, { kind: 'seats', changes });
    return true;
  }
  if (order.status !== 'Reserved') return false;
  await inventory.sell(tx, order.id);
  return true;
}

/**
 * Hotels, CIP and tours: inventory held at Book (Reserved), sold and confirmed (Issued) in the
 * paying transaction. A gateway payment that lands after the hold lapsed takes the inventory again
 * if it is still free; otherwise the caller gives the money back.
 */
export function heldProduct(p: HeldProduct): ProductAdapter {
  return {
    payableFrom: ['Reserved'],
    inventoryFa: p.inventoryFa,
    sell: (b, tx, order) => sellOrRetake(b, tx, order, p.inventory),
    release: (_b, tx, order) => p.inventory.release(tx, order.id),
    resultPath: (orderId, paymentId) => `${p.paymentPage}${orderId}/?paymentId=${paymentId}`,
    issuedAfterPaid: false,
    issueAtSettle: p.issue,
    refund: p.refund,
    notAFlight: p.notAFlight,
  };
}
