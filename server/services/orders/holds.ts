import { and, eq, lte, sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { orders } from '../../db/schema';
import { asDb, type Booking } from './booking';
import { productOf } from './products';
import { moveOrder, type OrderRow } from './store';

/** Unreserved orders hold nothing; after a day they are closed so lists stay clean. */
const CREATED_TTL_HOURS = 24;

/**
 * Expires one order whose hold has lapsed and gives its inventory back (through its product), if
 * it still is Reserved: the row lock and the conditional move make a sweeper and a reader racing
 * for it do it once.
 */
export async function expireIfLapsed(b: Booking, orderId: string): Promise<boolean> {
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [due] = await tx.select().from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Reserved'), lte(orders.holdExpiresAt, sql`now()`))).for('update', { skipLocked: true });
    if (!due) return false;
    const product = productOf(due);
    const changes = await product.release(b, tx, due);
    await moveOrder(tx, orderId, ['Reserved'], 'Expired', {}, `مهلت پرداخت تمام شد و ${product.inventoryFa} آزاد شدند.`);
    await b.live.publish(tx, { kind: 'order', userId: due.userId, orderId, status: 'Expired' });
    if (changes.length > 0) await b.live.publish(tx, { kind: 'seats', changes });
    return true;
  });
}

/** The order as it is now: a lapsed hold is expired on read, whether or not a sweeper got to it. */
export async function fresh(b: Booking, row: OrderRow, reload: () => Promise<OrderRow>): Promise<OrderRow> {
  if (row.status !== 'Reserved' || !row.holdExpiresAt || row.holdExpiresAt.getTime() > b.now().getTime()) return row;
  return (await expireIfLapsed(b, row.id)) ? reload() : row;
}

/** One pass of the hold sweeper; any process may run it, at any time, concurrently. */
export async function sweepHolds(b: Booking): Promise<number> {
  const due = await rows<{ id: string }>(b.db, sql`
    select id from orders where status = 'Reserved' and hold_expires_at <= now() order by hold_expires_at limit 200`);
  let expired = 0;
  for (const { id } of due) if (await expireIfLapsed(b, id)) expired++;
  const stale = await rows<{ id: string }>(b.db, sql`
    select id from orders where status = 'Created' and created_at <= now() - make_interval(hours => ${CREATED_TTL_HOURS}) limit 200`);
  for (const { id } of stale) {
    if (await b.db.transaction((t) => moveOrder(asDb(t), id, ['Created'], 'Expired', {}, 'سفارش رزرو نشد و بسته شد.'))) expired++;
  }
  return expired;
}
