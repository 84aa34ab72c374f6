import type { ProductAdapter } from '../orders/products';
import { issueTour } from './issue';
import { releasePlaces, retakePlaces, sellPlaces } from './places';
import { tourRefunds } from './refund';

/** Tours: departure places held at Book, sold and confirmed (Issued) in the paying transaction, refunded traveller by traveller. */
export const tourProduct: ProductAdapter = {
  payableFrom: ['Reserved'],
  inventoryFa: 'جاهای تور',
  async sell(b, tx, order) {
    if (order.status === 'Expired') {
      // A gateway payment that lands after the hold lapsed takes the places again if they are still free.
      const changes = await retakePlaces(tx, order.id);
      if (!changes) return false;
      await b.live.publish(tx, { kind: 'seats', changes });
      return true;
    }
    if (order.status !== 'Reserved') return false;
    await sellPlaces(tx, order.id);
    return true;
  },
  release: (_b, tx, order) => releasePlaces(tx, order.id),
  resultPath: (orderId, paymentId) => `/tour/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: false,
  issueAtSettle: (b, tx, paid) => issueTour(b, tx, paid),
  refund: tourRefunds,
  notAFlight: {
    reserve: 'سفارش تور هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش تور است؛ جزئیات آن را از tours/TourReservation/GetTourOrderDetails بگیرید.',
    ticket: 'این سفارش تور است؛ واچر آن را از tours/TourReservation/Voucher بگیرید.',
  },
};
