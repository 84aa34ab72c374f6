import { matchRoutes, type RouteObject } from 'react-router-dom';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §2: no route prefetch on 2g or when the traveller asked to save data. */
export function mayPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

const started = new Set<string>();
let registered: RouteObject[] = [];

/** The router hands its table over once, so links can prefetch without importing the router. */
export function registerPrefetchRoutes(routes: RouteObject[]) {
  registered = routes;
  started.clear();
}

/**
 * Starts loading the chunks of the route a link points to (on hover, focus or touch), so the
 * click finds them ready. Internal paths only; each path once.
 */
export function prefetchRoute(href: string, connection = currentConnection(), routes = registered): void {
  if (!href.startsWith('/') || href.startsWith('//') || !mayPrefetch(connection)) return;
  const pathname = href.split(/[?#]/)[0] ?? '/';
  if (started.has(pathname)) return;
  started.add(pathname);
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => started.delete(pathname));
  }
}

function currentConnection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}
