import { useEffect } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';

/** What a route may say about itself in its `handle`. */
export interface RouteHandle {
  /** Keep the scroll position when navigating to this route (SPEC §2: routes may opt out of scroll-to-top). */
  keepScroll?: boolean;
}

/** Scrolls the element of a #hash into view, waiting a few frames for a lazy screen to render it. */
function scrollToHash(hash: string, framesLeft = 30) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) target.scrollIntoView({ block: 'start' });
  else if (framesLeft > 0) requestAnimationFrame(() => scrollToHash(hash, framesLeft - 1));
}

/**
 * SPEC §2: a navigation to another page scrolls to the top unless the route opts out; a hash link
 * scrolls to its element. Query-only changes (filters, overlays) keep the position, and Back/Forward
 * leave it to the browser's own restoration.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const keepScroll = matches.some((m) => (m.handle as RouteHandle | undefined)?.keepScroll);

  useEffect(() => {
    if (hash) scrollToHash(hash);
    else if (navigationType !== 'POP' && !keepScroll) window.scrollTo(0, 0);
    // Only a new page or a new hash scrolls; the flags are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);

  return null;
}
