import { sql } from 'drizzle-orm';
import type { NormalizedSearch, VerifyFlightOrderResponse } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import { badField } from '../../http/envelope';
import { asDb, type Booking } from '../orders/booking';
import { fresh } from '../orders/holds';
import { productOf } from '../orders/products';
import { moveOrder, orderDetails, ownedOrder, STATUS_FA, type OrderRow } from '../orders/store';
import { orderCapacities } from './capacities';
import { HOLD_MINUTES, seatsFor } from './seats';

/** The caller's order with a lapsed hold expired first. */
export async function currentOrder(b: Booking, userId: string, orderId: string): Promise<OrderRow> {
  return fresh(b, await ownedOrder(b.db, userId, orderId), () => ownedOrder(b.db, userId, orderId));
}

/** ReserveFlightOrder: holds the seats for 15 minutes. Reserving a reserved order again changes nothing. */
export async function reserveOrder(b: Booking, userId: string, orderId: string): Promise<OrderRow> {
  const before = await currentOrder(b, userId, orderId);
  const elsewhere = productOf(before).notAFlight;
  if (elsewhere) throw badField('orderId', elsewhere.reserve);
  const capacities = await orderCapacities(b, before);
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const order = await ownedOrder(tx, userId, orderId, true);
    if (order.status === 'Reserved') return order;
    if (order.status !== 'Created') throw badField('orderId', `این سفارش «${STATUS_FA[order.status as keyof typeof STATUS_FA]}» است و رزرو نمی‌شود.`);
    const changes = await b.seats.take(tx, orderId, capacities, seatsFor(order.search as NormalizedSearch), 'Held');
    if (!changes) throw badField('orderId', 'صندلی کافی در این پرواز نمانده است؛ پرواز دیگری انتخاب کنید.');
    const moved = await moveOrder(tx, orderId, ['Created'], 'Reserved', { holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})` });
    await b.live.publish(tx, { kind: 'order', userId, orderId, status: 'Reserved' });
    await b.live.publish(tx, { kind: 'seats', changes });
    return moved!;
  });
}

const VERIFY_MESSAGES: Partial<Record<string, string>> = {
  Created: 'برای پرداخت، ابتدا صندلی‌ها را رزرو کنید.',
  Expired: 'مهلت پرداخت این سفارش تمام شده است؛ دوباره جست‌وجو کنید.',
  Cancelled: 'این سفارش لغو شده است.',
  Paid: 'این سفارش پرداخت شده است و بلیت‌ها در حال صدورند.',
  Issued: 'بلیت‌های این سفارش صادر شده است.',
};

/** VerifyFlightOrder: the pre-payment check. */
export async function verifyOrder(b: Booking, userId: string, orderId: string): Promise<VerifyFlightOrderResponse> {
  const order = await currentOrder(b, userId, orderId);
  const left = order.status === 'Reserved' && order.holdExpiresAt ? Math.max(0, Math.floor((order.holdExpiresAt.getTime() - b.now().getTime()) / 1000)) : 0;
  const canPay = order.status === 'Reserved' && left > 0;
  const messages = canPay ? [] : [VERIFY_MESSAGES[order.status] ?? `این سفارش «${STATUS_FA[order.status as keyof typeof STATUS_FA]}» است.`];
  if (canPay && left < 120) messages.push(`فقط ${toPersianDigits(left)} ثانیه تا پایان مهلت پرداخت مانده است.`);
  return { order: await orderDetails(b.db, order), canPay, holdSecondsLeft: left, messages };
}
