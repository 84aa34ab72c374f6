import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HotelCancellation, HotelOrderGuest, HotelOrderHotel, OrderItemStatus, RefundableItem } from '../../../src/contract';
import { rows } from '../../db/rows';
import { hotelOrderRooms } from '../../db/schema';
import { tehranToday } from '../../time/calendar';
import type { RefundPolicy } from '../refund/policy';
import { REFUNDABLE_ORDER } from '../refund/quote';
import { freeUntil, hotelParts } from './details';
import { returnSoldRooms } from './rooms';

/**
 * Hotels: one unit per room, under the policy the order was booked with: nothing kept until its
 * last free day (Tehran), then penaltyPercent of the room's paid price; a non-refundable booking
 * returns nothing, and from the check-in day on a room is no longer cancelled online.
 */
export const hotelRefunds: RefundPolicy = {
  waivesInvoluntary: false,
  async quote(db, order, now) {
    const { hotel, rooms } = await hotelParts(db, order.id);
    const policy = hotel.cancellation as HotelCancellation;
    const today = tehranToday(now);
    const until = freeUntil(policy, hotel.checkIn);
    const info = hotel.hotel as HotelOrderHotel;
    return rooms.map((room): RefundableItem => {
      const share = order.baseAmount > 0 ? Math.floor((order.discountAmount * room.price) / order.baseAmount) : 0;
      const paid = room.price - share;
      let reason: string | null = null;
      if (!REFUNDABLE_ORDER.includes(order.status)) reason = 'این رزرو هنوز صادر نشده است.';
      else if (room.status !== 'Active') reason = room.status === 'Refunded' ? 'این اتاق استرداد شده است.' : 'برای این اتاق درخواست استرداد ثبت شده است.';
      else if (!policy.refundable) reason = 'این رزرو قابل لغو نیست و هزینه آن بازگردانده نمی‌شود.';
      else if (today >= hotel.checkIn) reason = 'از روز ورود به بعد، رزرو به‌صورت آنلاین لغو نمی‌شود؛ با پشتیبانی تماس بگیرید.';
      const percent = reason || !policy.refundable ? 100 : until !== null && today <= until ? 0 : policy.penaltyPercent;
      const refund = reason ? 0 : Math.floor((paid * (100 - percent)) / 100);
      const guest = room.leadGuest as HotelOrderGuest;
      return {
        itemId: room.id,
        passengerId: room.id,
        passengerName: `${guest.lastNameEn}/${guest.firstNameEn}`,
        passengerType: 1,
        segmentId: room.id,
        proposalId: room.offerKey,
        route: `${info.nameFa}، ${room.roomNameFa}`,
        departureTime: hotel.checkIn,
        status: room.status as OrderItemStatus,
        paidAmount: paid,
        refundable: reason === null,
        reason,
        penaltyPercent: percent,
        penaltyAmount: reason ? 0 : paid - refund,
        refundAmount: refund,
      };
    });
  },
  async request(tx, orderId, ids, refundId) {
    const marked = await tx.update(hotelOrderRooms).set({ status: 'RefundRequested', refundRequestId: refundId })
      .where(and(inArray(hotelOrderRooms.id, ids), eq(hotelOrderRooms.orderId, orderId), eq(hotelOrderRooms.status, 'Active'))).returning({ id: hotelOrderRooms.id });
    return marked.length;
  },
  async complete(tx, orderId, refundId) {
    const refunded = await tx.update(hotelOrderRooms).set({ status: 'Refunded' })
      .where(and(eq(hotelOrderRooms.orderId, orderId), eq(hotelOrderRooms.refundRequestId, refundId))).returning({ roomTypeId: hotelOrderRooms.roomTypeId });
    const counts = new Map<string, number>();
    for (const r of refunded) counts.set(r.roomTypeId, (counts.get(r.roomTypeId) ?? 0) + 1);
    return returnSoldRooms(tx, orderId, counts);
  },
  async counts(tx, orderId) {
    const [counts] = await rows<{ requested: number; active: number }>(tx, sql`
      select count(*) filter (where status = 'RefundRequested')::int as requested, count(*) filter (where status = 'Active')::int as active
      from hotel_order_rooms where order_id = ${orderId}`);
    return counts!;
  },
};
