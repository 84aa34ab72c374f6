import type { RouteObject } from 'react-router-dom';
import { featureRoute, screenRoute } from '../shared/feature-route';

/**
 * CIP, VIP airport service (issue 21): the product page /cip/ (public, server-rendered) and the
 * booking steps (protected: travellers, confirm and pay, the bank's return, the voucher), each its
 * own chunk; none of it loads on home, whose CIP tab is a link.
 */
export const cipRoutes: RouteObject[] = [
  { path: '/cip', lazy: async () => ({ Component: (await import('./CipScreen')).CipScreen }) },
  { path: '/cip/book', lazy: featureRoute(async () => (await import('./CipBookScreen')).CipBookScreen) },
  { path: '/cip/confirm/:orderId', lazy: screenRoute(() => import('./CipBookedScreens'), 'CipConfirmScreen', true) },
  { path: '/cip/payment/:orderId', lazy: screenRoute(() => import('./CipBookedScreens'), 'CipPaymentScreen', true) },
  { path: '/cip/voucher/:orderId', lazy: screenRoute(() => import('./CipBookedScreens'), 'CipVoucherScreen', true) },
];
