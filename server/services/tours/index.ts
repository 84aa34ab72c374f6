import type { FastifyInstance } from 'fastify';
import type { TourBookRequest, TourQuoteRequest } from '../../../src/contract/tours';
import { currentUser } from '../../auth/guard';
import { badField, ok } from '../../http/envelope';
import type { TourSupplier } from '../../inventory/tours/supplier';
import { currentOrder } from '../flight-reservation/reserve';
import type { Booking } from '../orders/booking';
import type { PdfRenderer } from '../tickets/renderer';
import { tourVoucherHtml } from '../tickets/tour-voucher';
import { bookTour } from './book';
import { tourOrderDetails } from './details';
import { listTours, quoteTour } from './quote';
import { bookSchema, detailsSchema, quoteSchema, toursSchema, voucherSchema } from './schemas';

/** Orders whose voucher exists: issued, also while or after a traveller is refunded. */
const VOUCHERED = ['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];

/**
 * /api/tours/: the packages and a price (public), booking a departure, reading a tour order and its
 * voucher (signed in). Paying, cancelling and refunds are the shared services'.
 */
export async function tourRoutes(app: FastifyInstance, deps: { b: Booking; supplier: TourSupplier; renderer: PdfRenderer }) {
  const { b, supplier, renderer } = deps;
  const onRequest = b.guards.requireUser;
  const catalog = { db: b.db, supplier, now: b.now };

  app.get('/api/tours/Tour/GetTours', { schema: toursSchema }, async () => ok(await listTours(catalog)));

  app.post<{ Body: TourQuoteRequest }>('/api/tours/Tour/Quote', { schema: quoteSchema }, async (request) => ok(await quoteTour(catalog, request.body)));

  const base = '/api/tours/TourReservation';
  app.post<{ Body: TourBookRequest }>(`${base}/Book`, { schema: bookSchema, onRequest }, async (request) =>
    ok(await tourOrderDetails(b.db, await bookTour(deps, currentUser(request).sub, request.body))));

  app.get<{ Params: { id: string } }>(`${base}/GetTourOrderDetails/:id`, { schema: detailsSchema, onRequest }, async (request) =>
    ok(await tourOrderDetails(b.db, await currentOrder(b, currentUser(request).sub, request.params.id))));

  app.get<{ Params: { id: string } }>(`${base}/Voucher/:id`, { schema: voucherSchema, onRequest }, async (request, reply) => {
    const order = await currentOrder(b, currentUser(request).sub, request.params.id);
    const details = await tourOrderDetails(b.db, order);
    if (!VOUCHERED.includes(order.status)) throw badField('id', 'واچر تور پس از پرداخت و تأیید تور صادر می‌شود.');
    const pdf = await renderer.pdf(tourVoucherHtml(details));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="tour-voucher-${order.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
