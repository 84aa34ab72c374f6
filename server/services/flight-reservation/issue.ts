import { eq, sql } from 'drizzle-orm';
import type { IssuedTicket, Proposal, VerifyIssueResponse } from '../../../src/contract';
import { rows } from '../../db/rows';
import { orderSegments } from '../../db/schema';
import { asDb, type Booking } from '../orders/booking';
import { productOf } from '../orders/products';
import { moveOrder, orderDetails, orderParts } from '../orders/store';
import { currentOrder } from './reserve';

/** IATA accounting prefixes of ticket numbers; others get a stable stand-in. */
const AIRLINE_PREFIX: Record<string, string> = {
  IR: '096', W5: '537', EP: '815', QB: '474', Y9: '780', ZV: '630', IV: '421', HH: '557', I3: '286', JI: '571', B9: '491', NV: '653',
  TK: '235', EK: '176', QR: '157', FZ: '141', PC: '624', G9: '514', WY: '910',
};
const prefixOf = (code: string) => AIRLINE_PREFIX[code] ?? String(900 + ([...code].reduce((s, c) => s + c.charCodeAt(0), 0) % 100)).padStart(3, '0');

/** PNR letters without look-alikes (no I, O, 0, 1). */
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PNR_SPACE = 32 ** 6;

/** A sequence number as a 6-letter PNR: an odd multiplier mod 32⁶ is a bijection, so distinct numbers give distinct PNRs. */
export function pnrOf(n: number): string {
  let x = Number((BigInt(n) * 1_000_003n) % BigInt(PNR_SPACE));
  let out = '';
  for (let i = 0; i < 6; i++) {
    out = PNR_ALPHABET[x % 32]! + out;
    x = Math.floor(x / 32);
  }
  return out;
}

/**
 * Issues a paid flight order once: the move Paid → Issued is conditional, so of any number of
 * callers one issues and the rest find it done. PNRs and ticket numbers come from sequences.
 */
export async function issueOrder(b: Booking, orderId: string): Promise<boolean> {
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [kind] = await rows<{ product: string }>(tx, sql`select product from orders where id = ${orderId}`);
    if (!kind || !productOf(kind).issuedAfterPaid) return false;
    const moved = await moveOrder(tx, orderId, ['Paid'], 'Issued', {}, 'بلیت‌ها صادر شد.');
    if (!moved) return false;
    const segments = await tx.select().from(orderSegments).where(eq(orderSegments.orderId, orderId));
    for (const s of segments) {
      const airline = (s.proposal as Proposal).FlightGroups[0]!.MarketingAirlineCode;
      const [{ n }] = (await rows<{ n: string }>(tx, sql`select nextval('pnr_seq') as n`)) as [{ n: string }];
      await tx.update(orderSegments).set({ pnr: pnrOf(Number(n)) }).where(eq(orderSegments.id, s.id));
      await rows(tx, sql`
        update order_items set ticket_number = ${prefixOf(airline)} || lpad(nextval('ticket_number_seq')::text, 10, '0')
        where segment_id = ${s.id} and ticket_number is null`);
    }
    await b.onIssued?.(tx, moved);
    await b.live.publish(tx, { kind: 'order', userId: moved.userId, orderId, status: 'Issued' });
    return true;
  });
}

const NOT_ISSUED: Record<string, string> = {
  Created: 'این سفارش هنوز رزرو و پرداخت نشده است.',
  Reserved: 'پرداخت این سفارش هنوز انجام نشده است.',
  Expired: 'مهلت پرداخت این سفارش تمام شد و بلیتی صادر نشد.',
  Cancelled: 'این سفارش لغو شده است.',
};

/** VerifyIssueFlightTicket: issues a paid order (if no one has yet) and answers its tickets. */
export async function verifyIssue(b: Booking, userId: string, orderId: string, apiBase = '/api/'): Promise<VerifyIssueResponse> {
  let order = await currentOrder(b, userId, orderId);
  if (order.status === 'Paid' && productOf(order).issuedAfterPaid) {
    await issueOrder(b, orderId);
    order = await currentOrder(b, userId, orderId);
  }
  const { segments, passengers, items } = await orderParts(b.db, orderId);
  const issued = Boolean(order.issuedAt);
  const tickets: IssuedTicket[] = issued
    ? items.filter((i) => i.ticketNumber).map((i) => {
      const p = passengers.find((x) => x.id === i.passengerId)!;
      return { passengerId: p.id, segmentId: i.segmentId, ticketNumber: i.ticketNumber!, pnr: segments.find((s) => s.id === i.segmentId)!.pnr!, passengerName: `${p.lastNameEn}/${p.firstNameEn}` };
    })
    : [];
  return {
    order: await orderDetails(b.db, order),
    issued,
    tickets,
    ticketPdfUrl: issued ? `${apiBase}flight-reservation/Tickets/FlightTicketPdf/${orderId}` : null,
    messages: issued ? [] : [NOT_ISSUED[order.status] ?? 'بلیت‌های این سفارش صادر نشده است.'],
  };
}
