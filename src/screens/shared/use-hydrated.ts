import { startTransition, useEffect, useState } from 'react';

// Whether React is hydrating the server's HTML: from start.tsx's hydrateRoot to the first commit.
let hydrating = typeof window === 'undefined';

/** The browser is about to hydrate server-rendered HTML (src/app/start.tsx). */
export function beginHydration() {
  hydrating = true;
}

/** The server's HTML is hydrated: components mounted from now on render the browser's state at once. */
export function endHydration() {
  hydrating = false;
}

/**
 * False while React hydrates the server's HTML (and on the server), true from a render after.
 * The server renders every page for an anonymous traveller; what the browser's session changes
 * (the header's account button, recent searches) waits for this, so hydration finds the same
 * markup the server sent and the page is not rendered anew. The turn to true is a transition:
 * as useSyncExternalStore's it was a synchronous re-render of the whole frame, a phone's long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
