import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { TokenResponse, User } from '../contract';
import { AUTH_STORAGE_PREFIX, decodeJwtPayload, tokenExpiresAt, tokenStatus, TokenStatus } from '../domain';
import type { RootStore } from './RootStore';

/** SPEC §8: the error of a session whose token and refresh token have both expired. */
export const SESSION_EXPIRED_MESSAGE = 'Both token and refresh token have expired. Your request was aborted.';

export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

/** A call that got no answer at all (ApiError's status null): offline, or the server unreachable. */
const isNetworkFailure = (error: unknown) => (error as { status?: unknown } | null)?.status === null;

export interface AuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the refresh token stops working (ms since epoch); null when the server does not say. */
  refreshExpiresAtMs: number | null;
}

/** Asks the account service for new tokens with a refresh token. */
export type TokenRefresher = (refreshToken: string) => Promise<AuthTokens>;

const KEYS = {
  accessToken: `${AUTH_STORAGE_PREFIX}.access_token`,
  refreshToken: `${AUTH_STORAGE_PREFIX}.refresh_token`,
  refreshExpiresAt: `${AUTH_STORAGE_PREFIX}.refresh_expires_at`,
  issuedAt: `${AUTH_STORAGE_PREFIX}.issued_at`,
} as const;

/** SPEC §3 "Auth" (user, loggedIn) and SPEC §4's token transitions. */
export class AuthStore<U = User> {
  user: U | null = null;
  loggedIn = false;
  accessToken: string | null = null;
  refreshToken: string | null = null;
  refreshExpiresAtMs: number | null = null;
  /** When the access token was received; expiry falls back to it + 1800 s without an exp claim. */
  issuedAtMs: number | null = null;
  private refreshing: Promise<string> | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'refreshing'>(this, { root: false, user: observableRef, refreshing: false, refreshWithAccountService: false }, { autoBind: true });
    this.restore();
  }

  get expiresAtMs(): number | null {
    return tokenExpiresAt(this.accessToken, this.issuedAtMs);
  }

  /** UNKNOWN / EXPIRED (from 500 ms before expiry) / VALID, at the given moment. */
  status(nowMs = this.root.env.now()): TokenStatus {
    return tokenStatus(this.accessToken, this.expiresAtMs, nowMs);
  }

  private restore() {
    const storage = this.root.env.storage;
    const accessToken = storage?.getItem(KEYS.accessToken) ?? null;
    if (!accessToken) return;
    this.refreshing = null;
    this.accessToken = accessToken;
    this.refreshToken = storage?.getItem(KEYS.refreshToken) ?? null;
    this.refreshExpiresAtMs = Number(storage?.getItem(KEYS.refreshExpiresAt)) || null;
    this.issuedAtMs = Number(storage?.getItem(KEYS.issuedAt)) || null;
    this.loggedIn = this.status() !== TokenStatus.UNKNOWN;
  }

  /**
   * Follows the session in other tabs through the storage event: a sign-out there signs this tab
   * out, a sign-in there signs it in (and loads that user), and a refresh there hands this tab the
   * new pair, so it never presents a refresh token another tab already used (that would look like
   * reuse to the server and end the session). Returns the unsubscribe.
   */
  followOtherTabs(target: Window = window): () => void {
    const keys: readonly string[] = Object.values(KEYS);
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.key === null || keys.includes(event.key)) this.adoptStoredSession();
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  }

  /** Takes the session as storage holds it now (another tab wrote it). */
  adoptStoredSession() {
    const storage = this.root.env.storage;
    const accessToken = storage?.getItem(KEYS.accessToken) ?? null;
    const refreshToken = storage?.getItem(KEYS.refreshToken) ?? null;
    if (accessToken === this.accessToken && refreshToken === this.refreshToken) return;
    const userBefore = this.accessToken ? decodeJwtPayload(this.accessToken)?.sub : undefined;
    if (!accessToken) {
      // Signed out elsewhere: forget the session here too (storage is already clear; nothing to revoke).
      this.forgetSession();
      return;
    }
    this.restore();
    const userNow = decodeJwtPayload(accessToken)?.sub;
    if (userNow !== userBefore) {
      this.user = null;
      if (this.loggedIn) void this.loadCurrentUser().catch(() => undefined);
    }
  }

  setTokens(tokens: AuthTokens) {
    const storage = this.root.env.storage;
    this.accessToken = tokens.accessToken;
    this.refreshToken = tokens.refreshToken;
    this.refreshExpiresAtMs = tokens.refreshExpiresAtMs;
    this.issuedAtMs = this.root.env.now();
    this.loggedIn = true;
    storage?.setItem(KEYS.accessToken, tokens.accessToken);
    if (tokens.refreshToken) storage?.setItem(KEYS.refreshToken, tokens.refreshToken);
    else storage?.removeItem(KEYS.refreshToken);
    storage?.setItem(KEYS.refreshExpiresAt, String(tokens.refreshExpiresAtMs ?? ''));
    storage?.setItem(KEYS.issuedAt, String(this.issuedAtMs));
  }

  setUser(user: U | null) {
    this.user = user;
  }

  /** SPEC §4: any auth error resets the auth state. */
  reset() {
    this.forgetSession();
    for (const key of Object.values(KEYS)) this.root.env.storage?.removeItem(key);
  }

  /** The session's state in memory, cleared (storage is the caller's business). */
  private forgetSession() {
    this.user = null;
    this.loggedIn = false;
    this.accessToken = null;
    this.refreshToken = null;
    this.refreshExpiresAtMs = null;
    this.issuedAtMs = null;
    this.refreshing = null;
  }

  private canRefresh(nowMs: number): boolean {
    return Boolean(this.refreshToken) && (this.refreshExpiresAtMs === null || nowMs < this.refreshExpiresAtMs);
  }

  /**
   * The token to send, refreshed first when needed (SPEC §4): VALID → as is; UNKNOWN → null
   * (anonymous); EXPIRED with a live refresh token → one shared refresh for all callers, and a
   * reset if it fails; both expired → reset and SessionExpiredError.
   */
  async validAccessToken(refresh: TokenRefresher): Promise<string | null> {
    const now = this.root.env.now();
    const status = this.status(now);
    if (status === TokenStatus.VALID) return this.accessToken;
    if (status === TokenStatus.UNKNOWN) return null;
    if (!this.canRefresh(now)) {
      this.reset();
      throw new SessionExpiredError();
    }
    this.refreshing ??= this.runRefresh(refresh, this.refreshToken!);
    return this.refreshing;
  }

  /** The OAuth token response as the store keeps it. */
  tokensFrom(response: TokenResponse): AuthTokens {
    return {
      accessToken: response.access_token,
      refreshToken: response.refresh_token,
      refreshExpiresAtMs: this.root.env.now() + response.refresh_expires_in * 1000,
    };
  }

  /** Refreshes through the account service's refresh_token grant. */
  readonly refreshWithAccountService: TokenRefresher = async (refreshToken) =>
    this.tokensFrom(await this.root.api.account.refresh(refreshToken));

  /** OTP login (SPEC §7 connect/token, grant otp); then the current user is loaded. */
  async loginWithOtp(phoneNumber: string, code: string): Promise<void> {
    const response = await this.root.api.account.loginWithOtp(phoneNumber, code);
    this.setTokens(this.tokensFrom(response));
    await this.loadCurrentUser();
  }

  /** SPEC §3: the auth user is the data field of the current-user response. */
  async loadCurrentUser(): Promise<U | null> {
    const user = (await this.root.api.account.currentUser()) as U;
    runInAction(() => this.setUser(user));
    return user;
  }

  /** Revokes the refresh token (best effort) and forgets the session. */
  async logout(): Promise<void> {
    const refreshToken = this.refreshToken;
    this.reset();
    // Fare alerts stop for a signed-out browser (the server also stops pushing to an ended session).
    void this.root.env.push?.().then((push) => push.unsubscribe()).catch(() => undefined);
    if (refreshToken) await this.root.api.account.revoke(refreshToken).catch(() => undefined);
  }

  private async runRefresh(refresh: TokenRefresher, refreshToken: string): Promise<string> {
    try {
      const tokens = await refresh(refreshToken);
      runInAction(() => this.setTokens(tokens));
      return tokens.accessToken;
    } catch (error) {
      // Offline the account service cannot be asked: the session stays, and the call goes out with
      // the token it has, for the service worker to answer from the trips kept on the device.
      if (isNetworkFailure(error) && this.accessToken) return this.accessToken;
      runInAction(() => this.reset());
      throw error;
    } finally {
      runInAction(() => {
        this.refreshing = null;
      });
    }
  }
}
