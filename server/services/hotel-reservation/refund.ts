import type { HotelCancellation, HotelOrderGuest, HotelOrderHotel, RefundableItem } from '../../../src/contract';
import { tehranToday } from '../../time/calendar';
import type { RefundPolicy } from '../refund/policy';
import { quoteUnit, unitSteps } from '../refund/units';
import { freeUntil, hotelParts } from './details';
import { returnSoldRooms } from './rooms';

const steps = unitSteps('hotel_order_rooms');

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
      const guest = room.leadGuest as HotelOrderGuest;
      return quoteUnit(order, {
        row: room,
        closed: !policy.refundable ? 'این رزرو قابل لغو نیست و هزینه آن بازگردانده نمی‌شود.'
          : today >= hotel.checkIn ? 'از روز ورود به بعد، رزرو به‌صورت آنلاین لغو نمی‌شود؛ با پشتیبانی تماس بگیرید.' : null,
        penaltyPercent: !policy.refundable ? 100 : until !== null && today <= until ? 0 : policy.penaltyPercent,
        refundedFa: 'این اتاق استرداد شده است.',
        requestedFa: 'برای این اتاق درخواست استرداد ثبت شده است.',
        shown: {
          passengerName: `${guest.lastNameEn}/${guest.firstNameEn}`,
          passengerType: 1,
          segmentId: room.id,
          proposalId: room.offerKey,
          route: `${info.nameFa}، ${room.roomNameFa}`,
          departureTime: hotel.checkIn,
        },
      });
    });
  },
  request: steps.request,
  async complete(tx, orderId, refundId) {
    const refunded = await steps.refunded<{ id: string; room_type_id: string }>(tx, orderId, refundId);
    const counts = new Map<string, number>();
    for (const r of refunded) counts.set(r.room_type_id, (counts.get(r.room_type_id) ?? 0) + 1);
    return returnSoldRooms(tx, orderId, counts);
  },
  counts: steps.counts,
};
