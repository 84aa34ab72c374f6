import type { ProductAdapter } from '../orders/products';
import { hotelRefunds } from './refund';
import { issueHotel } from './issue';
import { releaseRooms, retakeRooms, sellRooms } from './rooms';

/** Hotels: rooms held at Book, sold and confirmed (Issued) in the paying transaction, refunded room by room. */
export const hotelProduct: ProductAdapter = {
  payableFrom: ['Reserved'],
  inventoryFa: 'اتاق‌ها',
  async sell(b, tx, order) {
    if (order.status === 'Expired') {
      // A gateway payment that lands after the hold lapsed takes the rooms again if they are still free.
      const changes = await retakeRooms(tx, order.id);
      if (!changes) return false;
      await b.live.publish(tx, { kind: 'seats', changes });
      return true;
    }
    if (order.status !== 'Reserved') return false;
    await sellRooms(tx, order.id);
    return true;
  },
  release: (_b, tx, order) => releaseRooms(tx, order.id),
  resultPath: (orderId, paymentId) => `/hotels/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: false,
  issueAtSettle: (b, tx, paid) => issueHotel(b, tx, paid),
  refund: hotelRefunds,
  notAFlight: {
    reserve: 'سفارش هتل هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش هتل است؛ جزئیات آن را از hotel-reservation/HotelReservation/GetHotelOrderDetails بگیرید.',
    ticket: 'این سفارش هتل است؛ واچر آن را از hotel-reservation/HotelReservation/Voucher بگیرید.',
  },
};
