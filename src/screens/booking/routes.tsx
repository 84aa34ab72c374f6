import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';

/** The booking area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const bookingRoutes: RouteObject[] = [
  { path: '/add-passenger', lazy: screenRoute(() => import('./AddPassengerScreen'), 'AddPassengerScreen', true) },
  { path: '/edit-passenger', lazy: screenRoute(() => import('./EditPassengerScreen'), 'EditPassengerScreen', true) },
  { path: '/confirm', lazy: screenRoute(() => import('./ConfirmScreen'), 'ConfirmScreen', true) },
  { path: '/payment/:orderId?', lazy: screenRoute(() => import('./PaymentScreen'), 'PaymentScreen', true) },
];
