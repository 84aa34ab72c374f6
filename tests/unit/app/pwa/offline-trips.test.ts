import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineTrips } from '../../../../src/app/pwa/offline-trips';

/** Cache Storage with named caches of URLs, as much of it as clearing uses. */
function fakeCaches(initial: Record<string, string[]>) {
  const store = new Map(Object.entries(initial).map(([name, urls]) => [name, new Set(urls)]));
  return {
    store,
    keys: async () => [...store.keys()],
    has: async (name: string) => store.has(name),
    delete: async (name: string) => store.delete(name),
    open: async (name: string) => {
      const urls = store.get(name) ?? new Set<string>();
      store.set(name, urls);
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      };
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('clearOfflineTrips', () => {
  const initial = () => ({
    'safarasa-trips-u1': ['http://app.test/api/orders/Order/GetCurrentUserOrderDetails/a'],
    'safarasa-trips-u2': ['http://app.test/api/orders/Order/GetCurrentUserOrderDetails/b'],
    'safarasa-pages': ['http://app.test/', 'http://app.test/profile/my-travels/order-details/?orderId=a', 'http://app.test/cip/voucher/a/', 'http://app.test/tour/'],
    'workbox-precache-v2-http://app.test/': ['http://app.test/assets/app-abc.js'],
  });

  it('keeps only the signed-in traveller’s trips', async () => {
    const caches = fakeCaches(initial());
    vi.stubGlobal('caches', caches);
    await clearOfflineTrips('u1');
    expect([...caches.store.keys()].sort()).toEqual(['safarasa-pages', 'safarasa-trips-u1', 'workbox-precache-v2-http://app.test/']);
  });

  it('at sign-out removes every trip and the account and voucher pages, and leaves the app shell and other pages', async () => {
    const caches = fakeCaches(initial());
    vi.stubGlobal('caches', caches);
    await clearOfflineTrips(null);
    expect([...caches.store.keys()].sort()).toEqual(['safarasa-pages', 'workbox-precache-v2-http://app.test/']);
    expect([...caches.store.get('safarasa-pages')!]).toEqual(['http://app.test/', 'http://app.test/tour/']);
  });
});
