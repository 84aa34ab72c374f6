import type { RouteObject } from 'react-router-dom';

/** The booking area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const bookingRoutes: RouteObject[] = [
  { path: '/add-passenger', lazy: async () => ({ Component: (await import('./AddPassengerScreen')).AddPassengerScreen }) },
  { path: '/edit-passenger', lazy: async () => ({ Component: (await import('./EditPassengerScreen')).EditPassengerScreen }) },
  { path: '/confirm', lazy: async () => ({ Component: (await import('./ConfirmScreen')).ConfirmScreen }) },
  { path: '/payment/:orderId?', lazy: async () => ({ Component: (await import('./PaymentScreen')).PaymentScreen }) },
];
