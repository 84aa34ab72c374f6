import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';

const results = screenRoute(() => import('./ResultsScreen'), 'ResultsScreen', true);

/** The flights area's routes (SPEC §2), each screen lazy-loaded as its own chunk. */
export const flightsRoutes: RouteObject[] = [
  // Search results; the bare /flight and /international-flight are the product pages.
  { path: '/flight/:iata', lazy: results },
  { path: '/international-flight/:iata', lazy: results },
];
