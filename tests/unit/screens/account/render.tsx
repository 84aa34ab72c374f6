import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Api } from '../../../../src/api';
import { ThemeProvider } from '../../../../src/design-system/ThemeProvider';
import { RootStore, StoresProvider } from '../../../../src/stores';
import { testEnv } from '../../stores/fixtures';

// Mantine screens in jsdom on a shared machine: a second is not always enough for the first paint.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** A fresh RootStore on the given api, and the routes in a memory router at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, api: Api, setup?: (root: RootStore) => void) {
  const root = new RootStore(api, testEnv());
  setup?.(root);
  const router = createMemoryRouter([...routes, { path: '*', element: <p>صفحه دیگر</p> }], { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <StoresProvider store={root}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>,
  );
  return { root, router, view };
}

/** Loads every lazy screen once, so the first test does not spend its wait on transforming modules. */
export async function preload(routes: RouteObject[]): Promise<void> {
  await Promise.all(routes.map(async (route) => {
    if (typeof route.lazy === 'function') await route.lazy();
    if (route.children) await preload(route.children);
  }));
}
