import type { AxiosInstance } from 'axios';

import { REQUEST_TIMEOUT_MS } from '../domain/constants';

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

/**
 * The one axios instance, created on the first request so that axios (~22 kB gzip) stays out of
 * the first paint. Every request carries a `timestamp` query parameter (SPEC §7).
 */
export interface Http {
  instance(): Promise<AxiosInstance>;
}

export function createHttp(setup?: (instance: AxiosInstance) => void): Http {
  let loading: Promise<AxiosInstance> | undefined;
  return {
    instance() {
      loading ??= import('axios').then(({ default: axios }) => {
        const http = axios.create({ timeout: REQUEST_TIMEOUT_MS });
        http.interceptors.request.use((config) => {
          config.params = { ...config.params, timestamp: Date.now() };
          return config;
        });
        setup?.(http);
        return http;
      });
      return loading;
    },
  };
}
