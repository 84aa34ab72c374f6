import { heldProduct } from '../orders/held-product';
import { hotelRefunds } from './refund';
import { issueHotel } from './issue';
import { releaseRooms, retakeRooms, sellRooms } from './rooms';

/** Hotels: rooms held at Book, sold and confirmed in the paying transaction, refunded room by room. */
export const hotelProduct = heldProduct({
  inventoryFa: 'اتاق‌ها',
  inventory: { sell: sellRooms, release: releaseRooms, retake: retakeRooms },
  paymentPage: '/hotels/payment/',
  issue: issueHotel,
  refund: hotelRefunds,
  notAFlight: {
    reserve: 'سفارش هتل هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش هتل است؛ جزئیات آن را از hotel-reservation/HotelReservation/GetHotelOrderDetails بگیرید.',
    ticket: 'این سفارش هتل است؛ واچر آن را از hotel-reservation/HotelReservation/Voucher بگیرید.',
  },
});
