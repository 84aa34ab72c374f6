import type { RouteObject } from 'react-router-dom';
import { featureRoute } from '../shared/feature-route';

/** The booking area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const bookingRoutes: RouteObject[] = [
  { path: '/add-passenger', lazy: featureRoute(async () => (await import('./AddPassengerScreen')).AddPassengerScreen) },
  { path: '/edit-passenger', lazy: featureRoute(async () => (await import('./EditPassengerScreen')).EditPassengerScreen) },
  { path: '/confirm', lazy: featureRoute(async () => (await import('./ConfirmScreen')).ConfirmScreen) },
  { path: '/payment/:orderId?', lazy: featureRoute(async () => (await import('./PaymentScreen')).PaymentScreen) },
];
