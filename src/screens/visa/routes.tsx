import type { RouteObject } from 'react-router-dom';
import { featureRoute } from '../shared/feature-route';

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
  { path: '/visa', lazy: featureRoute(async () => (await import('./VisaHubScreen')).VisaHubScreen) },
  { path: '/visa-azerbaijan', lazy: landing('azerbaijan') },
  { path: '/visa-italy', lazy: landing('italy') },
  { path: '/visa-thiland', lazy: landing('thiland') },
  { path: '/visa-uae', lazy: landing('uae') },
  { path: '/visa/add-passenger', lazy: featureRoute(async () => (await import('./VisaPassengersScreen')).VisaPassengersScreen) },
  { path: '/visa/confirm', lazy: featureRoute(async () => (await import('./VisaConfirmScreen')).VisaConfirmScreen) },
  { path: '/visa/payment/:orderId?', lazy: featureRoute(async () => (await import('./VisaPaymentScreen')).VisaPaymentScreen) },
  { path: '/visa/:destination', lazy: featureRoute(async () => (await import('./VisaDestinationScreen')).VisaDestinationScreen) },
  { path: '/visa/:destination/type', lazy: featureRoute(async () => (await import('./VisaTypeScreen')).VisaTypeScreen) },
];
