import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';

/**
 * Package tours (issue 21): the list /tour/ and a tour's page (public, server-rendered), each its
 * own chunk; none of it loads on home, whose tour tab is a link.
 */
export const tourRoutes: RouteObject[] = [
  { path: '/tour', lazy: screenRoute(() => import('./TourListScreen'), 'TourListScreen') },
  { path: '/tour/:slug', lazy: screenRoute(() => import('./TourPageScreen'), 'TourPageScreen') },
];
