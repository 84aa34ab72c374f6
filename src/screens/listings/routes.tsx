import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../shared/feature-route';
import type { ListingKindId } from './listing-kinds';

const listing = (kindId: ListingKindId): RouteObject['lazy'] => async () => {
  const { ListingScreen } = await import('./ListingScreen');
  return { Component: () => <ListingScreen kindId={kindId} /> };
};

const product = (scope: 'domestic' | 'international'): RouteObject['lazy'] => async () => {
  const { ProductScreen, preloadParts } = await import('./ProductScreen');
  await preloadParts();
  return { Component: () => <ProductScreen scope={scope} /> };
};

/**
 * The flight listings, the /plp hub and the two flight product pages (SPEC §2). The results pages
 * /flight/:iata and /international-flight/:iata belong to the flights area; here only the bare paths.
 */
export const listingsRoutes: RouteObject[] = [
  { path: '/charter-flight/:flight?', lazy: listing('charter') },
  { path: '/cheap-flight/:flight?', lazy: listing('cheap') },
  { path: '/flights/:flight?', lazy: listing('flights') },
  { path: '/last-second/:flight?', lazy: listing('lastSecond') },
  { path: '/system-flight/:flight?', lazy: listing('system') },
  { path: '/plp', lazy: screenRoute(() => import('./PlpScreen'), 'PlpScreen') },
  { path: '/flight', lazy: product('domestic') },
  { path: '/international-flight', lazy: product('international') },
];
