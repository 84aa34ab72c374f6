import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TourPackage } from '../../../src/contract/tours';
import type { OrderItemStatus, RefundableItem } from '../../../src/contract';
import { rows } from '../../db/rows';
import { tourOrderPassengers } from '../../db/schema';
import type { RefundPolicy } from '../refund/policy';
import { REFUNDABLE_ORDER } from '../refund/quote';
import { tourParts, freeUntilMs, toTourPassenger } from './details';
import { returnSoldPlaces } from './places';

/**
 * Tours: one unit per traveller, under the policy the order was booked with: nothing kept until
 * freeUntilDaysBefore the departure day, then penaltyPercent of the traveller's paid share; from the
 * departure day on nothing is returned online. Refunded travellers' places go back on sale.
 */
export const tourRefunds: RefundPolicy = {
  waivesInvoluntary: false,
  async quote(db, order, now) {
    const { tour, passengers } = await tourParts(db, order.id);
    const policy = tour.cancellation as TourPackage['cancellation'];
    const t = now.getTime();
    return passengers.map((row): RefundableItem => {
      const p = toTourPassenger(row);
      const share = order.baseAmount > 0 ? Math.floor((order.discountAmount * row.price) / order.baseAmount) : 0;
      const paid = row.price - share;
      let reason: string | null = null;
      if (!REFUNDABLE_ORDER.includes(order.status)) reason = 'این رزرو هنوز صادر نشده است.';
      else if (row.status !== 'Active') reason = row.status === 'Refunded' ? 'سهم این مسافر استرداد شده است.' : 'برای این مسافر درخواست استرداد ثبت شده است.';
      else if (t >= tour.departsAt.getTime()) reason = 'تور حرکت کرده است و مبلغی بازگردانده نمی‌شود.';
      const percent = reason ? 100 : t <= freeUntilMs(tour) ? 0 : policy.penaltyPercent;
      const refund = reason ? 0 : Math.floor((paid * (100 - percent)) / 100);
      return {
        itemId: row.id,
        passengerId: row.id,
        passengerName: `${p.lastNameEn}/${p.firstNameEn}`,
        passengerType: row.passengerType as RefundableItem['passengerType'],
        segmentId: order.id,
        proposalId: `tour~${tour.departureId}`,
        route: order.title,
        departureTime: (tour.departure as { departureDate: string }).departureDate,
        status: row.status as OrderItemStatus,
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
    const marked = await tx.update(tourOrderPassengers).set({ status: 'RefundRequested', refundRequestId: refundId })
      .where(and(inArray(tourOrderPassengers.id, ids), eq(tourOrderPassengers.orderId, orderId), eq(tourOrderPassengers.status, 'Active'))).returning({ id: tourOrderPassengers.id });
    return marked.length;
  },
  async complete(tx, orderId, refundId) {
    const refunded = await tx.update(tourOrderPassengers).set({ status: 'Refunded' })
      .where(and(eq(tourOrderPassengers.orderId, orderId), eq(tourOrderPassengers.refundRequestId, refundId))).returning({ id: tourOrderPassengers.id });
    return returnSoldPlaces(tx, orderId, refunded.length);
  },
  async counts(tx, orderId) {
    const [counts] = await rows<{ requested: number; active: number }>(tx, sql`
      select count(*) filter (where status = 'RefundRequested')::int as requested, count(*) filter (where status = 'Active')::int as active
      from tour_order_passengers where order_id = ${orderId}`);
    return counts!;
  },
};

