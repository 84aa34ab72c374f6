import type { FastifyInstance } from 'fastify';
import type { CipBookRequest, CipQuoteRequest } from '../../../src/contract/cip';
import { currentUser } from '../../auth/guard';
import { badField, ok } from '../../http/envelope';
import type { CipSupplier } from '../../inventory/cip/supplier';
import type { Reference } from '../../reference';
import { currentOrder } from '../flight-reservation/reserve';
import type { Booking } from '../orders/booking';
import { cipVoucherHtml } from '../tickets/cip-voucher';
import type { PdfRenderer } from '../tickets/renderer';
import { bookCip } from './book';
import { cipOrderDetails } from './details';
import { quoteCip } from './quote';
import { airportsSchema, bookSchema, detailsSchema, quoteSchema, voucherSchema } from './schemas';

/** Orders whose voucher exists: issued, also while or after a traveller is refunded. */
const VOUCHERED = ['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];

/**
 * /api/cip/: the airports and a price (public), booking a service, reading a CIP order and its
 * voucher (signed in). Paying, cancelling and refunds are the shared services'.
 */
export async function cipRoutes(app: FastifyInstance, deps: { b: Booking; supplier: CipSupplier; ref: Reference; renderer: PdfRenderer }) {
  const { b, supplier, renderer } = deps;
  const onRequest = b.guards.requireUser;
  const catalog = { db: b.db, supplier, now: b.now };

  app.get('/api/cip/Cip/GetAirports', { schema: airportsSchema }, async () => ok(await supplier.airports()));

  app.post<{ Body: CipQuoteRequest }>('/api/cip/Cip/Quote', { schema: quoteSchema }, async (request) => ok(await quoteCip(catalog, request.body)));

  const base = '/api/cip/CipReservation';
  app.post<{ Body: CipBookRequest }>(`${base}/Book`, { schema: bookSchema, onRequest }, async (request) =>
    ok(await cipOrderDetails(b.db, await bookCip(deps, currentUser(request).sub, request.body))));

  app.get<{ Params: { id: string } }>(`${base}/GetCipOrderDetails/:id`, { schema: detailsSchema, onRequest }, async (request) =>
    ok(await cipOrderDetails(b.db, await currentOrder(b, currentUser(request).sub, request.params.id))));

  app.get<{ Params: { id: string } }>(`${base}/Voucher/:id`, { schema: voucherSchema, onRequest }, async (request, reply) => {
    const order = await currentOrder(b, currentUser(request).sub, request.params.id);
    const details = await cipOrderDetails(b.db, order);
    if (!VOUCHERED.includes(order.status)) throw badField('id', 'واچر CIP پس از پرداخت و تأیید خدمت صادر می‌شود.');
    const pdf = await renderer.pdf(cipVoucherHtml(details));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="cip-voucher-${order.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
