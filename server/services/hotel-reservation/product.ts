import type { ProductAdapter } from '../orders/products';

/** Hotels (being built: rooms, payment and refunds come with the hotel-reservation service). */
export const hotelProduct: ProductAdapter = {
  payableFrom: ['Reserved'],
  inventoryFa: 'اتاق‌ها',
  sell: async (_b, _tx, order) => order.status === 'Reserved',
  release: async () => [],
  resultPath: (orderId, paymentId) => `/hotels/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: false,
  refund: 'استرداد رزرو هتل از راه پشتیبانی انجام می‌شود.',
  notAFlight: {
    reserve: 'سفارش هتل هنگام ثبت رزرو می‌شود؛ مستقیم پرداخت کنید.',
    details: 'این سفارش هتل است؛ جزئیات آن را از hotel-reservation/HotelReservation/GetHotelOrderDetails بگیرید.',
    ticket: 'این سفارش هتل است؛ واچر آن را از hotel-reservation/HotelReservation/Voucher بگیرید.',
  },
};
