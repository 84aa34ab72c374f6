import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';

/** The account area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/profile',
    lazy: screenRoute(() => import('./ProfileLayout'), 'ProfileLayout'),
    children: [
      { index: true, lazy: screenRoute(() => import('./ProfileHomeScreen'), 'ProfileHomeScreen') },
      { path: 'account', lazy: screenRoute(() => import('./AccountScreen'), 'AccountScreen') },
      { path: 'auth-data', lazy: screenRoute(() => import('./AuthDataScreen'), 'AuthDataScreen') },
      { path: 'my-travels', lazy: screenRoute(() => import('./MyTravelsScreen'), 'MyTravelsScreen') },
      { path: 'passengers', lazy: screenRoute(() => import('./PassengersScreen'), 'PassengersScreen') },
      { path: 'transactions', lazy: screenRoute(() => import('./TransactionsScreen'), 'TransactionsScreen') },
      // With the feature stores: the fare-watch store lives there.
      { path: 'fare-watches', lazy: screenRoute(() => import('./FareWatchesScreen'), 'FareWatchesScreen', true) },
      // With the feature stores: the page follows the order live.
      { path: 'my-travels/order-details', lazy: screenRoute(() => import('./OrderDetailsScreen'), 'OrderDetailsScreen', true) },
      {
        path: 'my-travels/order-details/flight-order-items',
        lazy: screenRoute(() => import('./FlightOrderItemsScreen'), 'FlightOrderItemsScreen'),
      },
      {
        path: 'my-travels/order-details/VisaOrderItems',
        lazy: screenRoute(() => import('./VisaOrderItemsScreen'), 'VisaOrderItemsScreen'),
      },
      { path: 'my-travels/order-details/refund', lazy: screenRoute(() => import('./RefundScreen'), 'RefundScreen') },
    ],
  },
];
