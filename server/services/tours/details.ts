import { asc, eq } from 'drizzle-orm';
import type { OrderItemStatus, OrderStatus, PassengerType } from '../../../src/contract';
import type { TourOrderDetails, TourOrderPassenger, TourPackage, TourQuoteLine, TourRoomInput } from '../../../src/contract/tours';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { orderEvents, tourOrderPassengers, tourOrders } from '../../db/schema';
import { HttpError } from '../../http/envelope';
import type { CleanPassenger } from '../../rules/passenger';
import { addDays } from '../../time/calendar';
import { toSummary, type OrderRow } from '../orders/store';

export type TourOrderRow = typeof tourOrders.$inferSelect;
export type TourPassengerRow = typeof tourOrderPassengers.$inferSelect;

export const NOT_A_TOUR = 'این سفارش تور نیست.';

const DAY_MS = 86_400_000;

/** The instant after which cancelling costs penaltyPercent. */
export const freeUntilMs = (row: TourOrderRow) => row.departsAt.getTime() - (row.cancellation as TourPackage['cancellation']).freeUntilDaysBefore * DAY_MS;

/** «لغو رایگان تا ۱۴ روز پیش از حرکت (تا پیش از ۱۲ آذر)؛ پس از آن ۳۰٪ …» */
export function cancellationFa(row: TourOrderRow): string {
  const policy = row.cancellation as TourPackage['cancellation'];
  const { departureDate } = row.departure as { departureDate: string };
  const lastFree = addDays(departureDate, -policy.freeUntilDaysBefore - 1);
  return `لغو رایگان تا ${toPersianDigits(policy.freeUntilDaysBefore)} روز پیش از حرکت (تا پایان ${formatJalaliLong(lastFree)})؛ `
    + `پس از آن ${toPersianDigits(policy.penaltyPercent)}٪ مبلغ هر مسافر کسر می‌شود و از روز حرکت به بعد مبلغی بازگردانده نمی‌شود.`;
}

export function toTourPassenger(r: TourPassengerRow): TourOrderPassenger {
  const p = r.person as CleanPassenger;
  return {
    id: r.id, passengerType: r.passengerType as PassengerType, firstNameFa: p.firstNameFa, lastNameFa: p.lastNameFa, firstNameEn: p.firstNameEn, lastNameEn: p.lastNameEn,
    gender: p.gender, nationality: p.nationality, nationalCode: p.nationalCode, passportNumber: p.passportNumber,
    priceKind: r.priceKind as TourOrderPassenger['priceKind'], price: r.price, status: r.status as OrderItemStatus,
  };
}

export interface TourParts {
  tour: TourOrderRow;
  passengers: TourPassengerRow[];
}

export async function tourParts(db: Db, orderId: string): Promise<TourParts> {
  const [[tour], passengers] = await Promise.all([
    db.select().from(tourOrders).where(eq(tourOrders.orderId, orderId)),
    db.select().from(tourOrderPassengers).where(eq(tourOrderPassengers.orderId, orderId)).orderBy(asc(tourOrderPassengers.idx)),
  ]);
  if (!tour) throw new HttpError(404, NOT_A_TOUR);
  return { tour, passengers };
}

/** GetTourOrderDetails (and what Book answers). */
export async function tourOrderDetails(db: Db, order: OrderRow): Promise<TourOrderDetails> {
  if (order.product !== 'Tour') throw new HttpError(404, NOT_A_TOUR);
  const [{ tour, passengers }, history] = await Promise.all([
    tourParts(db, order.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  return {
    ...toSummary(order),
    tour: tour.tour as TourOrderDetails['tour'],
    departure: tour.departure as TourOrderDetails['departure'],
    hotel: tour.hotel as TourOrderDetails['hotel'],
    passengers: passengers.map(toTourPassenger),
    rooms: tour.rooms as TourRoomInput[],
    lines: tour.lines as TourQuoteLine[],
    cancellation: tour.cancellation as TourPackage['cancellation'],
    cancellationFa: cancellationFa(tour),
    contact: { mobile: order.contactMobile, email: order.contactEmail },
    confirmationCode: tour.confirmationCode,
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString(), note: h.note })),
  };
}
