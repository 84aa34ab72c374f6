import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true from the render after.
 * The server renders every page for an anonymous traveller; what the browser's session changes
 * (the header's account button, recent searches) waits for this, so hydration finds the same
 * markup the server sent and the page is not rendered anew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
