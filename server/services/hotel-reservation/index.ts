import type { FastifyInstance } from 'fastify';
import type { HotelBookRequest } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import { badField, ok } from '../../http/envelope';
import { currentOrder } from '../flight-reservation/reserve';
import { ownedOrder } from '../orders/store';
import { hotelVoucherHtml } from '../tickets/hotel-voucher';
import type { PdfRenderer } from '../tickets/renderer';
import { bookHotel, type HotelBookDeps } from './book';
import { hotelOrderDetails } from './details';
import { bookSchema, detailsSchema, voucherSchema } from './schemas';

/** Orders whose voucher exists: issued, also while or after a room is refunded. */
const VOUCHERED = ['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];

/** /api/hotel-reservation/HotelReservation/: book rooms, read a hotel order, its voucher. Paying, cancelling and refunds are the shared services'. */
export async function hotelReservationRoutes(app: FastifyInstance, deps: HotelBookDeps & { renderer: PdfRenderer }) {
  const { b, renderer } = deps;
  const base = '/api/hotel-reservation/HotelReservation';
  const onRequest = b.guards.requireUser;

  app.post<{ Body: HotelBookRequest }>(`${base}/Book`, { schema: bookSchema, onRequest }, async (request) =>
    ok(await hotelOrderDetails(b.db, await bookHotel(deps, currentUser(request).sub, request.body))));

  app.get<{ Params: { id: string } }>(`${base}/GetHotelOrderDetails/:id`, { schema: detailsSchema, onRequest }, async (request) =>
    ok(await hotelOrderDetails(b.db, await currentOrder(b, currentUser(request).sub, request.params.id))));

  app.get<{ Params: { id: string } }>(`${base}/Voucher/:id`, { schema: voucherSchema, onRequest }, async (request, reply) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.params.id);
    const details = await hotelOrderDetails(b.db, order);
    if (!VOUCHERED.includes(order.status)) throw badField('id', 'واچر این رزرو پس از پرداخت و تأیید هتل صادر می‌شود.');
    const pdf = await renderer.pdf(hotelVoucherHtml(details));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="hotel-voucher-${order.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
