import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApi, type Api } from '../../../../src/api';
import { createHttp } from '../../../../src/api/http';
import { ThemeProvider } from '../../../../src/design-system/ThemeProvider';
import { RootStore, StoresProvider } from '../../../../src/stores';
import { testEnv } from '../../stores/fixtures';

// Lazy Mantine screens in jsdom on a busy machine: the first paint can take seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

export class FakeError {
  constructor(readonly status: number, readonly meta: Record<string, unknown> = {}) {}
}
export type FakeHandler = (request: { config: InternalAxiosRequestConfig; params: Record<string, unknown>; body: unknown }) => unknown;

/** The real API modules over a fake backend: "METHOD /path" → the envelope's data; unknown routes answer 404. */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const seen: { key: string; params: Record<string, unknown>; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const params = { ...(config.params as Record<string, unknown>) };
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) as unknown : config.data;
    seen.push({ key, params, body });
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
      return response;
    };
    const handler = routes[key];
    if (!handler) return reply(404, { data: null, meta: { message: `no fake for ${key}` } });
    try {
      return reply(200, { data: await handler({ config, params, body }), meta: {} });
    } catch (error) {
      if (error instanceof FakeError) return reply(error.status, { data: null, meta: error.meta });
      throw error;
    }
  };
  const http = createHttp((instance) => {
    instance.defaults.adapter = adapter;
  });
  http.setHooks({ onOtherError: () => {} });
  const api = createApi({ api: '/api/', account: '/account/' }, http);
  return { api, seen, calls: (key: string) => seen.filter((s) => s.key === key) };
}

/** A fresh RootStore on `api`, and the routes in a memory router at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, api: Api, setup?: (root: RootStore) => void) {
  const root = new RootStore(api, testEnv());
  setup?.(root);
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [...routes, { path: '*', element: <p>صفحه دیگر</p> }] }], { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <StoresProvider store={root}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>,
  );
  return { root, router, view };
}

/** Imports every lazy screen once, so a test's wait is not spent transforming modules. */
export async function preload(routes: RouteObject[]): Promise<void> {
  await Promise.all(routes.map(async (route) => {
    if (typeof route.lazy === 'function') await route.lazy();
  }));
}
