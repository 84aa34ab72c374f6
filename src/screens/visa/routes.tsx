import type { RouteObject } from 'react-router-dom';
import { featureRoute, screenRoute } from '../shared/feature-route';

/** A landing page (/visa-uae…) for one destination slug, sharing one lazy chunk. */
const landing = (slug: string) => featureRoute(async () => {
  const { VisaLandingScreen } = await import('./VisaLandingScreen');
  return () => <VisaLandingScreen slug={slug} />;
});

/**
 * The visa area's routes (SPEC §2), each screen lazy-loaded as its own chunk. The fixed steps
 * (add-passenger, confirm, payment) outrank /visa/:destination in react-router's ranking.
 * /visa-uae is served without a trailing slash (SPEC §2); the router matches both forms.
 */
export const visaRoutes: RouteObject[] = [
  { path: '/visa', lazy: screenRoute(() => import('./VisaHubScreen'), 'VisaHubScreen', true) },
  { path: '/visa-azerbaijan', lazy: landing('azerbaijan') },
  { path: '/visa-italy', lazy: landing('italy') },
  { path: '/visa-thiland', lazy: landing('thiland') },
  { path: '/visa-uae', lazy: landing('uae') },
  { path: '/visa/add-passenger', lazy: screenRoute(() => import('./VisaPassengersScreen'), 'VisaPassengersScreen', true) },
  { path: '/visa/confirm', lazy: screenRoute(() => import('./VisaConfirmScreen'), 'VisaConfirmScreen', true) },
  { path: '/visa/payment/:orderId?', lazy: screenRoute(() => import('./VisaPaymentScreen'), 'VisaPaymentScreen', true) },
  { path: '/visa/:destination', lazy: screenRoute(() => import('./VisaDestinationScreen'), 'VisaDestinationScreen', true) },
  { path: '/visa/:destination/type', lazy: screenRoute(() => import('./VisaTypeScreen'), 'VisaTypeScreen', true) },
];
