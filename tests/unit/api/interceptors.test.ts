import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError, createApi, firstErrorMessages } from '../../../src/api';
import { createHttp } from '../../../src/api/http';
import { RootStore } from '../../../src/stores';
import { testEnv } from '../stores/fixtures';

type Reply = { status: number; data: unknown };

function fakeServer(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = reply(config);
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
  return { http, seen, api: createApi({ api: '/api/', account: '/account/' }, http) };
}

describe('firstErrorMessages (SPEC §8)', () => {
  it('takes the first message of each meta.errors entry', () => {
    expect(firstErrorMessages({ errors: { Phone: ['نامعتبر', 'دوم'], Code: ['کد اشتباه است'] } })).toEqual(['نامعتبر', 'کد اشتباه است']);
    expect(firstErrorMessages({ errors: { A: [] } })).toEqual([]);
    expect(firstErrorMessages(undefined)).toEqual([]);
  });
});

describe('the API client around every call (SPEC §6, §8)', () => {
  it('sends the Bearer token, except on the token grant', async () => {
    const { http, seen, api } = fakeServer(() => ({ status: 200, data: { data: { status: 'ok' }, meta: {}, access_token: 'a', refresh_token: 'r', refresh_expires_in: 60 } }));
    http.setHooks({ accessToken: async () => 'tok-1' });
    await api.health.get();
    expect(seen[0]!.headers.Authorization).toBe('Bearer tok-1');
    await api.account.loginWithOtp('09121234567', '12345');
    expect(seen[1]!.headers.Authorization).toBeUndefined();
    expect(seen[1]!.url).toBe('/account/connect/token');
    expect(String(seen[1]!.data)).toBe('grant_type=otp&phone_number=09121234567&code=12345');
    expect(String(seen[1]!.headers['Content-Type'])).toMatch(/x-www-form-urlencoded/);
  });

  it('toasts the first message of each field on a 400 and rejects with the field errors', async () => {
    const { http, api } = fakeServer(() => ({ status: 400, data: { data: null, meta: { errors: { phoneNumber: ['شماره موبایل معتبر نیست.'] } } } }));
    const onBadRequest = vi.fn();
    http.setHooks({ onBadRequest });
    const failure = api.account.createOtp('123');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, fieldErrors: { phoneNumber: ['شماره موبایل معتبر نیست.'] } });
    expect(onBadRequest).toHaveBeenCalledWith(['شماره موبایل معتبر نیست.']);
  });

  it('only logs other errors', async () => {
    const { http, api } = fakeServer(() => ({ status: 503, data: 'down' }));
    const onOtherError = vi.fn();
    const onBadRequest = vi.fn();
    http.setHooks({ onOtherError, onBadRequest });
    await expect(api.health.get()).rejects.toMatchObject({ status: 503 });
    expect(onOtherError).toHaveBeenCalledOnce();
    expect(onBadRequest).not.toHaveBeenCalled();
  });

  it('does not log a request the app cancelled (CanceledError is no error)', async () => {
    const { http, api } = fakeServer(() => ({ status: 200, data: { data: [], meta: {} } }));
    const onOtherError = vi.fn();
    http.setHooks({ onOtherError });
    const controller = new AbortController();
    controller.abort();
    const failure = api.flightCatalog.available({ adults: 1, children: 0, infants: 0, segments: [] } as never, { signal: controller.signal });
    await expect(failure).rejects.toMatchObject({ name: 'CanceledError' });
    expect(onOtherError).not.toHaveBeenCalled();
  });

  it('logs the user out on a 401 (wired by RootStore)', async () => {
    const { api } = fakeServer(() => ({ status: 401, data: { data: null, meta: { message: 'x' } } }));
    const root = new RootStore(api, testEnv());
    root.auth.setTokens({ accessToken: 'opaque', refreshToken: null, refreshExpiresAtMs: null });
    expect(root.auth.loggedIn).toBe(true);
    await expect(api.account.currentUser()).rejects.toMatchObject({ status: 401 });
    expect(root.auth.loggedIn).toBe(false);
  });

  it('logs in with OTP through RootStore, keeping the tokens and the current user', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const access = `${b64({})}.${b64({ exp: 4_102_444_800 })}.s`;
    const { api, seen } = fakeServer((config) => config.url === '/account/connect/token'
      ? { status: 200, data: { access_token: access, refresh_token: 'r1', refresh_expires_in: 3600, expires_in: 1800 } }
      : { status: 200, data: { data: { id: 'u1', phoneNumber: '09121234567', scope: 'user' }, meta: {} } });
    const root = new RootStore(api, testEnv());
    await root.auth.loginWithOtp('09121234567', '12345');
    expect(root.auth.loggedIn).toBe(true);
    expect(root.auth.user).toMatchObject({ id: 'u1', scope: 'user' });
    expect(seen[1]!.headers.Authorization).toBe(`Bearer ${access}`);
  });
});
