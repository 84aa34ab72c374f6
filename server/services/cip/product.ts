import type { ProductAdapter } from '../orders/products';
import { issueCip } from './issue';
import { releasePlaces, retakePlaces, sellPlaces } from './places';
import { cipRefunds } from './refund';

/** CIP: lounge places held at Book, sold and confirmed (Issued) in the paying transaction, refunded traveller by traveller. */
export const cipProduct: ProductAdapter = {
  payableFrom: ['Reserved'],
  inventoryFa: 'جاهای سالن CIP',
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
  resultPath: (orderId, paymentId) => `/cip/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: false,
  issueAtSettle: (b, tx, paid) => issueCip(b, tx, paid),
  refund: cipRefunds,
  notAFlight: {
    reserve: 'سفارش CIP هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش CIP است؛ جزئیات آن را از cip/CipReservation/GetCipOrderDetails بگیرید.',
    ticket: 'این سفارش CIP است؛ واچر آن را از cip/CipReservation/Voucher بگیرید.',
  },
};
