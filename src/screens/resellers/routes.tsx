import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';

/** The reseller market's landing (README: Routes): it fills the booking stores, so it loads with them. */
export const resellersRoutes: RouteObject[] = [
  { path: '/safarmarket', lazy: screenRoute(() => import('./SafarMarketLanding'), 'SafarMarketLanding', true) },
];
