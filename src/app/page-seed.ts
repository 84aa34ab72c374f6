import type { PageSeed } from '../contract';

/** The window property the server's script sets (src/entry-server.tsx) and the browser reads. */
export const PAGE_SEED_GLOBAL = '__safarPageSeed';

/** The seed the server sent with this page (see PageSeed), if any. */
export function pageSeedOf(target: object): PageSeed | undefined {
  const seed = (target as Record<string, unknown>)[PAGE_SEED_GLOBAL];
  return seed && typeof seed === 'object' ? (seed as PageSeed) : undefined;
}
