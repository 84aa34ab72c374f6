import type { ComponentType } from 'react';
import { LAZY_HYDRATION_IDLE_MS } from '../../domain';
import { preloadableLazy } from './preloadable-lazy';

type Module<P> = { default: ComponentType<P> };

/** Input that shows the traveller is using the page: the lazily hydrated parts load at once. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/** Whether the page on screen is the server's HTML and the app has not hydrated it yet. */
export function awaitingHydration(): boolean {
  if (typeof document === 'undefined') return false;
  return document.documentElement.dataset.hydrated !== 'true' && Boolean(document.getElementById('root')?.firstElementChild);
}

let inUse: Promise<void> | undefined;

/**
 * Resolves when the page has started and is in use: the browser is idle (at the latest
 * LAZY_HYDRATION_IDLE_MS after this is first asked, SPEC §9), or the traveller scrolls, taps,
 * types or moves focus, whichever comes first.
 */
export function whenPageInUse(): Promise<void> {
  return (inUse ??= new Promise<void>((resolve) => {
    const options = { capture: true, passive: true } as const;
    const idle = typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => open(), { timeout: LAZY_HYDRATION_IDLE_MS })
      : undefined;
    const timer = idle === undefined ? setTimeout(() => open(), LAZY_HYDRATION_IDLE_MS) : undefined;
    function open() {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, open, options);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      resolve();
    }
    for (const type of INPUT_EVENTS) window.addEventListener(type, open, options);
  }));
}

/**
 * SPEC §9's lazy hydration, for a part of a page below the fold or around it (the footer, popular
 * cities, the blog): a chunk of its own that the page's start does not wait for. On a page the
 * server rendered, React keeps the server's HTML of the part on screen, loads its code once the
 * page is in use (whenPageInUse) and hydrates it in place. Rendered by the browser (a later
 * navigation), it is an ordinary lazy part, and `preload` lets a route wait for it.
 * The part must not be given new props before it hydrates: React would render it anew.
 */
export function lazyHydrated<P>(load: () => Promise<Module<P>>) {
  const { Component, preload } = preloadableLazy(async () => {
    if (awaitingHydration()) await whenPageInUse();
    return load();
  });
  return { Component, preload: () => (awaitingHydration() ? Promise.resolve() : preload()) };
}
