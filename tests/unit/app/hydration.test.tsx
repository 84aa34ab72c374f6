import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Layout } from '../../../src/app/Layout';
import { ThemeProvider } from '../../../src/design-system';
import { beginHydration, endHydration } from '../../../src/screens/shared/use-hydrated';
import { StoresProvider, type RootStore } from '../../../src/stores';
import { freshRoot } from '../stores/fixtures';

const routes = (): RouteObject[] => [{ element: <Layout />, children: [{ path: '/about-us/', element: <h1>درباره ما</h1> }] }];

function providers(store: RootStore, children: ReactNode) {
  return (
    <ThemeProvider>
      <StoresProvider store={store}>{children}</StoresProvider>
    </ThemeProvider>
  );
}

/** The page's HTML as the server's renderer makes it (every lazy part rendered). */
async function serverHtml(store: RootStore): Promise<string> {
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request('http://localhost/about-us/'));
  if (context instanceof Response) throw new Error('a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(providers(store, <StaticRouterProvider router={router} context={context} hydrate={false} />), {
    // As the server renders: every boundary inline, no script needed to put it in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // The server renderer leaves the last context values it set on the context objects (harmless in
  // a server process); a trivial render restores the defaults this browser-side test relies on.
  for await (const chunk of (await prerenderToNodeStream(<span />)).prelude) void chunk;
  return Buffer.concat(chunks).toString('utf8');
}

describe('hydrating a server-rendered page', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrates a signed-in traveller\'s page in place, then shows their account in the header', async () => {
    // The server renders for an anonymous traveller: it never sees the browser's session.
    const html = await serverHtml(freshRoot());
    const signedIn = freshRoot();
    signedIn.auth.setTokens({ accessToken: 'opaque', refreshToken: null, refreshExpiresAtMs: null });
    vi.spyOn(signedIn.api.account, 'currentUser').mockReturnValue(new Promise(() => {}));
    vi.spyOn(signedIn.api.wallet, 'currentUserBalance').mockReturnValue(new Promise(() => {}));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverHeading = container.querySelector('h1');

    const recoverable = vi.fn();
    const router = createMemoryRouter(routes(), { initialEntries: ['/about-us/'] });
    let root: Root | undefined;
    // As start.tsx does before it hydrates (App's effect ends it).
    beginHydration();
    onTestFinished(endHydration);
    await act(async () => {
      root = hydrateRoot(container, providers(signedIn, <RouterProvider router={router} />), { onRecoverableError: recoverable });
    });
    // Unmounted before the test ends: no React work may outlive the test's window.
    onTestFinished(() => act(() => root?.unmount()));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /حساب کاربری/ }).length).toBeGreaterThan(0));
    // No mismatch: React kept the server's markup instead of rendering the page anew.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(screen.queryByRole('button', { name: 'ورود یا ثبت‌نام' })).not.toBeInTheDocument();
  });
});
