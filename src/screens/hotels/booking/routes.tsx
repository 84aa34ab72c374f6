import type { RouteObject } from 'react-router-dom';
import { featureRoute } from '../../shared/feature-route';

/** The hotel booking steps (issue 20): guests, confirm and pay, payment result, voucher; each its own chunk. */
export const hotelBookingRoutes: RouteObject[] = [
  { path: '/hotels/book/:hotelId', lazy: featureRoute(async () => (await import('./HotelGuestsScreen')).HotelGuestsScreen) },
  { path: '/hotels/confirm/:orderId', lazy: featureRoute(async () => (await import('./HotelConfirmScreen')).HotelConfirmScreen) },
  { path: '/hotels/payment/:orderId', lazy: featureRoute(async () => (await import('./HotelPaymentScreen')).HotelPaymentScreen) },
  { path: '/hotels/voucher/:orderId', lazy: featureRoute(async () => (await import('./HotelVoucherScreen')).HotelVoucherScreen) },
];
