import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { tourOrders } from '../../db/schema';
import type { Booking } from '../orders/booking';
import { moveOrder, type OrderRow } from '../orders/store';

/** The operator's confirmation code: a sequence, so two orders never share one. */
export const confirmationOf = (n: number) => `TOUR-${String(n).padStart(7, '0')}`;

/**
 * A paid tour order is confirmed at once, inside the paying transaction (as hotels): the code,
 * Paid → Issued (conditional, so it happens once), the welcome gift and the live event.
 */
export async function issueTour(b: Booking, tx: Db, paid: OrderRow): Promise<OrderRow | undefined> {
  const [{ n }] = (await rows<{ n: string }>(tx, sql`select nextval('tour_confirmation_seq') as n`)) as [{ n: string }];
  const code = confirmationOf(Number(n));
  const moved = await moveOrder(tx, paid.id, ['Paid'], 'Issued', {}, `تور تأیید شد؛ کد تأیید ${code}.`);
  if (!moved) return undefined;
  await tx.update(tourOrders).set({ confirmationCode: code }).where(eq(tourOrders.orderId, paid.id));
  await b.onIssued?.(tx, moved);
  await b.live.publish(tx, { kind: 'order', userId: moved.userId, orderId: moved.id, status: 'Issued' });
  return moved;
}
