import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../shared/feature-route';

/** The hotel booking steps (issue 20): guests, confirm and pay, payment result, voucher; each its own chunk. */
export const hotelBookingRoutes: RouteObject[] = [
  { path: '/hotels/book/:hotelId', lazy: screenRoute(() => import('./HotelGuestsScreen'), 'HotelGuestsScreen', true) },
  { path: '/hotels/confirm/:orderId', lazy: screenRoute(() => import('./HotelBookedScreens'), 'HotelConfirmScreen', true) },
  { path: '/hotels/payment/:orderId', lazy: screenRoute(() => import('./HotelBookedScreens'), 'HotelPaymentScreen', true) },
  { path: '/hotels/voucher/:orderId', lazy: screenRoute(() => import('./HotelBookedScreens'), 'HotelVoucherScreen', true) },
];
