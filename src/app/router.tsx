import { createBrowserRouter, matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../screens/account/routes';
import { bookingRoutes } from '../screens/booking/routes';
import { cipRoutes } from '../screens/cip/routes';
import { contentRoutes } from '../screens/content/routes';
import { flightsRoutes } from '../screens/flights/routes';
import { homeRoutes } from '../screens/home/routes';
import { hotelBookingRoutes } from '../screens/hotels/booking/routes';
import { hotelRoutes } from '../screens/hotels/routes';
import { listingsRoutes } from '../screens/listings/routes';
import { resellersRoutes } from '../screens/resellers/routes';
import { visaRoutes } from '../screens/visa/routes';
import { Layout } from './Layout';
import type { GuardAuth } from './navigation-guard';
import { registerPrefetchRoutes } from './prefetch';
import { RouteErrorPage } from './RouteErrorPage';

/** Every page of SPEC §2, each its own lazy chunk: the first paint of / loads only the shell and home. */
export const pageRoutes: RouteObject[] = [
  ...homeRoutes,
  ...flightsRoutes,
  ...contentRoutes,
  ...visaRoutes,
  ...hotelRoutes,
  ...hotelBookingRoutes,
  ...cipRoutes,
  ...listingsRoutes,
  ...bookingRoutes,
  ...accountRoutes,
  ...resellersRoutes,
  { path: '/404', lazy: async () => ({ Component: (await import('../screens/errors/NotFoundScreen')).NotFoundScreen }) },
  { path: '*', lazy: async () => ({ Component: (await import('../screens/errors/NotFoundScreen')).NotFoundScreen }) },
];

/**
 * SPEC §2's rules (the route table, the redirects, the search-URL checks) are a chunk of their own:
 * a server-rendered page hydrates with the loader data the server sent, so only the navigations
 * after it run them. Loaded when the page is idle, before the first of those.
 */
export const loadNavigationGuard = () => import('./navigation-guard');

/** The root loader: the guard before every page (SPEC §2 "before every page"). */
const guard = (auth: GuardAuth): LoaderFunction => async (args) => (await loadNavigationGuard()).guardLoader(auth)(args);

/**
 * The layout stays on screen for every page and every error below it: the guard (SPEC §2's rules
 * and auth redirects) runs in the pathless child's loader, so its 404s render inside the layout.
 */
export function appRoutes(auth: GuardAuth): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'guard',
          loader: guard(auth),
          // Every navigation goes through the rules, including query-only ones and revalidation.
          shouldRevalidate: () => true,
          errorElement: <RouteErrorPage />,
          children: pageRoutes,
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the lazy modules of the routes that match `location` into the route objects, so that a
 * page the server rendered hydrates at once instead of through the router's loading fallback.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const module = await route.lazy();
    Object.assign(route, { ...module, lazy: undefined });
  }));
}

/** The browser's router; it picks up the server's loader data when the page was server-rendered. */
export function createAppRouter(auth: GuardAuth, routes = appRoutes(auth)): AppRouter {
  registerPrefetchRoutes(routes);
  return createBrowserRouter(routes);
}
