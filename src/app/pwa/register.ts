import { Workbox } from 'workbox-window';
import type { RootStore } from '../../stores';
import { trackInstall, type InstallActions } from './install';
import { keepTripsWithSession } from './offline-trips';
import { pwaState } from './state';

/** How often an open app asks whether a new version was deployed (a navigation asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let install: InstallActions | null = null;

/** The install buttons' actions (the prompts' chunk calls them). */
export const installActions = () => install;

/**
 * Starts the installed app's parts once the page is interactive: the install offer, the trips kept
 * with the session, and the service worker, whose new version waits for «بارگذاری دوباره».
 */
export async function startPwa(store: RootStore): Promise<void> {
  install = trackInstall(pwaState);
  keepTripsWithSession(store.auth);
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;

  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    pwaState.offerUpdate(() => {
      // Reload once, when the new version controls this page (its chunks, not a mix).
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch {
    // Service workers refused here (a private window, a blocked origin, a test harness): the app runs online only.
    return;
  }
  if (!registration) return;
  // This page and home were loaded before the worker existed: kept now, so they reload offline.
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'CACHE_PAGES', paths: ['/', `${location.pathname}${location.search}`] });
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
