import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApi } from '../api';
import { featureStoresLoaded, RootStore } from '../stores';
import { App } from './App';
import { beginHydration } from '../screens/shared/use-hydrated';
import { pageSeedOf } from './page-seed';
import { allPageRoutes, appRoutes, createAppRouter, resolveLazyMatches } from './router';

/**
 * Lets the browser paint and answer input between two pieces of start-up work: scheduler.yield()
 * where there is one (the rest of the start comes back first, before other tasks), else a timer.
 */
function nextTask(): Promise<unknown> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app in the browser: the stores, the router, and the page, hydrated in place when the
 * server rendered it. A function, not top-level code: the app's chunk is shared with the lazy
 * routes, and a chunk awaiting one of them at its top level would wait for itself.
 */
export async function startApp(container: HTMLElement) {
  const store = new RootStore(createApi());
  // The city lists the server rendered this page with: the same first render, and no request.
  const seed = pageSeedOf(window);
  if (seed?.places) store.places.seed(seed.places);
  if (seed?.loads) store.pageLoads.seed(seed.loads);
  // Home starts with its own routes only (the rest follow when idle); any other page needs them all to hydrate.
  const onHome = window.location.pathname === '/';
  const routes = onHome ? appRoutes(store.auth) : appRoutes(store.auth, await allPageRoutes());
  // The server rendered this page when it left its loader data: hydrate that HTML in place.
  const serverRendered = '__staticRouterHydrationData' in window;
  if (serverRendered) await resolveLazyMatches(routes, window.location.pathname);
  // Matching the routes, making the feature stores, seeding a search and making the router each in
  // a task of its own: together they were one long task on a phone (70 ms on a hotel results page).
  await nextTask();
  // A results page the server rendered with its flights starts from them: no second search. Else,
  // as on the server, a results page shows its route and days from the first render on (its route
  // loaded the feature stores; no other page needs them).
  if (seed?.flights && featureStoresLoaded()) store.flightSearch.seed(window.location.href, seed.flights);
  if (featureStoresLoaded()) store.flightSearch.prime(window.location.href);
  // A hotel page starts from the hotels or rooms the server rendered it with: no second call.
  if (seed?.hotels && featureStoresLoaded()) {
    await nextTask();
    store.hotelSearch.seed(window.location.href, seed.hotels);
  }
  await nextTask();
  const router = createAppRouter(store.auth, routes);
  const app = (
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>
  );

  // A transition lets React render (or hydrate) the first page in small slices instead of one long
  // task, so a slow phone stays responsive (and Lighthouse's total blocking time stays low).
  startTransition(() => {
    if (serverRendered) {
      beginHydration();
      hydrateRoot(container, app);
    }
    else createRoot(container).render(app);
  });

}

