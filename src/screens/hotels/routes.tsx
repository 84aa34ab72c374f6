import type { RouteObject } from 'react-router-dom';
import { featureRoute } from '../shared/feature-route';

// One import for the three pages: each lazy import() in the app chunk carries its dependency list.
const screens = () => import('./screens');

/**
 * The hotel search (issue 20): /hotels/ (the search form and popular cities), a city's hotels and
 * one hotel's rooms (the stay URL, src/domain/hotels/stay-url.ts). The booking steps under
 * /hotels/book|confirm|payment|voucher/ are more specific, so react-router ranks them first.
 */
export const hotelRoutes: RouteObject[] = [
  {
    path: '/hotels',
    lazy: async () => {
      const s = await screens();
      await s.preloadLandingParts();
      return { Component: s.HotelsLandingScreen };
    },
  },
  { path: '/hotels/:city', lazy: featureRoute(async () => (await screens()).HotelResultsScreen) },
  { path: '/hotels/:city/:hotel', lazy: featureRoute(async () => (await screens()).HotelPageScreen) },
];
