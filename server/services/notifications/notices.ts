import { eq, sql } from 'drizzle-orm';
import type { OrderProduct } from '../../../src/contract';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { formatJalaliDate } from '../../../src/domain/jalali';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { orders } from '../../db/schema';
import { MailError, type MailMessage } from '../../providers/mail/mailer';
import type { LiveEvent, LiveEvents } from '../orders/booking';
import { productOf } from '../orders/products';
import type { OrderRow } from '../orders/store';
import type { PdfRenderer } from '../tickets/renderer';
import { issuedDocument } from './documents';
import { fareAlertMail, issuedMail, refundMail } from './mail-body';
import { enqueue } from './outbox';

export interface NoticeSettings {
  /** The site's origin for links in messages (PUBLIC_ORIGIN). */
  origin: string;
  /** Whether e-mail is configured: without it no e-mail row is written. */
  mail: boolean;
}

export const orderLink = (origin: string, orderId: string) => `${origin}/profile/my-travels/order-details/?orderId=${orderId}`;


/**
 * The notices an order's change causes, written into the outbox in the transaction of that change:
 * every status change is already told to live subscribers there (b.live.publish), so the notices
 * ride on the same call and no service has to remember to send them.
 */
export function withNotices(live: LiveEvents, settings: NoticeSettings, onOrder?: (product: string, status: string) => void): LiveEvents {
  return {
    async publish(tx: Db, event: LiveEvent) {
      await live.publish(tx, event);
      if (event.kind !== 'order') return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId));
      if (!order) return;
      onOrder?.(order.product, event.status);
      if (event.status === (productOf(order).noticeAt ?? 'Issued')) await issuedNotices(tx, order, settings);
      else if (event.status === 'Refunded' || event.status === 'PartiallyRefunded') await refundNotices(tx, order, settings);
    },
  };
}

async function issuedNotices(tx: Db, order: OrderRow, settings: NoticeSettings) {
  const doc = await issuedDocument(tx, order);
  const code = doc.code ?? String(order.number);
  await enqueue(tx, {
    channel: 'sms', template: 'ticketIssued', recipient: order.contactMobile, dedupeKey: `order:${order.id}:issued:sms`,
    // Kavenegar tokens take no spaces: PNRs are joined with «-».
    payload: { orderId: order.id, values: { code: code.replace(/\s*\/\s*/g, '-'), order: String(order.number), link: orderLink(settings.origin, order.id) } },
  });
  if (settings.mail && order.contactEmail) {
    await enqueue(tx, { channel: 'email', template: 'ticketIssued', recipient: order.contactEmail, dedupeKey: `order:${order.id}:issued:email`, payload: { orderId: order.id } });
  }
}

async function refundNotices(tx: Db, order: OrderRow, settings: NoticeSettings) {
  // What was paid back by the refunds completed so far; the key counts them, so each round of refunds is told once.
  const [done] = await rows<{ amount: string | number; count: string | number }>(tx, sql`
    select coalesce(sum(amount), 0) as amount, count(*) as count from refund_requests where order_id = ${order.id} and status = 'Refunded'`);
  const round = Number(done?.count ?? 0);
  const amount = Number(done?.amount ?? 0);
  await enqueue(tx, {
    channel: 'sms', template: 'refundPaid', recipient: order.contactMobile, dedupeKey: `order:${order.id}:refund:${round}:sms`,
    payload: { orderId: order.id, values: { order: String(order.number), amount: String(amount) } },
  });
  if (settings.mail && order.contactEmail) {
    await enqueue(tx, { channel: 'email', template: 'refundPaid', recipient: order.contactEmail, dedupeKey: `order:${order.id}:refund:${round}:email`, payload: { orderId: order.id, amount } });
  }
}

/** Minutes before a hold lapses that the traveller is reminded to pay. */
export const HOLD_REMINDER_MINUTES = 5;

/** The reminders job: a Reserved order whose hold lapses within five minutes gets one SMS (its key makes it one). */
export async function remindLapsingHolds(db: Db): Promise<number> {
  const due = await rows<{ id: string; number: number; contact_mobile: string; minutes: number }>(db, sql`
    select id, number, contact_mobile, greatest(1, ceil(extract(epoch from hold_expires_at - now()) / 60))::int as minutes from orders
    where status = 'Reserved' and hold_expires_at > now() and hold_expires_at <= now() + make_interval(mins => ${HOLD_REMINDER_MINUTES})
      and not exists (select 1 from outbox_messages m where m.dedupe_key = 'order:' || orders.id || ':hold:sms')
    limit 200`);
  for (const o of due) {
    await enqueue(db, {
      channel: 'sms', template: 'holdLapsing', recipient: o.contact_mobile, dedupeKey: `order:${o.id}:hold:sms`,
      payload: { orderId: o.id, values: { order: String(o.number), minutes: String(o.minutes) } },
    });
  }
  return due.length;
}

/** Builds an outbox e-mail at send time: the order as it is now and its ticket or voucher as a PDF. */
export function mailComposer(db: Db, renderer: PdfRenderer, settings: NoticeSettings) {
  return async (row: { template: string; recipient: string; payload: Record<string, unknown> }): Promise<MailMessage> => {
    if (row.template === 'fareAlert') {
      const p = row.payload as { title?: string; body?: string; link?: string };
      return { to: row.recipient, ...fareAlertMail({ title: String(p.title ?? ''), body: String(p.body ?? ''), link: String(p.link ?? settings.origin), supportPhone: SUPPORT_PHONE }) };
    }
    const orderId = String(row.payload.orderId ?? '');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new MailError(false, `order ${orderId} is gone`);
    const link = orderLink(settings.origin, order.id);
    if (row.template === 'refundPaid') {
      return { to: row.recipient, ...refundMail({ orderNumber: order.number, title: order.title, amount: Number(row.payload.amount ?? 0), link, supportPhone: SUPPORT_PHONE }) };
    }
    const doc = await issuedDocument(db, order);
    const when = order.departureTime ? formatJalaliDate(order.departureTime.slice(0, 10)) : null;
    const body = issuedMail({
      product: order.product as OrderProduct, orderNumber: order.number, title: order.title, code: doc.code, when, travellers: doc.travellers, link, supportPhone: SUPPORT_PHONE,
    });
    // Chromium missing or failing is an outage like any other: the message waits and is tried again.
    const attachments = doc.pdf ? [{ filename: doc.pdf.filename, content: await renderer.pdf(doc.pdf.html), contentType: 'application/pdf' }] : [];
    return { to: row.recipient, ...body, attachments };
  };
}
