import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { showToast, ThemeProvider } from '../design-system';
import { usePreloadWhenIdle } from '../design-system/overlays';
import { StoresProvider, type RootStore } from '../stores';
import { reloadAfterChunkError } from './chunk-reload';
import { addLaterRoutes, loadNavigationGuard, type AppRouter } from './router';

/** Runs `task` when the browser is idle (at the latest after 4 s); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 2000);
  return () => clearTimeout(id);
}

/** The theme and the stores around a page: the same tree on the server and in the browser. */
export function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <ThemeProvider>
      <StoresProvider store={store}>{children}</StoresProvider>
    </ThemeProvider>
  );
}

/** The app in the browser: the providers, the router, and what listens to the browser. */
export function App({ store, router }: { store: RootStore; router: AppRouter }) {
  // The rules every navigation after this first page runs (SPEC §2), there before the first click.
  usePreloadWhenIdle(loadNavigationGuard);
  // Home started without the other pages' routes: they come now, so a click finds them.
  usePreloadWhenIdle(addLaterRoutes);
  useEffect(() => {
    // SPEC §8: a 400 toasts the first message of each meta.errors entry.
    store.api.http.setHooks({ onBadRequest: (messages) => messages.forEach((m) => void showToast(m, 'error')) });
    const stopOnline = store.general.trackOnlineStatus();
    const stopMedia = store.general.trackMedia();
    // Signing out or in, or a token refresh, in another tab applies here too.
    const stopAuth = store.auth.followOtherTabs();
    // Vite reports a failed preload of a lazy chunk here; SPEC §4: reload once per 60 s.
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    // The installed app (service worker, install offer, offline trips) once the page is idle:
    // none of it is in the page's first scripts (SPEC §9's budget).
    const stopPwa = whenIdle(() => void import('./pwa/register').then((m) => m.startPwa(store)));
    // The page answers input from here on (hydrated, or rendered in the browser): tests wait for
    // it, and lazily hydrated parts rendered from now on load at once (awaitingHydration).
    document.documentElement.dataset.hydrated = 'true';
    return () => {
      stopPwa();
      stopOnline();
      stopMedia();
      stopAuth();
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [store]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
