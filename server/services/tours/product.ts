import { heldProduct } from '../orders/held-product';
import { issueTour } from './issue';
import { releasePlaces, retakePlaces, sellPlaces } from './places';
import { tourRefunds } from './refund';

/** Tours: departure places held at Book, sold and confirmed in the paying transaction, refunded traveller by traveller. */
export const tourProduct = heldProduct({
  inventoryFa: 'جاهای تور',
  inventory: { sell: sellPlaces, release: releasePlaces, retake: retakePlaces },
  paymentPage: '/tour/payment/',
  issue: issueTour,
  refund: tourRefunds,
  notAFlight: {
    reserve: 'سفارش تور هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش تور است؛ جزئیات آن را از tours/TourReservation/GetTourOrderDetails بگیرید.',
    ticket: 'این سفارش تور است؛ واچر آن را از tours/TourReservation/Voucher بگیرید.',
  },
});
