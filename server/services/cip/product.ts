import { heldProduct } from '../orders/held-product';
import { issueCip } from './issue';
import { releasePlaces, retakePlaces, sellPlaces } from './places';
import { cipRefunds } from './refund';

/** CIP: lounge places held at Book, sold and confirmed in the paying transaction, refunded traveller by traveller. */
export const cipProduct = heldProduct({
  inventoryFa: 'جاهای سالن CIP',
  inventory: { sell: sellPlaces, release: releasePlaces, retake: retakePlaces },
  paymentPage: '/cip/payment/',
  issue: issueCip,
  refund: cipRefunds,
  notAFlight: {
    reserve: 'سفارش CIP هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش CIP است؛ جزئیات آن را از cip/CipReservation/GetCipOrderDetails بگیرید.',
    ticket: 'این سفارش CIP است؛ واچر آن را از cip/CipReservation/Voucher بگیرید.',
  },
});
