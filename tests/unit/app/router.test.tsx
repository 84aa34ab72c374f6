import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allPageRoutes, appRoutes } from '../../../src/app/router';
import { ThemeProvider } from '../../../src/design-system';
import { NOT_FOUND_MESSAGES } from '../../../src/domain';
import { StoresProvider } from '../../../src/stores';
import { USER } from '../screens/account/fixtures';
import { freshRoot } from '../stores/fixtures';

const pages = await allPageRoutes();

function renderApp(path: string, { loggedIn = false } = {}) {
  const store = freshRoot();
  if (loggedIn) store.auth.setTokens({ accessToken: 'opaque', refreshToken: null, refreshExpiresAtMs: null });
  const router = createMemoryRouter(appRoutes(store.auth, pages), { initialEntries: [path] });
  render(
    <ThemeProvider>
      <StoresProvider store={store}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>,
  );
  return { router, store };
}

const at = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('the app router: shared rules and auth redirects in the browser', () => {
  it('shows the Persian 404 inside the layout for a path that matches no route', async () => {
    const { router } = renderApp('/no-such-page/');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(NOT_FOUND_MESSAGES['could-not-be-found']) })).toBeInTheDocument();
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(at(router)).toBe('/no-such-page/');
  });

  it('shows "page not found" for a city without a page', async () => {
    renderApp('/cities/paris/');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(NOT_FOUND_MESSAGES['page-not-found']) })).toBeInTheDocument();
  });

  it('follows a redirect rule to its final page in one step', async () => {
    const { router } = renderApp('/flights/istanbul');
    await waitFor(() => expect(at(router)).toBe('/cities/istanbul/'));
  });

  it('sends an anonymous traveller from a protected page to login, and opens the login form', async () => {
    const { router, store } = renderApp('/profile/my-travels/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile/my-travels/');
    await waitFor(() => expect(store.general.loginModal).toMatchObject({ status: true, key: 'redirect', value: '/profile/my-travels/' }));
    expect(await screen.findByRole('dialog', { name: 'ورود یا ثبت‌نام' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('takes a logged-in traveller from the login view straight to the remembered page', async () => {
    const { router } = renderApp('/?redirect=%2Fprofile%2F', { loggedIn: true });
    await waitFor(() => expect(at(router)).toBe('/profile/'));
  });

  it('sends the traveller to login when the session ends on a protected page', async () => {
    const { router, store } = renderApp('/profile/', { loggedIn: true });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await screen.findAllByRole('banner');
    expect(router.state.location.pathname).toBe('/profile/');
    store.auth.reset();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile/');
  });

  it('names a traveller without a name by the phone number, in Persian digits', async () => {
    const { store } = renderApp('/about-us/', { loggedIn: true });
    act(() => store.auth.setUser({ ...USER, firstName: null, lastName: null }));
    expect((await screen.findAllByRole('button', { name: /^حساب کاربری\s*۰۹۱۲۱۲۳۴۵۶۷$/ })).length).toBeGreaterThan(0);
  });
});
