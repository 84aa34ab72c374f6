import type { RouteObject } from 'react-router-dom';
import { featureRoute } from '../shared/feature-route';

/** The account area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/profile',
    lazy: async () => ({ Component: (await import('./ProfileLayout')).ProfileLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./ProfileHomeScreen')).ProfileHomeScreen }) },
      { path: 'account', lazy: async () => ({ Component: (await import('./AccountScreen')).AccountScreen }) },
      { path: 'auth-data', lazy: async () => ({ Component: (await import('./AuthDataScreen')).AuthDataScreen }) },
      { path: 'my-travels', lazy: async () => ({ Component: (await import('./MyTravelsScreen')).MyTravelsScreen }) },
      { path: 'passengers', lazy: async () => ({ Component: (await import('./PassengersScreen')).PassengersScreen }) },
      { path: 'transactions', lazy: async () => ({ Component: (await import('./TransactionsScreen')).TransactionsScreen }) },
      // With the feature stores: the page follows the order live.
      { path: 'my-travels/order-details', lazy: featureRoute(async () => (await import('./OrderDetailsScreen')).OrderDetailsScreen) },
      {
        path: 'my-travels/order-details/flight-order-items',
        lazy: async () => ({ Component: (await import('./FlightOrderItemsScreen')).FlightOrderItemsScreen }),
      },
      {
        path: 'my-travels/order-details/VisaOrderItems',
        lazy: async () => ({ Component: (await import('./VisaOrderItemsScreen')).VisaOrderItemsScreen }),
      },
      { path: 'my-travels/order-details/refund', lazy: async () => ({ Component: (await import('./RefundScreen')).RefundScreen }) },
    ],
  },
];
