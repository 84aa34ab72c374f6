import type { ProductAdapter } from '../orders/product-adapter';

/** Visa fees go to the embassy: a visa order is refunded by the support team, case by case. */
export const VISA_REFUND = 'استرداد روادید از راه پشتیبانی انجام می‌شود.';

/** Visas: nothing is held; a request (Created) is paid directly and issued by the visa desk. */
export const visaProduct: ProductAdapter = {
  payableFrom: ['Created'],
  inventoryFa: '',
  sell: async (_b, _tx, order) => order.status === 'Created',
  release: async () => [],
  resultPath: (orderId, paymentId) => `/visa/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: false,
  // The receipt goes when the request is paid; the embassy decides later.
  noticeAt: 'Paid',
  refund: VISA_REFUND,
  notAFlight: {
    reserve: 'سفارش روادید رزرو ندارد؛ مستقیم پرداخت کنید.',
    details: 'این سفارش روادید است؛ جزئیات آن را از GetCurrentUserVisaOrderDetails بگیرید.',
    ticket: 'بلیت این سفارش هنوز صادر نشده است.',
  },
};
