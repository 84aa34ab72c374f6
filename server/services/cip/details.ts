import { asc, eq } from 'drizzle-orm';
import type { CipAirport, CipOrderDetails, CipOrderPassenger, CipQuoteLine, CipServiceKind } from '../../../src/contract/cip';
import type { OrderItemStatus, OrderStatus, PassengerType } from '../../../src/contract';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { cipOrderPassengers, cipOrders, orderEvents } from '../../db/schema';
import { HttpError } from '../../http/envelope';
import type { CleanPassenger } from '../../rules/passenger';
import { localIso as localWall } from '../../time/zones';
import { toSummary, type OrderRow } from '../orders/store';
import { clockFa } from './rules';

export type CipOrderRow = typeof cipOrders.$inferSelect;
export type CipPassengerRow = typeof cipOrderPassengers.$inferSelect;

export const NOT_A_CIP = 'این سفارش CIP نیست.';

/** The instant after which cancelling costs penaltyPercent. */
export const freeUntilMs = (cip: CipOrderRow) => cip.serviceAt.getTime() - (cip.cancellation as CipAirport['cancellation']).freeUntilHoursBefore * 3_600_000;

/** «لغو رایگان تا ۲۴ ساعت پیش از خدمت (۱۲ آذر، ساعت ۰۴:۳۰ به وقت فرودگاه)؛ پس از آن ۵۰٪ …» */
export function cancellationFa(cip: CipOrderRow): string {
  const policy = cip.cancellation as CipAirport['cancellation'];
  const { timeZone } = cip.airport as { timeZone: string };
  const until = localWall(freeUntilMs(cip), timeZone);
  return `لغو رایگان تا ${toPersianDigits(policy.freeUntilHoursBefore)} ساعت پیش از زمان خدمت (${formatJalaliLong(until.slice(0, 10))}، ساعت ${clockFa(until)} به وقت فرودگاه)؛ `
    + `پس از آن ${toPersianDigits(policy.penaltyPercent)}٪ مبلغ هر مسافر کسر می‌شود و از زمان خدمت به بعد مبلغی بازگردانده نمی‌شود.`;
}

export function toCipPassenger(r: CipPassengerRow): CipOrderPassenger {
  const p = r.person as CleanPassenger;
  return {
    id: r.id, passengerType: r.passengerType as PassengerType, firstNameFa: p.firstNameFa, lastNameFa: p.lastNameFa, firstNameEn: p.firstNameEn, lastNameEn: p.lastNameEn,
    gender: p.gender, nationality: p.nationality, nationalCode: p.nationalCode, passportNumber: p.passportNumber, price: r.price, status: r.status as OrderItemStatus,
  };
}

export interface CipParts {
  cip: CipOrderRow;
  passengers: CipPassengerRow[];
}

export async function cipParts(db: Db, orderId: string): Promise<CipParts> {
  const [[cip], passengers] = await Promise.all([
    db.select().from(cipOrders).where(eq(cipOrders.orderId, orderId)),
    db.select().from(cipOrderPassengers).where(eq(cipOrderPassengers.orderId, orderId)).orderBy(asc(cipOrderPassengers.idx)),
  ]);
  if (!cip) throw new HttpError(404, NOT_A_CIP);
  return { cip, passengers };
}

/** GetCipOrderDetails (and what Book answers). */
export async function cipOrderDetails(db: Db, order: OrderRow): Promise<CipOrderDetails> {
  if (order.product !== 'Cip') throw new HttpError(404, NOT_A_CIP);
  const [{ cip, passengers }, history] = await Promise.all([
    cipParts(db, order.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return {
    ...toSummary(order),
    airport: cip.airport as CipOrderDetails['airport'],
    kind: cip.kind as CipServiceKind,
    flight: cip.flight as CipOrderDetails['flight'],
    flightTime: cip.flightTime,
    meetingPointFa: cip.meetingPointFa,
    meetAt: cip.meetAt,
    passengers: passengers.map(toCipPassenger),
    lines: cip.lines as CipQuoteLine[],
    cancellation: cip.cancellation as CipAirport['cancellation'],
    cancellationFa: cancellationFa(cip),
    contact: { mobile: order.contactMobile, email: order.contactEmail },
    confirmationCode: cip.confirmationCode,
    flightOrderId: cip.flightOrderId,
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString(), note: h.note })),
  };
}
