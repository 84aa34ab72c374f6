import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type { ApiMeta } from '../contract';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { ApiError, firstErrorMessages } from './errors';

/** SPEC §7/§9: every call times out after 60 s. */
export { REQUEST_TIMEOUT_MS };

export interface ApiBases {
  /** API base, default `/api/` (VITE_API_BASE). */
  api: string;
  /** Account-service base, default `/account/` (VITE_ACCOUNT_BASE). */
  account: string;
}

export function defaultBases(): ApiBases {
  return {
    api: import.meta.env.VITE_API_BASE || '/api/',
    account: import.meta.env.VITE_ACCOUNT_BASE || '/account/',
  };
}

/** What the client asks of the app around every call (wired by RootStore and the app shell). */
export interface HttpHooks {
  /** The Bearer token to send, refreshed when needed; null when anonymous. May reject (expired session). */
  accessToken(): Promise<string | null>;
  /** SPEC §8: a 401 logs the user out. */
  onUnauthorized(): void;
  /** SPEC §8: a 400 toasts the first message of each meta.errors entry. */
  onBadRequest(messages: string[]): void;
  /** SPEC §8: other errors are only logged. */
  onOtherError(error: unknown): void;
}

const NO_HOOKS: HttpHooks = {
  accessToken: async () => null,
  onUnauthorized: () => {},
  onBadRequest: () => {},
  onOtherError: (error) => console.error(error),
};

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sends no Authorization header (the token grant itself). */
    anonymous?: boolean;
  }
}

/**
 * The one axios instance, created on the first request so that axios (~22 kB gzip) stays out of
 * the first paint. Every request carries a `timestamp` query parameter (SPEC §7) and the Bearer token.
 */
export interface Http {
  instance(): Promise<AxiosInstance>;
  setHooks(hooks: Partial<HttpHooks>): void;
}

export function createHttp(setup?: (instance: AxiosInstance) => void): Http {
  let hooks: HttpHooks = NO_HOOKS;
  let loading: Promise<AxiosInstance> | undefined;

  async function authorize(config: InternalAxiosRequestConfig) {
    config.params = { ...config.params, timestamp: Date.now() };
    if (!config.anonymous) {
      const token = await hooks.accessToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  }

  function reportError(error: AxiosError<{ meta?: ApiMeta }>) {
    // A request the app cancelled itself (a newer search, a page left) is no failure: rethrown as is
    // (callers tell it by its name, CanceledError), never logged.
    if (error.code === 'ERR_CANCELED') return Promise.reject(error);
    const status = error.response?.status ?? null;
    const meta = error.response?.data?.meta;
    if (status === 401) hooks.onUnauthorized();
    else if (status === 400) hooks.onBadRequest(firstErrorMessages(meta));
    else hooks.onOtherError(error);
    return Promise.reject(new ApiError(status, meta?.errors ?? {}, error.message));
  }

  return {
    setHooks(partial) {
      hooks = { ...hooks, ...partial };
    },
    instance() {
      loading ??= import('axios').then(({ default: axios }) => {
        const http = axios.create({ timeout: REQUEST_TIMEOUT_MS });
        http.interceptors.request.use(authorize);
        http.interceptors.response.use(undefined, reportError);
        setup?.(http);
        return http;
      });
      return loading;
    },
  };
}
