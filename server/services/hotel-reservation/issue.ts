import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { hotelOrders } from '../../db/schema';
import type { Booking } from '../orders/booking';
import { moveOrder, type OrderRow } from '../orders/store';

/** The hotel's confirmation number: a sequence, so two orders never share one. */
export const confirmationOf = (n: number) => `HC-${String(n).padStart(7, '0')}`;

/**
 * A paid hotel order is confirmed at once, inside the paying transaction: the hotel's confirmation
 * number, Paid → Issued (conditional, so it happens once), the welcome gift and the live event.
 */
export async function issueHotel(b: Booking, tx: Db, paid: OrderRow): Promise<OrderRow | undefined> {
  const [{ n }] = (await rows<{ n: string }>(tx, sql`select nextval('hotel_confirmation_seq') as n`)) as [{ n: string }];
  const number = confirmationOf(Number(n));
  const moved = await moveOrder(tx, paid.id, ['Paid'], 'Issued', {}, `هتل رزرو را تأیید کرد؛ شماره تأیید ${number}.`);
  if (!moved) return undefined;
  await tx.update(hotelOrders).set({ confirmationNumber: number }).where(eq(hotelOrders.orderId, paid.id));
  await b.onIssued?.(tx, moved);
  await b.live.publish(tx, { kind: 'order', userId: moved.userId, orderId: moved.id, status: 'Issued' });
  return moved;
}
