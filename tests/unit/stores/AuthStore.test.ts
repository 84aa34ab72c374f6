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
