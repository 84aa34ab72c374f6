import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../screens/account/routes';
import { bookingRoutes } from '../screens/booking/routes';
import { cipRoutes } from '../screens/cip/routes';
import { contentRoutes } from '../screens/content/routes';
import { flightsRoutes } from '../screens/flights/routes';
import { hotelBookingRoutes } from '../screens/hotels/booking/routes';
import { hotelRoutes } from '../screens/hotels/routes';
import { listingsRoutes } from '../screens/listings/routes';
import { resellersRoutes } from '../screens/resellers/routes';
import { tourRoutes } from '../screens/tours/routes';
import { visaRoutes } from '../screens/visa/routes';
import { notFoundScreen } from './first-routes';

/**
 * Every page but home and /404: a chunk of its own, so home's first load does not carry every
 * product's route table (it grows with each product). Any other page loads it before it hydrates;
 * from home it loads when the page is idle, or at the first navigation that needs it.
 */
export const laterRoutes: RouteObject[] = [
  ...flightsRoutes,
  ...contentRoutes,
  ...visaRoutes,
  ...hotelRoutes,
  ...hotelBookingRoutes,
  ...cipRoutes,
  ...tourRoutes,
  ...listingsRoutes,
  ...bookingRoutes,
  ...accountRoutes,
  ...resellersRoutes,
  { path: '*', lazy: notFoundScreen },
];
