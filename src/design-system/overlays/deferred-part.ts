import { useEffect, useState } from 'react';
import { usePreloadWhenIdle } from './lazy-overlay';

/**
 * A part of a widget only needed once it is used (a dropdown's positioning and focus trap): a chunk
 * of its own, loaded when the page is idle or at once when the widget is first used, and known at
 * once afterwards. Until then the widget shows what the server rendered (a field that looks the
 * same), so the page hydrates and answers without it.
 */
export function deferredPart<M>(load: () => Promise<M>) {
  let part: M | undefined;
  let loading: Promise<M> | undefined;
  const waiting = new Set<(loaded: M) => void>();
  const get = () => (loading ??= load().then(
    (loaded) => {
      part = loaded;
      for (const tell of waiting) tell(loaded);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined; // offline: the next use tries again
      throw error;
    },
  ));

  /** The part once loaded (undefined while hydrating a server-rendered page); `wanted` loads it now. */
  function usePart(wanted: boolean): M | undefined {
    const [loaded, setLoaded] = useState(() => part);
    usePreloadWhenIdle(get, !loaded);
    useEffect(() => {
      if (loaded) return;
      const tell = (m: M) => setLoaded(() => m);
      waiting.add(tell);
      if (part) tell(part);
      return () => void waiting.delete(tell);
    }, [loaded]);
    useEffect(() => {
      if (wanted && !loaded) get().catch(() => undefined);
    }, [wanted, loaded]);
    return loaded;
  }

  return { load: get, usePart };
}
