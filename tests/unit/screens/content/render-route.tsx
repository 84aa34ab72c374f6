import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from '../../../../src/design-system/ThemeProvider';
import { contentRoutes } from '../../../../src/screens/content/routes';

/** A cold lazy import of a screen can take seconds under jsdom. */
export const ROUTE_TEST_TIMEOUT_MS = 20_000;

/** Renders the content routes (and an optional catch-all) at a path and waits for the lazy screen's h1. */
export async function renderRoute(path: string, fallback?: RouteObject) {
  // A parent like the app's Layout: it shows nothing while the first lazy screen loads.
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [...contentRoutes, ...(fallback ? [fallback] : [])] }], { initialEntries: [path] });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { router, h1 };
}
