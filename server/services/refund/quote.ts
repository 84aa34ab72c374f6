import { sql } from 'drizzle-orm';
import type { PassengerType, Proposal, RefundableItem } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { penaltyPercentAt, penaltyTable } from '../flight-reservation/fare-rules';
import type { OrderParts, OrderRow } from '../orders/store';
import { quoteUnit } from './units';

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
    const hoursLeft = (segment.departureAt.getTime() - now.getTime()) / HOUR_MS;
    let closed: string | null = null;
    if (hoursLeft <= 0) closed = 'زمان پرواز گذشته است.';
    else if (!involuntary && !segment.refundable) closed = segment.isCharter ? 'بلیت چارتری قابل استرداد نیست (مگر با لغو پرواز از سوی ایرلاین).' : 'این نرخ قابل استرداد نیست (مگر با لغو پرواز از سوی ایرلاین).';
    return quoteUnit(order, {
      row: item,
      notIssuedFa: 'بلیت این سفارش صادر نشده است.',
      closed,
      penaltyPercent: involuntary ? 0 : penaltyPercentAt(penaltyTable(proposal), hoursLeft),
      refundedFa: 'این بلیت استرداد شده است.',
      requestedFa: 'برای این بلیت درخواست استرداد ثبت شده است.',
      shown: {
        passengerId: passenger.id,
        passengerName: `${passenger.lastNameEn}/${passenger.firstNameEn}`,
        passengerType: passenger.passengerType as PassengerType,
        segmentId: segment.id,
        proposalId: segment.proposalId,
        route: `${group.OriginFa} به ${proposal.FlightGroups.at(-1)!.DestinationFa}`,
        departureTime: group.DepartureTime,
      },
    });
  });
}

/** Gift credit this order was paid with (it goes back as gift, never to a bank account). */
export async function giftPaid(db: Db, orderId: string): Promise<number> {
  const [row] = await rows<{ gift: string | number | null }>(db, sql`
    select -coalesce(sum(gift_amount), 0) as gift from wallet_flows where order_id = ${orderId} and kind = 'OrderPayment'`);
  return Number(row?.gift ?? 0);
}
