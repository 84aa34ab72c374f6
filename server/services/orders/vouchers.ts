import { and, eq, sql } from 'drizzle-orm';
import { formatNumber, normalizeDigits } from '../../../src/domain/numbers';
import { rows } from '../../db/rows';
import { orders, voucherRedemptions, vouchers } from '../../db/schema';
import { badField } from '../../http/envelope';
import { asDb, type Booking } from './booking';
import { ownedOrder, type OrderRow } from './store';

type VoucherRow = typeof vouchers.$inferSelect;

/** Vouchers change the price only before payment. */
const OPEN = ['Created', 'Reserved'];

const rials = (n: number) => `${formatNumber(n)} ریال`;

/** The discount a voucher gives on a base amount: a percentage (capped) or a fixed sum, never more than the price. */
export function discountOf(v: Pick<VoucherRow, 'kind' | 'value' | 'maxDiscount'>, base: number): number {
  const raw = v.kind === 'Percent' ? Math.floor((base * v.value) / 100) : v.value;
  return Math.min(base, v.maxDiscount ?? Infinity, raw);
}

function openOrder(order: OrderRow) {
  if (!OPEN.includes(order.status)) throw badField('orderId', 'کد تخفیف فقط پیش از پرداخت سفارش اعمال یا حذف می‌شود.');
}

/**
 * ApplyDiscountVoucher. The voucher row is locked while the caller's uses are counted, so two
 * orders racing for a one-use voucher cannot both get it. A new voucher replaces the old one.
 */
export async function applyVoucher(b: Booking, userId: string, orderId: string, rawCode: string): Promise<OrderRow> {
  const code = normalizeDigits(rawCode).trim().toUpperCase();
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const order = await ownedOrder(tx, userId, orderId, true);
    openOrder(order);
    const [v] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
    if (!v || !v.active) throw badField('code', 'کد تخفیف معتبر نیست.');
    const [{ expired }] = (await rows<{ expired: boolean }>(tx, sql`select ${v.expiresAt} <= now() as expired`)) as [{ expired: boolean }];
    if (expired) throw badField('code', 'مهلت استفاده از این کد تخفیف تمام شده است.');
    const products = v.products as string[];
    if (products.length > 0 && !products.includes(order.product)) throw badField('code', 'این کد تخفیف برای این نوع خرید نیست.');
    if (order.baseAmount < v.minPrice) throw badField('code', `این کد تخفیف برای خریدهای از ${rials(v.minPrice)} به بالاست.`);
    const [{ used }] = (await rows<{ used: number }>(tx, sql`
      select count(*)::int as used from voucher_redemptions r join orders o on o.id = r.order_id
      where r.voucher_code = ${code} and r.user_id = ${userId} and r.order_id <> ${orderId} and o.status not in ('Expired', 'Cancelled')`)) as [{ used: number }];
    if (used >= v.perUserLimit) throw badField('code', 'سقف استفاده شما از این کد تخفیف پر شده است.');
    const discount = discountOf(v, order.baseAmount);
    await tx.insert(voucherRedemptions).values({ voucherCode: code, userId, orderId })
      .onConflictDoUpdate({ target: voucherRedemptions.orderId, set: { voucherCode: code, createdAt: sql`now()` } });
    const [row] = await tx.update(orders)
      .set({ voucherCode: code, discountAmount: discount, payableAmount: order.baseAmount - discount, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId)).returning();
    return row!;
  });
}

/** RemoveDiscountVoucher: the order is back at its base price. */
export async function removeVoucher(b: Booking, userId: string, orderId: string): Promise<OrderRow> {
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const order = await ownedOrder(tx, userId, orderId, true);
    openOrder(order);
    if (!order.voucherCode) throw badField('orderId', 'روی این سفارش کد تخفیفی نیست.');
    await tx.delete(voucherRedemptions).where(and(eq(voucherRedemptions.orderId, orderId)));
    const [row] = await tx.update(orders)
      .set({ voucherCode: null, discountAmount: 0, payableAmount: order.baseAmount, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId)).returning();
    return row!;
  });
}
