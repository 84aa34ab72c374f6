import type { LiveSocketLike } from '../api/live';
import type { PushBrowser } from './push-browser';

/** What the stores need of the browser, injectable so tests and stories get their own. */
export interface BrowserEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now(): number;
  randomUUID(): string;
  /** Opens the live-updates socket; absent, pages work without live updates (server, tests, stories). */
  liveSocket?: (url: string) => LiveSocketLike;
  /** The Push API (fare alerts), loaded when first used; absent, watches offer SMS and e-mail only. */
  push?: () => Promise<PushBrowser>;
}

function memoryStorage(): BrowserEnv['storage'] {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
  };
}

function workingLocalStorage(): BrowserEnv['storage'] {
  try {
    if (typeof localStorage === 'undefined') return null;
    localStorage.getItem('probe');
    return localStorage;
  } catch {
    return null;
  }
}

/** localStorage when it works (it throws in some private modes), else an in-memory stand-in. */
export function defaultBrowserEnv(): BrowserEnv {
  return {
    storage: workingLocalStorage() ?? memoryStorage(),
    now: () => Date.now(),
    randomUUID: () => crypto.randomUUID(),
    // Unit tests run in jsdom, which has a WebSocket but no server: they pass their own.
    liveSocket: typeof WebSocket === 'undefined' || import.meta.env?.MODE === 'test' ? undefined : (url) => new WebSocket(url) as unknown as LiveSocketLike,
    ...(typeof window === 'undefined' || import.meta.env?.MODE === 'test' ? {} : { push: async () => (await import('./push-browser')).browserPush }),
  };
}

export { memoryStorage };
