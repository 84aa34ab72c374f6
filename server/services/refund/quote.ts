import { sql } from 'drizzle-orm';
import type { OrderItemStatus, PassengerType, Proposal, RefundableItem } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { penaltyPercentAt, penaltyTable } from '../flight-reservation/fare-rules';
import type { OrderParts, OrderRow } from '../orders/store';

/** Orders whose tickets exist and may be refunded. */
export const REFUNDABLE_ORDER = ['Issued', 'RefundRequested', 'PartiallyRefunded'];

const HOUR_MS = 3_600_000;

/**
 * What each item of an order would return now: its paid share (price less its part of the
 * discount), less the fare-rule penalty for the hours left. Involuntary reasons pay back in full.
 */
export function quoteItems(order: OrderRow, parts: OrderParts, now: Date, involuntary = false): RefundableItem[] {
  return parts.items.map((item) => {
    const segment = parts.segments.find((s) => s.id === item.segmentId)!;
    const passenger = parts.passengers.find((p) => p.id === item.passengerId)!;
    const proposal = segment.proposal as Proposal;
    const group = proposal.FlightGroups[0]!;
    const share = order.baseAmount > 0 ? Math.floor((order.discountAmount * item.price) / order.baseAmount) : 0;
    const paid = item.price - share;
    const hoursLeft = (segment.departureAt.getTime() - now.getTime()) / HOUR_MS;
    let reason: string | null = null;
    if (!REFUNDABLE_ORDER.includes(order.status)) reason = 'بلیت این سفارش صادر نشده است.';
    else if (item.status !== 'Active') reason = item.status === 'Refunded' ? 'این بلیت استرداد شده است.' : 'برای این بلیت درخواست استرداد ثبت شده است.';
    else if (hoursLeft <= 0) reason = 'زمان پرواز گذشته است.';
    else if (!involuntary && !segment.refundable) reason = segment.isCharter ? 'بلیت چارتری قابل استرداد نیست (مگر با لغو پرواز از سوی ایرلاین).' : 'این نرخ قابل استرداد نیست (مگر با لغو پرواز از سوی ایرلاین).';
    const percent = reason ? 100 : involuntary ? 0 : penaltyPercentAt(penaltyTable(proposal), hoursLeft);
    const refund = reason ? 0 : Math.floor((paid * (100 - percent)) / 100);
    return {
      itemId: item.id,
      passengerId: passenger.id,
      passengerName: `${passenger.lastNameEn}/${passenger.firstNameEn}`,
      passengerType: passenger.passengerType as PassengerType,
      segmentId: segment.id,
      proposalId: segment.proposalId,
      route: `${group.OriginFa} به ${proposal.FlightGroups.at(-1)!.DestinationFa}`,
      departureTime: group.DepartureTime,
      status: item.status as OrderItemStatus,
      paidAmount: paid,
      refundable: reason === null,
      reason,
      penaltyPercent: percent,
      penaltyAmount: reason ? 0 : paid - refund,
      refundAmount: refund,
    };
  });
}

/** Gift credit this order was paid with (it goes back as gift, never to a bank account). */
export async function giftPaid(db: Db, orderId: string): Promise<number> {
  const [row] = await rows<{ gift: string | number | null }>(db, sql`
    select -coalesce(sum(gift_amount), 0) as gift from wallet_flows where order_id = ${orderId} and kind = 'OrderPayment'`);
  return Number(row?.gift ?? 0);
}
