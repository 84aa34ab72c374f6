import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CipAirport, CipServiceKind } from '../../../src/contract/cip';
import type { OrderItemStatus, RefundableItem } from '../../../src/contract';
import { rows } from '../../db/rows';
import { cipOrderPassengers } from '../../db/schema';
import type { RefundPolicy } from '../refund/policy';
import { REFUNDABLE_ORDER } from '../refund/quote';
import { cipParts, freeUntilMs, toCipPassenger } from './details';
import { returnSoldPlaces } from './places';
import { KIND_FA } from './rules';

/**
 * CIP: one unit per traveller, under the policy the order was booked with: nothing kept until
 * freeUntilHoursBefore the service, then penaltyPercent of the traveller's paid share; from the
 * service time on nothing is returned online. Refunded travellers' places go back on sale.
 */
export const cipRefunds: RefundPolicy = {
  waivesInvoluntary: false,
  async quote(db, order, now) {
    const { cip, passengers } = await cipParts(db, order.id);
    const policy = cip.cancellation as CipAirport['cancellation'];
    const airport = cip.airport as { nameFa: string };
    const t = now.getTime();
    return passengers.map((row): RefundableItem => {
      const p = toCipPassenger(row);
      const share = order.baseAmount > 0 ? Math.floor((order.discountAmount * row.price) / order.baseAmount) : 0;
      const paid = row.price - share;
      let reason: string | null = null;
      if (!REFUNDABLE_ORDER.includes(order.status)) reason = 'این رزرو هنوز صادر نشده است.';
      else if (row.status !== 'Active') reason = row.status === 'Refunded' ? 'سهم این مسافر استرداد شده است.' : 'برای این مسافر درخواست استرداد ثبت شده است.';
      else if (t >= cip.serviceAt.getTime()) reason = 'زمان خدمت گذشته است و مبلغی بازگردانده نمی‌شود.';
      const percent = reason ? 100 : t <= freeUntilMs(cip) ? 0 : policy.penaltyPercent;
      const refund = reason ? 0 : Math.floor((paid * (100 - percent)) / 100);
      return {
        itemId: row.id,
        passengerId: row.id,
        passengerName: `${p.lastNameEn}/${p.firstNameEn}`,
        passengerType: row.passengerType as RefundableItem['passengerType'],
        segmentId: order.id,
        proposalId: `cip~${cip.airportCode}~${cip.kind}`,
        route: `CIP فرودگاه ${airport.nameFa}، ${KIND_FA[cip.kind as CipServiceKind]}`,
        departureTime: cip.flightTime,
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
    const marked = await tx.update(cipOrderPassengers).set({ status: 'RefundRequested', refundRequestId: refundId })
      .where(and(inArray(cipOrderPassengers.id, ids), eq(cipOrderPassengers.orderId, orderId), eq(cipOrderPassengers.status, 'Active'))).returning({ id: cipOrderPassengers.id });
    return marked.length;
  },
  async complete(tx, orderId, refundId) {
    const refunded = await tx.update(cipOrderPassengers).set({ status: 'Refunded' })
      .where(and(eq(cipOrderPassengers.orderId, orderId), eq(cipOrderPassengers.refundRequestId, refundId))).returning({ id: cipOrderPassengers.id });
    return returnSoldPlaces(tx, orderId, refunded.length);
  },
  async counts(tx, orderId) {
    const [counts] = await rows<{ requested: number; active: number }>(tx, sql`
      select count(*) filter (where status = 'RefundRequested')::int as requested, count(*) filter (where status = 'Active')::int as active
      from cip_order_passengers where order_id = ${orderId}`);
    return counts!;
  },
};

