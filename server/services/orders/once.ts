import { and, eq } from 'drizzle-orm';
import type { OrderProduct } from '../../../src/contract';
import type { Db } from '../../db';
import { orders } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique';
import { badField } from '../../http/envelope';
import type { OrderRow } from './store';

/**
 * A Book once per clientRequestId: a retried request answers the order its first attempt made, even
 * when the attempts race (the unique index on the key keeps one); the key used for another
 * product's order is a 400. Without a key, every call books.
 */
export async function bookOnce(db: Db, userId: string, clientRequestId: string | null | undefined, product: OrderProduct, book: () => Promise<OrderRow>): Promise<OrderRow> {
  if (!clientRequestId) return book();
  const earlier = async () => {
    const [existing] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.clientRequestId, clientRequestId)));
    if (existing && existing.product !== product) throw badField('clientRequestId', 'این شناسه درخواست پیش‌تر برای سفارش دیگری به کار رفته است.');
    return existing;
  };
  const first = await earlier();
  if (first) return first;
  try {
    return await book();
  } catch (error) {
    const existing = isUniqueViolation(error) ? await earlier() : undefined;
    if (existing) return existing;
    throw error;
  }
}
