import { sql } from 'drizzle-orm';
import type { OrderItemStatus, RefundableItem } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { OrderRow } from '../orders/store';
import type { RefundPolicy } from './policy';

/**
 * What the products share in refunds: an order's units (a ticket, a room, a traveller) each carry a
 * status Active → RefundRequested → Refunded in the product's own table; hotels', CIP's and tours'
 * units return their paid share less the product's penalty (flights have their own rules).
 */

/** Orders whose tickets or vouchers exist and may be refunded. */
export const REFUNDABLE_ORDER = ['Issued', 'RefundRequested', 'PartiallyRefunded'];

/** The products' unit tables (a flight's tickets too); each has id, order_id, status and refund_request_id. */
export type UnitTable = 'order_items' | 'hotel_order_rooms' | 'cip_order_passengers' | 'tour_order_passengers';

export interface UnitQuote {
  row: { id: string; price: number; status: string };
  /** While the order is not issued. @default «این رزرو هنوز صادر نشده است.» */
  notIssuedFa?: string;
  /** The product's reason this unit is not refunded online now (started, not refundable), or null. */
  closed: string | null;
  /** The penalty while it is open. */
  penaltyPercent: number;
  /** «این اتاق استرداد شده است.», «برای این اتاق درخواست استرداد ثبت شده است.» */
  refundedFa: string;
  requestedFa: string;
  /** passengerId defaults to the unit's id. */
  shown: Partial<Pick<RefundableItem, 'passengerId'>> & Pick<RefundableItem, 'passengerName' | 'passengerType' | 'segmentId' | 'proposalId' | 'route' | 'departureTime'>;
}

/** A unit's line of the quote: its price less its part of the order's discount, less the penalty (all of it when closed). */
export function quoteUnit(order: OrderRow, u: UnitQuote): RefundableItem {
  const { row } = u;
  const share = order.baseAmount > 0 ? Math.floor((order.discountAmount * row.price) / order.baseAmount) : 0;
  const paid = row.price - share;
  let reason: string | null;
  if (!REFUNDABLE_ORDER.includes(order.status)) reason = u.notIssuedFa ?? 'این رزرو هنوز صادر نشده است.';
  else if (row.status !== 'Active') reason = row.status === 'Refunded' ? u.refundedFa : u.requestedFa;
  else reason = u.closed;
  const percent = reason ? 100 : u.penaltyPercent;
  const refund = reason ? 0 : Math.floor((paid * (100 - percent)) / 100);
  return {
    itemId: row.id,
    passengerId: row.id,
    ...u.shown,
    status: row.status as OrderItemStatus,
    paidAmount: paid,
    refundable: reason === null,
    reason,
    penaltyPercent: percent,
    penaltyAmount: reason ? 0 : paid - refund,
    refundAmount: refund,
  };
}

/** The status steps of a unit table, in the caller's transaction. */
export function unitSteps(table: UnitTable) {
  const name = sql.identifier(table);
  return {
    /** The chosen Active units go RefundRequested; answers how many did. */
    async request(tx: Db, orderId: string, ids: string[], refundId: string): Promise<number> {
      if (ids.length === 0) return 0;
      const marked = await rows<{ id: string }>(tx, sql`
        update ${name} set status = 'RefundRequested', refund_request_id = ${refundId}
        where order_id = ${orderId} and status = 'Active' and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) returning id`);
      return marked.length;
    },
    /** The request's units go Refunded; answers their rows (snake_case), for the inventory to take back. */
    refunded<R extends { id: string }>(tx: Db, orderId: string, refundId: string): Promise<R[]> {
      return rows<R>(tx, sql`
        update ${name} set status = 'Refunded' where order_id = ${orderId} and refund_request_id = ${refundId} returning *`);
    },
    async counts(tx: Db, orderId: string): Promise<{ requested: number; active: number }> {
      const [counts] = await rows<{ requested: number; active: number }>(tx, sql`
        select count(*) filter (where status = 'RefundRequested')::int as requested, count(*) filter (where status = 'Active')::int as active
        from ${name} where order_id = ${orderId}`);
      return counts!;
    },
  };
}

/** One traveller of a CIP or tour order as its refund reads it. */
export interface TravellerUnit {
  id: string;
  price: number;
  status: string;
  passengerType: number;
  person: unknown;
}

/** A CIP service or a tour departure: its travellers and the policy it was booked with. */
export interface TravellerOrder {
  travellers: TravellerUnit[];
  /** When the service starts (ms); from then on nothing is returned online, for startedFa. */
  startsAt: number;
  /** Until when cancelling is free (ms). */
  freeUntil: number;
  penaltyPercent: number;
  startedFa: string;
  proposalId: string;
  route: string;
  departureTime: string;
}

/**
 * One unit per traveller, under the policy the order was booked with: nothing kept until freeUntil,
 * then penaltyPercent of the traveller's paid share; from the start nothing is returned online.
 * Refunded travellers' places go back on sale.
 */
export function perTravellerRefunds(
  table: UnitTable,
  load: (db: Db, order: OrderRow) => Promise<TravellerOrder>,
  returnPlaces: (tx: Db, orderId: string, count: number) => ReturnType<RefundPolicy['complete']>,
): RefundPolicy {
  const steps = unitSteps(table);
  return {
    waivesInvoluntary: false,
    async quote(db, order, now) {
      const o = await load(db, order);
      const t = now.getTime();
      return o.travellers.map((row) => {
        const person = row.person as { firstNameEn: string; lastNameEn: string };
        return quoteUnit(order, {
          row,
          closed: t >= o.startsAt ? o.startedFa : null,
          penaltyPercent: t <= o.freeUntil ? 0 : o.penaltyPercent,
          refundedFa: 'سهم این مسافر استرداد شده است.',
          requestedFa: 'برای این مسافر درخواست استرداد ثبت شده است.',
          shown: {
            passengerName: `${person.lastNameEn}/${person.firstNameEn}`,
            passengerType: row.passengerType as RefundableItem['passengerType'],
            segmentId: order.id,
            proposalId: o.proposalId,
            route: o.route,
            departureTime: o.departureTime,
          },
        });
      });
    },
    request: steps.request,
    async complete(tx, orderId, refundId) {
      const refunded = await steps.refunded(tx, orderId, refundId);
      return returnPlaces(tx, orderId, refunded.length);
    },
    counts: steps.counts,
  };
}
