/// <reference lib="webworker" />
/**
 * The service worker (Workbox, built by vite-plugin-pwa's injectManifest): the app shell and fonts
 * precached; pages network-first with the last copy of the same URL, else the offline page;
 * reference data stale-while-revalidate; a traveller's issued trips kept per traveller. No other
 * answer of the API is cached. A new version waits until the traveller accepts it (SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  cacheKeyOf, isOrderListPath, isTripOrder, offlineOrderList, tripExtras, tripKey, tripPagePaths, tripRequestOf, tripsCacheName,
  userOfAuthorization, type OrderListRequest, type TripProduct, type TripRequest,
} from './trips';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const API = new URL(import.meta.env.VITE_API_BASE || '/api/', self.location.origin);
const ACCOUNT = new URL(import.meta.env.VITE_ACCOUNT_BASE || '/account/', self.location.origin);
const PAGES_CACHE = 'safarasa-pages';
const REFERENCE_CACHE = 'safarasa-reference';
const IMAGES_CACHE = 'safarasa-images';
/** The chunks of the version before this one, for a page of it still open (see 'install'). */
const PREVIOUS_ASSETS_CACHE = 'safarasa-previous-assets';
const OFFLINE_PAGE = '/offline.html';

/** Only whole, successful answers are kept (no redirect, no error page). */
const okOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) };
/** Cache keys without SPEC §7's `timestamp`; a POST is kept as a GET of its URL and body. */
const stableKeys: WorkboxPlugin = {
  // Any requestWillFetch makes Workbox send a copy, so the body is still there to read for the key.
  requestWillFetch: async ({ request }) => request,
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = new URL(cacheKeyOf(request.url));
    if (request.method !== 'GET') key.searchParams.set('__body', await request.clone().text());
    return key.toString();
  },
};

self.addEventListener('install', (event) => {
  // The version being replaced keeps its pages open until the traveller accepts the new one, and
  // the switch deletes its precached chunks: one generation of them is copied aside first, so a
  // lazy route of such a page still loads (if even that is gone, SPEC §4's chunk reload helps).
  event.waitUntil((async () => {
    const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
    if (!precache) return;
    const [from, to] = await Promise.all([caches.open(precache), caches.delete(PREVIOUS_ASSETS_CACHE).then(() => caches.open(PREVIOUS_ASSETS_CACHE))]);
    const chunks = (await from.keys()).filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
    await Promise.all(chunks.map(async (request) => {
      const response = await from.match(request);
      if (response) await to.put(new URL(request.url).pathname, response);
    }));
  })());
});

// The app shell: every script, the stylesheet, the fonts, the icons and the offline page.
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; paths?: unknown } | null;
  // The traveller accepted the new version (workbox-window's messageSkipWaiting).
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Pages the app wants readable offline although they were shown without a page load.
  if (message?.type === 'CACHE_PAGES' && Array.isArray(message.paths)) {
    event.waitUntil(cachePages(message.paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/'))));
  }
});

// The first version takes the open page at once, so it works offline without a reload.
clientsClaim();

/** Fetches pages into the pages cache (only those not there yet, unless `refresh`). */
async function cachePages(paths: readonly string[], refresh = true) {
  const cache = await caches.open(PAGES_CACHE);
  await Promise.all(paths.map(async (path) => {
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin) return;
    if (!refresh && (await cache.match(url))) return;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (response?.status === 200 && !response.redirected) await cache.put(url, response);
  }));
}

// Pages: the network first (a fresh server-rendered page); offline, the last copy of the same URL;
// a page never seen, the offline page. A precached index.html would be the wrong page for any URL.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60 })],
});
registerRoute(new NavigationRoute(async (options) => {
  try {
    return await pages.handle(options);
  } catch {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
}, { denylist: [API, ACCOUNT, new URL('/images/', self.location.origin)].map((base) => new RegExp(`^${base.pathname}`)) }));

// A chunk of the previous version a page of it still asks for (not in this version's precache).
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: PREVIOUS_ASSETS_CACHE, plugins: [okOnly] }));

// Reference data: the city and airport lists, countries, agencies, refund reasons, visa enums.
const REFERENCE_PATHS = [/^flight-configuration\//, /^refund\/RefundReason\/GetAll$/, /^visa\/Visa\/GetVisaEnums$/];
const isReference = (url: URL) => url.origin === API.origin && url.pathname.startsWith(API.pathname)
  && REFERENCE_PATHS.some((pattern) => pattern.test(url.pathname.slice(API.pathname.length)));
const reference = new StaleWhileRevalidate({
  cacheName: REFERENCE_CACHE,
  plugins: [okOnly, stableKeys, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })],
});
registerRoute(({ url }) => isReference(url), reference, 'GET');
registerRoute(({ url }) => isReference(url), reference, 'POST');

// Images (airline logos, city pictures): seldom change, many sizes.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({ cacheName: IMAGES_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 })] }));

// Offline trips: a traveller's issued orders, once opened, answered from the device without a network.
registerRoute(({ url }) => tripRequestOf(url, API) !== null, tripAnswer, 'GET');
registerRoute(({ url }) => isOrderListPath(url, API), orderListAnswer, 'POST');

async function tripAnswer({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const trip = tripRequestOf(url, API)!;
  const user = userOfAuthorization(request.headers.get('authorization'));
  try {
    const response = await fetch(request);
    if (user && response.status === 200) (event as ExtendableEvent).waitUntil(keepTrip(user, request, trip, response.clone()));
    return response;
  } catch (error) {
    const copy = user && (await caches.has(tripsCacheName(user))) ? await (await caches.open(tripsCacheName(user))).match(cacheKeyOf(url)) : undefined;
    if (copy) return copy;
    throw error;
  }
}

/** Keeps an answer of an issued order; the order's details also fetch what else its pages show. */
async function keepTrip(user: string, request: Request, trip: TripRequest, response: Response) {
  const cache = await caches.open(tripsCacheName(user));
  const key = cacheKeyOf(request.url);
  if (trip.kind === 'summary' || trip.kind === 'details') {
    const order = ((await response.clone().json()) as { data?: unknown }).data;
    if (!isTripOrder(order)) return;
    await cache.put(key, response);
    if (trip.kind === 'details') await completeTrip(cache, request, trip.orderId, trip.product!);
  } else if (await cache.match(tripKey(API, 'details', trip.orderId, trip.product))) {
    // A ticket's PDF or passengers: kept only for an order already known as an issued trip.
    await cache.put(key, response);
  }
}

/** What the trip's pages need besides the details (passengers, the PDF or voucher, the pages' HTML), fetched once. */
async function completeTrip(cache: Cache, request: Request, orderId: string, product: TripProduct) {
  const authorization = request.headers.get('authorization') ?? '';
  await Promise.all(tripExtras(product).map(async (kind) => {
    const key = tripKey(API, kind, orderId, product);
    if (await cache.match(key)) return;
    const response = await fetch(key, { headers: { authorization } }).catch(() => null);
    if (response?.status === 200) await cache.put(key, response);
  }));
  await cachePages(tripPagePaths(orderId, product), false);
}

async function orderListAnswer({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const body = await request.clone().json().catch(() => ({})) as OrderListRequest;
  try {
    return await fetch(request);
  } catch (error) {
    const user = userOfAuthorization(request.headers.get('authorization'));
    if (!user || !(await caches.has(tripsCacheName(user)))) throw error;
    const cache = await caches.open(tripsCacheName(user));
    const details = (await cache.keys()).filter((key) => tripRequestOf(new URL(key.url), API)?.kind === 'details');
    const orders = await Promise.all(details.map(async (key) => ((await (await cache.match(key))!.json()) as { data: object }).data));
    return new Response(JSON.stringify(offlineOrderList(orders, body)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
}

// ── Fare alerts (issue 30): a push becomes a Persian notification that opens its search ──────

/** The notification's words and where it leads; a push that is not ours still shows something. */
function alertOf(data: PushMessageData | null): { title: string; body: string; url: string; tag: string } {
  try {
    const alert = data?.json() as Partial<{ title: string; body: string; url: string; tag: string }> | undefined;
    const url = typeof alert?.url === 'string' && alert.url.startsWith('/') && !alert.url.startsWith('//') ? alert.url : '/profile/fare-watches/';
    return { title: alert?.title || 'سفرآسا', body: alert?.body ?? '', url, tag: alert?.tag || 'fare-watch' };
  } catch {
    return { title: 'سفرآسا', body: data?.text() ?? '', url: '/profile/fare-watches/', tag: 'fare-watch' };
  }
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event.data);
  event.waitUntil(self.registration.showNotification(alert.title, {
    body: alert.body, tag: alert.tag, lang: 'fa', dir: 'rtl', icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: alert.url },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  // An open tab of the app goes to the search; otherwise a new one opens.
  event.waitUntil((async () => {
    const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin) as WindowClient | undefined;
    if (tab) {
      await tab.focus();
      await tab.navigate(url);
      return;
    }
    await self.clients.openWindow(url);
  })());
});
