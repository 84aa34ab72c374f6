import { mayReloadAfterChunkError } from '../domain';

const LAST_RELOAD_KEY = 'chunk-reload-at';

/** What browsers and Vite say when a lazy route's chunk cannot be fetched (usually a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(message);
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

const browserEnv = (): ReloadEnv => ({
  storage: typeof sessionStorage === 'undefined' ? null : sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now,
});

/**
 * SPEC §4 / §8: a failed chunk load reloads the page once, at most once per 60 s, so a traveller
 * on an old build picks up the new one instead of a broken screen. Returns whether it reloaded.
 */
export function reloadAfterChunkError(env: ReloadEnv = browserEnv()): boolean {
  const last = Number(env.storage?.getItem(LAST_RELOAD_KEY)) || null;
  const now = env.now();
  if (!mayReloadAfterChunkError(last, now)) return false;
  env.storage?.setItem(LAST_RELOAD_KEY, String(now));
  env.reload();
  return true;
}
