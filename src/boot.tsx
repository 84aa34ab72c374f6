/** Starts the app: the stores, the router, and the page, hydrated when the server rendered it. */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApi } from './api';
import { App } from './app/App';
import { appRoutes, createAppRouter, resolveLazyMatches } from './app/router';
import { RootStore } from './stores';

const container = document.getElementById('root')!;
const store = new RootStore(createApi());
// As on the server: a results page shows its route and days from the first render on.
store.flightSearch.prime(window.location.href);
const routes = appRoutes(store.auth);
// The server rendered this page when it left its loader data: hydrate that HTML in place.
const serverRendered = '__staticRouterHydrationData' in window;
if (serverRendered) await resolveLazyMatches(routes, window.location.pathname);
const router = createAppRouter(store.auth, routes);
const app = (
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>
);

// A transition lets React render (or hydrate) the first page in small slices instead of one long
// task, so a slow phone stays responsive (and Lighthouse's total blocking time stays low).
startTransition(() => {
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
