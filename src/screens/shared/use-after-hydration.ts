import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's first render (the hydration of the server's
 * HTML, which must render the same), then true from a transition right after: what the page adds
 * once it is in the browser (the virtual list, the filter panel) renders in slices a phone stays
 * responsive in. Not useHydrated: its turn to true re-renders every component that reads it
 * synchronously, one long task on a results page. A page the browser renders itself (a
 * navigation in the app) takes the same two steps, which look alike.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
