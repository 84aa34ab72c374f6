import { memo, Suspense, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
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

/** The in-app path a plain left click on a same-site link asks for; null for anything else. */
export function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Runs `onCommit` when it commits: inside a boundary, once the boundary has hydrated. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * SPEC §9's lazy hydration, for a part of a page below the fold or around it (the footer, popular
 * cities, the blog): a chunk of its own that the page's start does not wait for. On a page the
 * server rendered, React keeps the server's HTML of the part on screen, loads its code once the
 * page is in use (whenPageInUse) and hydrates it in place; a link clicked before then navigates
 * in the app all the same. Rendered by the browser (a later navigation), it is an ordinary lazy
 * part, and `preload` lets a route wait for it. Memoized: new props would make React render the
 * part anew instead of hydrating it, so give it the same ones until then.
 */
export function lazyHydrated<P extends object>(load: () => Promise<Module<P>>, { fallback = null }: { fallback?: ReactNode } = {}) {
  const { Component: Part, preload } = preloadableLazy(async () => {
    if (awaitingHydration()) await whenPageInUse();
    return load();
  });

  function LazyHydrated(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const navigate = useNavigate();
    const markHydrated = useCallback(() => {
      hydrated.current = true;
    }, []);
    useEffect(() => {
      const element = box.current;
      // React stops a click in a part it has not hydrated at the root and leaves it to the browser,
      // which would load the link's page anew: until the part hydrates, its links navigate in the
      // app here, ahead of React (the document's capture phase).
      const onClick = (event: MouseEvent) => {
        if (hydrated.current || !(event.target instanceof Node) || !element?.contains(event.target)) return;
        const href = inAppHref(event);
        if (href === null) return;
        event.preventDefault();
        void navigate(href);
      };
      document.addEventListener('click', onClick, true);
      return () => document.removeEventListener('click', onClick, true);
    }, [navigate]);
    return (
      // No box of its own in the layout: its children lay out as the part's parent's.
      <div ref={box} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>
          <Part {...props} />
          <Committed onCommit={markHydrated} />
        </Suspense>
      </div>
    );
  }

  return { Component: memo(LazyHydrated), preload: () => (awaitingHydration() ? Promise.resolve() : preload()) };
}
