import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api';
import { TokenStatus } from '../../../src/domain';
import { memoryStorage, SESSION_EXPIRED_MESSAGE, SessionExpiredError, type AuthTokens } from '../../../src/stores';
import { freshRoot, NOW, testEnv } from './fixtures';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (expSeconds: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: expSeconds })}.sig`;
const tokens = (expMs: number, refreshExpiresAtMs: number | null = NOW + 86_400_000): AuthTokens => ({
  accessToken: jwt(Math.floor(expMs / 1000)),
  refreshToken: 'refresh-1',
  refreshExpiresAtMs,
});

function rootAt(now: { ms: number }, storage = memoryStorage()) {
  return freshRoot(testEnv({ now: () => now.ms, storage }));
}

describe('AuthStore (SPEC §3 Auth, §4 token status and transitions)', () => {
  it('is UNKNOWN and logged out without a token', () => {
    const { auth } = freshRoot();
    expect(auth.status()).toBe(TokenStatus.UNKNOWN);
    expect(auth.loggedIn).toBe(false);
  });

  it('is VALID until 500 ms before exp, then EXPIRED', () => {
    const now = { ms: NOW };
    const { auth } = rootAt(now);
    auth.setTokens(tokens(NOW + 60_000));
    expect(auth.loggedIn).toBe(true);
    expect(auth.status(NOW + 60_000 - 501)).toBe(TokenStatus.VALID);
    expect(auth.status(NOW + 60_000 - 500)).toBe(TokenStatus.EXPIRED);
  });

  it('falls back to 1800 s after receipt when the token has no exp claim', () => {
    const now = { ms: NOW };
    const { auth } = rootAt(now);
    auth.setTokens({ accessToken: 'opaque', refreshToken: null, refreshExpiresAtMs: null });
    expect(auth.expiresAtMs).toBe(NOW + 1_800_000);
  });

  it('restores the session from storage', () => {
    const storage = memoryStorage();
    const now = { ms: NOW };
    rootAt(now, storage).auth.setTokens(tokens(NOW + 60_000));
    const again = rootAt(now, storage).auth;
    expect(again.loggedIn).toBe(true);
    expect(again.status()).toBe(TokenStatus.VALID);
  });

  it('sends a valid token as it is and none for an anonymous user', async () => {
    const now = { ms: NOW };
    const { auth } = rootAt(now);
    const refresh = vi.fn();
    await expect(auth.validAccessToken(refresh)).resolves.toBeNull();
    auth.setTokens(tokens(NOW + 60_000));
    await expect(auth.validAccessToken(refresh)).resolves.toBe(auth.accessToken);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once for all concurrent callers', async () => {
    const now = { ms: NOW };
    const { auth } = rootAt(now);
    auth.setTokens(tokens(NOW + 60_000));
    now.ms = NOW + 61_000;
    const fresh = tokens(now.ms + 1_800_000);
    const refresh = vi.fn(async () => fresh);
    const got = await Promise.all([auth.validAccessToken(refresh), auth.validAccessToken(refresh), auth.validAccessToken(refresh)]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(got)).toEqual(new Set([fresh.accessToken]));
    expect(auth.status()).toBe(TokenStatus.VALID);
  });

  it('resets the session when the refresh fails', async () => {
    const now = { ms: NOW };
    const { auth } = rootAt(now);
    auth.setTokens(tokens(NOW + 60_000));
    now.ms = NOW + 61_000;
    await expect(auth.validAccessToken(async () => { throw new Error('401'); })).rejects.toThrow('401');
    expect(auth.loggedIn).toBe(false);
    expect(auth.accessToken).toBeNull();
  });

  it('keeps the session when the refresh gets no answer (offline), sending the token it has', async () => {
    const now = { ms: NOW };
    const { auth } = rootAt(now);
    auth.setTokens(tokens(NOW + 60_000));
    const stale = auth.accessToken;
    now.ms = NOW + 61_000;
    const offline = async (): Promise<AuthTokens> => { throw new ApiError(null, {}, 'Network Error'); };
    await expect(auth.validAccessToken(offline)).resolves.toBe(stale);
    expect(auth.loggedIn).toBe(true);
    // Back online, the next call refreshes as usual.
    const fresh = tokens(now.ms + 1_800_000);
    await expect(auth.validAccessToken(async () => fresh)).resolves.toBe(fresh.accessToken);
  });

  it('resets and aborts with the expired-session error when both tokens have expired', async () => {
    const now = { ms: NOW };
    const storage = memoryStorage();
    const { auth } = rootAt(now, storage);
    auth.setTokens(tokens(NOW + 60_000, NOW + 120_000));
    now.ms = NOW + 121_000;
    const refresh = vi.fn();
    const attempt = auth.validAccessToken(refresh);
    await expect(attempt).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(attempt).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
    expect(SESSION_EXPIRED_MESSAGE).toBe('Both token and refresh token have expired. Your request was aborted.');
    expect(refresh).not.toHaveBeenCalled();
    expect(auth.loggedIn).toBe(false);
    expect(storage!.getItem('auth.access_token')).toBeNull();
  });
});

describe('AuthStore follows the session in other tabs (the storage event)', () => {
  const jwtOf = (sub: string) => `${b64({ alg: 'HS256' })}.${b64({ sub, exp: Math.floor((NOW + 600_000) / 1000) })}.sig`;
  const pair = (sub: string, refreshToken: string): AuthTokens => ({ accessToken: jwtOf(sub), refreshToken, refreshExpiresAtMs: NOW + 86_400_000 });
  function twoTabs() {
    const storage = memoryStorage();
    const now = { ms: NOW };
    const here = rootAt(now, storage);
    const there = rootAt(now, storage);
    const window = new EventTarget() as unknown as Window;
    const stop = here.auth.followOtherTabs(window);
    const currentUser = vi.spyOn(here.api.account, 'currentUser').mockImplementation(async () => ({ id: 'u2', phoneNumber: '09120000002' }) as never);
    const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));
    return { here: here.auth, there: there.auth, stop, currentUser, storageEvent };
  }

  it('signs in when another tab signs in, loading that user; signs out when it signs out', async () => {
    const { here, there, currentUser, storageEvent } = twoTabs();
    expect(here.loggedIn).toBe(false);
    there.setTokens(pair('u2', 'r-1'));
    storageEvent('auth.access_token');
    expect(here.loggedIn).toBe(true);
    expect(here.refreshToken).toBe('r-1');
    await vi.waitFor(() => expect(here.user).toMatchObject({ id: 'u2' }));
    expect(currentUser).toHaveBeenCalledTimes(1);

    there.reset();
    storageEvent('auth.access_token');
    expect(here.loggedIn).toBe(false);
    expect(here.user).toBeNull();
    expect(here.accessToken).toBeNull();
    expect(here.refreshToken).toBeNull();
  });

  it('takes the pair another tab refreshed, so it never presents the used refresh token', async () => {
    const { here, there, currentUser, storageEvent } = twoTabs();
    there.setTokens(pair('u2', 'r-1'));
    storageEvent(null);
    await vi.waitFor(() => expect(here.user).not.toBeNull());
    there.setTokens(pair('u2', 'r-2'));
    storageEvent('auth.refresh_token');
    expect(here.refreshToken).toBe('r-2');
    expect(here.user).toMatchObject({ id: 'u2' });
    expect(currentUser).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys and stops following when unsubscribed', () => {
    const { here, there, stop, storageEvent } = twoTabs();
    there.setTokens(pair('u2', 'r-1'));
    storageEvent('general.session_id');
    expect(here.loggedIn).toBe(false);
    stop();
    storageEvent('auth.access_token');
    expect(here.loggedIn).toBe(false);
  });
});
