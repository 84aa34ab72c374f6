import { eq } from 'drizzle-orm';
import type { NormalizedSearch, Proposal } from '../../../src/contract';
import type { Db } from '../../db';
import { orderSegments } from '../../db/schema';
import type { Booking } from '../orders/booking';
import type { OrderRow } from '../orders/store';

/** The order's offers and the supplier's seats on each. Inside a transaction pass it as `db`: PGlite would wait forever for a second connection. */
export async function orderCapacities(b: Booking, order: OrderRow, db: Db = b.db): Promise<Map<string, number>> {
  const segments = await db.select().from(orderSegments).where(eq(orderSegments.orderId, order.id));
  const capacities = new Map<string, number>();
  for (const s of segments) {
    for (const [k, v] of await b.seats.capacities(s.proposal as Proposal, order.search as NormalizedSearch, b.catalog.today())) capacities.set(k, v);
  }
  return capacities;
}
