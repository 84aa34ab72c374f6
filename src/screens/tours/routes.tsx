import type { RouteObject } from 'react-router-dom';
import { featureRoute, screenRoute } from '../shared/feature-route';

/**
 * Package tours (issue 21): the list /tour/ and a tour's page (public, server-rendered), and the
 * booking steps (protected: travellers, confirm and pay, the bank's return, the voucher), each its
 * own chunk; none of it loads on home, whose tour tab is a link. The steps come before the tour
 * page's /tour/:slug.
 */
export const tourRoutes: RouteObject[] = [
  { path: '/tour', lazy: screenRoute(() => import('./TourListScreen'), 'TourListScreen') },
  { path: '/tour/book', lazy: featureRoute(async () => (await import('./TourBookScreen')).TourBookScreen) },
  { path: '/tour/confirm/:orderId', lazy: screenRoute(() => import('./TourBookedScreens'), 'TourConfirmScreen', true) },
  { path: '/tour/payment/:orderId', lazy: screenRoute(() => import('./TourBookedScreens'), 'TourPaymentScreen', true) },
  { path: '/tour/voucher/:orderId', lazy: screenRoute(() => import('./TourBookedScreens'), 'TourVoucherScreen', true) },
  { path: '/tour/:slug', lazy: screenRoute(() => import('./TourPageScreen'), 'TourPageScreen') },
];
