import { startTransition, useEffect, useState } from 'react';

/**
 * `flag`, except that turning true waits one commit and then comes in a transition: what it gates
 * renders and commits on its own, not in one long task with everything else that changed. Turning
 * false is at once. (useDeferredValue cannot split this: inside a deferred render it returns the
 * new value straight away, so two chained deferred values land in the same commit.)
 */
export function useOneCommitLater(flag: boolean): boolean {
  const [later, setLater] = useState(flag);
  useEffect(() => {
    if (later !== flag) startTransition(() => setLater(flag));
  }, [flag, later]);
  // Turning false needs no commit of its own: the flag already says so.
  return flag && later;
}
