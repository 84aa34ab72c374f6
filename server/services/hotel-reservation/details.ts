import { asc, eq } from 'drizzle-orm';
import type {
  HotelBoard, HotelCancellation, HotelOrderDetails, HotelOrderGuest, HotelOrderHotel, HotelOrderRoom, NormalizedStay, OrderItemStatus, OrderStatus, StayNight,
} from '../../../src/contract';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { Db } from '../../db';
import { hotelOrderRooms, hotelOrders, orderEvents } from '../../db/schema';
import { HttpError } from '../../http/envelope';
import { addDays } from '../../time/calendar';
import { toSummary, type OrderRow } from '../orders/store';

export type HotelOrderRow = typeof hotelOrders.$inferSelect;
export type HotelRoomRow = typeof hotelOrderRooms.$inferSelect;

export const NOT_A_HOTEL = 'این سفارش هتل نیست.';

/** The last day a booking can be cancelled for free (the catalog's rule), or null when never. */
export function freeUntil(policy: HotelCancellation, checkIn: string): string | null {
  return policy.refundable ? addDays(checkIn, -policy.freeUntilDaysBefore) : null;
}

/** «لغو رایگان تا پایان ۱۲ آذر؛ پس از آن ۵۰٪ مبلغ اقامت کسر می‌شود.» */
export function cancellationFa(policy: HotelCancellation, checkIn: string): string {
  if (!policy.refundable) return 'این رزرو قابل لغو نیست و هزینه آن بازگردانده نمی‌شود.';
  const penalty = `${toPersianDigits(policy.penaltyPercent)}٪ مبلغ اقامت کسر می‌شود`;
  return `لغو رایگان تا پایان ${formatJalaliLong(freeUntil(policy, checkIn)!)}؛ پس از آن ${penalty}.`;
}

export function toHotelRoom(r: HotelRoomRow): HotelOrderRoom {
  return {
    id: r.id,
    roomTypeId: r.roomTypeId,
    roomNameFa: r.roomNameFa,
    bedsFa: r.bedsFa,
    board: r.board as HotelBoard,
    adults: r.adults,
    childAges: r.childAges as number[],
    leadGuest: r.leadGuest as HotelOrderGuest,
    nights: r.nights as StayNight[],
    price: r.price,
    status: r.status as OrderItemStatus,
  };
}

export interface HotelParts {
  hotel: HotelOrderRow;
  rooms: HotelRoomRow[];
}

export async function hotelParts(db: Db, orderId: string): Promise<HotelParts> {
  const [[hotel], rooms] = await Promise.all([
    db.select().from(hotelOrders).where(eq(hotelOrders.orderId, orderId)),
    db.select().from(hotelOrderRooms).where(eq(hotelOrderRooms.orderId, orderId)).orderBy(asc(hotelOrderRooms.idx)),
  ]);
  if (!hotel) throw new HttpError(404, NOT_A_HOTEL);
  return { hotel, rooms };
}

/** GetHotelOrderDetails (and what Book answers). */
export async function hotelOrderDetails(db: Db, order: OrderRow): Promise<HotelOrderDetails> {
  if (order.product !== 'Hotel') throw new HttpError(404, NOT_A_HOTEL);
  const [{ hotel, rooms }, history] = await Promise.all([
    hotelParts(db, order.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  const policy = hotel.cancellation as HotelCancellation;
  return {
    ...toSummary(order),
    hotel: hotel.hotel as HotelOrderHotel,
    stay: hotel.stay as NormalizedStay,
    rooms: rooms.map(toHotelRoom),
    cancellation: policy,
    cancellationFa: cancellationFa(policy, hotel.checkIn),
    freeCancellationUntil: freeUntil(policy, hotel.checkIn),
    contact: { mobile: order.contactMobile, email: order.contactEmail },
    specialRequests: hotel.specialRequests,
    confirmationNumber: hotel.confirmationNumber,
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString(), note: h.note })),
  };
}
