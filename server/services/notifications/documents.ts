import { eq } from 'drizzle-orm';
import type { OrderProduct } from '../../../src/contract';
import type { Db } from '../../db';
import { orderPassengers } from '../../db/schema';
import { cipOrderDetails } from '../cip/details';
import { hotelOrderDetails } from '../hotel-reservation/details';
import { orderParts, type OrderRow } from '../orders/store';
import { cipVoucherHtml } from '../tickets/cip-voucher';
import { hotelVoucherHtml } from '../tickets/hotel-voucher';
import { ticketHtml } from '../tickets/html';
import { tourVoucherHtml } from '../tickets/tour-voucher';
import { tourOrderDetails } from '../tours/details';

/** What a notice says about an issued order, and its ticket or voucher as the PDF route renders it. */
export interface IssuedDocument {
  /** PNR(s) or the voucher's confirmation code; null for a visa request. */
  code: string | null;
  travellers: string[];
  /** The printable page (the same HTML the PDF routes render), or null (a visa has none). */
  pdf: { html: string; filename: string } | null;
}

const fullName = (p: { firstNameFa?: string | null; lastNameFa?: string | null; firstNameEn: string; lastNameEn: string }) =>
  p.firstNameFa && p.lastNameFa ? `${p.firstNameFa} ${p.lastNameFa}` : `${p.firstNameEn} ${p.lastNameEn}`;

/** One table of products, as the PDF routes have one template each: a new product adds a line. */
export async function issuedDocument(db: Db, order: OrderRow): Promise<IssuedDocument> {
  const product = order.product as OrderProduct;
  const number = order.number;
  switch (product) {
    case 'DomesticFlight':
    case 'InternationalFlight': {
      const parts = await orderParts(db, order.id);
      const pnrs = [...new Set(parts.segments.map((s) => s.pnr).filter((p): p is string => !!p))];
      return { code: pnrs.join(' / ') || null, travellers: parts.passengers.map(fullName), pdf: { html: ticketHtml(order, parts), filename: `ticket-${number}.pdf` } };
    }
    case 'Hotel': {
      const d = await hotelOrderDetails(db, order);
      return { code: d.confirmationNumber, travellers: d.rooms.map((r) => fullName(r.leadGuest)), pdf: { html: hotelVoucherHtml(d), filename: `hotel-voucher-${number}.pdf` } };
    }
    case 'Cip': {
      const d = await cipOrderDetails(db, order);
      return { code: d.confirmationCode, travellers: d.passengers.map(fullName), pdf: { html: cipVoucherHtml(d), filename: `cip-voucher-${number}.pdf` } };
    }
    case 'Tour': {
      const d = await tourOrderDetails(db, order);
      return { code: d.confirmationCode, travellers: d.passengers.map(fullName), pdf: { html: tourVoucherHtml(d), filename: `tour-voucher-${number}.pdf` } };
    }
    case 'Visa': {
      const people = await db.select().from(orderPassengers).where(eq(orderPassengers.orderId, order.id));
      return { code: null, travellers: people.map(fullName), pdf: null };
    }
  }
}
