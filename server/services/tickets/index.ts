import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import { badField } from '../../http/envelope';
import { bearer, idParams, query } from '../../http/schemas';
import type { Booking } from '../orders/booking';
import { productOf } from '../orders/products';
import { orderParts, ownedOrder } from '../orders/store';
import { ticketHtml } from './html';
import type { PdfRenderer } from './renderer';

const TICKETED = ['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];

/** GET flight-reservation/Tickets/FlightTicketPdf/{id}: the e-ticket as a PDF, for its owner only. */
export async function ticketRoutes(app: FastifyInstance, { b, renderer }: { b: Booking; renderer: PdfRenderer }) {
  app.addHook('onClose', () => renderer.close());
  app.get<{ Params: { id: string } }>('/api/flight-reservation/Tickets/FlightTicketPdf/:id', {
    schema: {
      tags: ['flight-reservation'], summary: 'The Persian e-ticket of an issued order (application/pdf); 503 when no Chromium is available',
      security: bearer, querystring: query(), params: idParams, produces: ['application/pdf'],
    },
    onRequest: b.guards.requireUser,
  }, async (request, reply) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.params.id);
    const elsewhere = productOf(order).notAFlight;
    if (elsewhere || !TICKETED.includes(order.status)) throw badField('id', elsewhere?.ticket ?? 'بلیت این سفارش هنوز صادر نشده است.');
    const pdf = await renderer.pdf(ticketHtml(order, await orderParts(b.db, order.id)));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="ticket-${order.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
