import { createBrowserRouter, matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { firstRoutes } from './first-routes';
import { Layout } from './Layout';
import type { GuardAuth } from './navigation-guard';
import { registerPrefetchRoutes } from './prefetch';
import { RouteErrorPage } from './RouteErrorPage';

/** Every page of SPEC §2's routes but home and /404: loaded before a page that needs them (see route-tables.ts). */
export const loadLaterRoutes = async () => (await import('./route-tables')).laterRoutes;

/** Every page of SPEC §2, each its own lazy chunk: the server renders from all of them. */
export const allPageRoutes = async (): Promise<RouteObject[]> => [...firstRoutes, ...(await loadLaterRoutes())];

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
export function appRoutes(auth: GuardAuth, pages: RouteObject[] = firstRoutes): RouteObject[] {
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
          children: pages,
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

/**
 * The browser's router; it picks up the server's loader data when the page was server-rendered.
 * Started with home's routes only, it adds the others (route-tables.ts) at the first navigation
 * that matches nothing, or earlier through addLaterRoutes.
 */
export function createAppRouter(auth: GuardAuth, routes = appRoutes(auth)): AppRouter {
  let later: Promise<void> | null = null;
  const addLater = (patch: (routeId: string, children: RouteObject[]) => void) => (later ??= loadLaterRoutes().then((pages) => {
    const known = new Set(guardChildren(routes).map((r) => r.path));
    const missing = pages.filter((r) => !known.has(r.path));
    if (missing.length > 0) patch('guard', missing);
    // Links prefetch from the router's own table, which now holds them too.
    registerPrefetchRoutes(router.routes as RouteObject[]);
  }));
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: ({ patch }) => addLater(patch),
  });
  registerPrefetchRoutes(routes);
  addLaterRoutes = () => addLater((id, children) => router.patchRoutes(id, children));
  return router;
}

/** Loads and adds the routes home started without (when home is idle, so a click finds them). */
export let addLaterRoutes: () => Promise<void> = async () => {};

function guardChildren(routes: RouteObject[]): RouteObject[] {
  return routes[0]?.children?.find((r) => r.id === 'guard')?.children ?? [];
}
