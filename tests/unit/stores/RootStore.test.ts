import { describe, expect, it, vi } from 'vitest';
import { isObservable, runInAction } from 'mobx';
import { createApi } from '../../../src/api';
import { RootStore } from '../../../src/stores';

const freshRoot = () => new RootStore(createApi());

describe('RootStore', () => {
  it('constructs each store with a back-reference to the root', () => {
    const root = freshRoot();
    expect(root.general.root).toBe(root);
    expect(isObservable(root.general)).toBe(true);
  });

  it('gives every test its own state', () => {
    const a = freshRoot();
    const b = freshRoot();
    a.general.setOnline(false);
    expect(b.general.isOnline).toBe(true);
  });

  it('flags state changes outside actions (enforceActions: always)', () => {
    const root = freshRoot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    root.general.isOnline = false;
    expect(warn.mock.calls.flat().join(' ')).toMatch(/without using an action is not allowed/);
    warn.mockClear();
    runInAction(() => {
      root.general.isOnline = true;
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('GeneralStore online status (SPEC §2)', () => {
  it('follows the browser online and offline events until unsubscribed', () => {
    const root = freshRoot();
    const stop = root.general.trackOnlineStatus(window);
    window.dispatchEvent(new Event('offline'));
    expect(root.general.isOnline).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(root.general.isOnline).toBe(true);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(root.general.isOnline).toBe(true);
  });
});

describe('RootStore feature stores (a chunk of their own)', () => {
  // A fresh module registry: the feature stores' chunk not yet loaded, as on home.
  async function freshStores() {
    vi.resetModules();
    return import('../../../src/stores');
  }

  it('are not there until their chunk is loaded, then one set per root', async () => {
    const stores = await freshStores();
    const root = new stores.RootStore(createApi());
    expect(stores.featureStoresLoaded()).toBe(false);
    expect(root.general.isOnline).toBe(true);
    expect(() => root.flightSearch).toThrow(/loadFeatureStores/);
    await stores.loadFeatureStores();
    expect(stores.featureStoresLoaded()).toBe(true);
    expect(root.flightSearch).toBe(root.flightSearch);
    expect(root.flightSearch.root).toBe(root);
    expect(isObservable(root.filters)).toBe(true);
    expect(root.order.root).toBe(root);
    expect(root.visa.root).toBe(root);
    expect(root.flightConfiguration.root).toBe(root);
    expect(new stores.RootStore(createApi()).filters).not.toBe(root.filters);
  });

  it.each([
    ['results', '../../../src/screens/flights/routes', 'flightsRoutes'],
    ['booking', '../../../src/screens/booking/routes', 'bookingRoutes'],
    ['visa', '../../../src/screens/visa/routes', 'visaRoutes'],
  ])('load with the %s pages, which use them', async (_, path, name) => {
    const stores = await freshStores();
    const routes = (await import(/* @vite-ignore */ path))[name] as { lazy: () => Promise<unknown> }[];
    await routes[0]!.lazy();
    expect(stores.featureStoresLoaded()).toBe(true);
  });
});
