import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from '../../../src/api';
import { createHttp } from '../../../src/api/http';
import { LoginModal } from '../../../src/app/LoginModal';
import { passwordFailure } from '../../../src/app/login-password';
import { ThemeProvider } from '../../../src/design-system';
import { RootStore, StoresProvider } from '../../../src/stores';
import { USER } from '../screens/account/fixtures';
import { testEnv } from '../stores/fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

type Reply = { status: number; data: unknown };

/** The account service as the real one answers: the token grant bare, the rest in the envelope. */
function accountServer(token: (form: URLSearchParams) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const url = String(config.url);
    const { status, data } = url.endsWith('connect/token') ? token(new URLSearchParams(String(config.data)))
      : url.endsWith('api/Account/CurrentUser') ? { status: 200, data: { data: USER, meta: {} } }
      : { status: 404, data: { data: null, meta: {} } };
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`status ${status}`, 'ERR', config, null, response);
    }
    return response;
  };
  const http = createHttp((instance) => {
    instance.defaults.adapter = adapter;
  });
  http.setHooks({ onOtherError: () => {} });
  return { seen, api: createApi({ api: '/api/', account: '/account/' }, http) };
}

const WRONG = { status: 400, data: { data: null, meta: { errors: { password: ['نام کاربری یا رمز عبور نادرست است.'] } }, error: 'invalid_grant' } };
const LOCKED = { status: 429, data: { data: null, meta: { errors: { password: ['تلاش‌های ناموفق زیاد بود؛ ۱۵ دقیقه دیگر دوباره امتحان کنید.'] } }, error: 'invalid_grant' } };
const TOKENS = { status: 200, data: { access_token: 'header.e30.sig', token_type: 'Bearer', expires_in: 1800, refresh_token: 'r1', refresh_expires_in: 86_400, scope: 'user' } };

function renderModal(token: (form: URLSearchParams) => Reply) {
  const server = accountServer(token);
  const root = new RootStore(server.api, testEnv());
  const router = createMemoryRouter([{ path: '*', element: <LoginModal /> }], { initialEntries: ['/?redirect=%2Fprofile%2F'] });
  render(
    <ThemeProvider>
      <StoresProvider store={root}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>,
  );
  return { ...server, root, router };
}

async function typePassword(password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'ورود یا ثبت‌نام' });
  await userEvent.click(await screen.findByRole('button', { name: 'ورود با رمز عبور' }));
  const login = screen.getByRole('textbox', { name: /شماره موبایل یا ایمیل/ });
  await userEvent.clear(login);
  await userEvent.type(login, '09121234567');
  await userEvent.type(screen.getByLabelText(/^رمز عبور/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
  return dialog;
}

describe('the login modal: password sign-in', () => {
  it('sends the password grant, keeps the session, loads the user and closes over its history entry', async () => {
    let attempts = 0;
    const { seen, root, router } = renderModal((form) => (++attempts === 1 ? WRONG : form.get('password') === 'secret123' ? TOKENS : WRONG));
    const dialog = await typePassword('guess1234');
    expect(await screen.findByText('نام کاربری یا رمز عبور نادرست است.', { selector: '.mantine-InputWrapper-error, p, div' })).toBeInTheDocument();
    expect(root.auth.loggedIn).toBe(false);

    await userEvent.clear(screen.getByLabelText(/^رمز عبور/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^رمز عبور/, { selector: 'input' }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(root.auth.loggedIn).toBe(true));
    const grant = new URLSearchParams(String(seen.filter((c) => String(c.url).endsWith('connect/token')).at(-1)!.data));
    expect(Object.fromEntries(grant)).toEqual({ grant_type: 'password', username: '09121234567', password: 'secret123' });
    await waitFor(() => expect(root.auth.user).toMatchObject({ id: USER.id }));
    expect(root.auth.refreshToken).toBe('r1');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Back over the modal's own history entry; the guard then goes on to the remembered page.
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fprofile%2F'));
  });

  it('shows the lock-out with its wait and offers the code instead', async () => {
    renderModal(() => LOCKED);
    await typePassword('guess1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('۱۵ دقیقه دیگر');
    expect(screen.getByRole('button', { name: 'ورود' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'ورود با کد تایید' }));
    expect(screen.getByRole('textbox', { name: /شماره موبایل/ })).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
  });
});

describe('passwordFailure', () => {
  it('reads a 429 as a lock-out and keeps the server message', () => {
    expect(passwordFailure(new ApiError(429, { password: ['۱۵ دقیقه دیگر'] }))).toEqual({ message: '۱۵ دقیقه دیگر', locked: true });
    expect(passwordFailure(new ApiError(400, { password: ['نادرست'] }))).toEqual({ message: 'نادرست', locked: false });
    expect(passwordFailure(new ApiError(null))).toMatchObject({ locked: false });
  });
});
