import { reaction } from 'mobx';
import type { AuthStore } from '../../stores';
import { isTripPagePath, TRIPS_CACHE_PREFIX, tripsCacheName, userOfAuthorization } from './trips';

const PAGES_CACHE = 'safarasa-pages';

/**
 * Removes the offline trips of everyone but `keepUser` from this device (all of them when no one is
 * signed in), with the cached account and voucher pages that named those orders in their URLs.
 */
export async function clearOfflineTrips(keepUser: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keep = keepUser ? tripsCacheName(keepUser) : null;
  const names = (await caches.keys()).filter((name) => name.startsWith(TRIPS_CACHE_PREFIX) && name !== keep);
  await Promise.all(names.map((name) => caches.delete(name)));
  if (keepUser || !(await caches.has(PAGES_CACHE))) return;
  const pages = await caches.open(PAGES_CACHE);
  const account = (await pages.keys()).filter((request) => isTripPagePath(new URL(request.url).pathname));
  await Promise.all(account.map((request) => pages.delete(request)));
}

/** The signed-in traveller's id, as the service worker files their trips. */
const userOf = (auth: AuthStore) => (auth.loggedIn && auth.accessToken ? userOfAuthorization(`Bearer ${auth.accessToken}`) : null);

/** Signing out (or another traveller signing in) takes the trips off the device. */
export function keepTripsWithSession(auth: AuthStore): () => void {
  void clearOfflineTrips(userOf(auth));
  return reaction(() => userOf(auth), (user) => void clearOfflineTrips(user));
}
