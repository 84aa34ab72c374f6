/** SPEC §1 / §7: the channel a ticket order reports. */
export type SalesChannel = 'Pwa' | 'WebSite';

/** What tells an installed app from a browser tab. */
export interface DisplayEnv {
  matchMedia?: (query: string) => { matches: boolean };
  /** iOS Safari's own flag for a page opened from the home screen. */
  navigator?: { standalone?: boolean };
}

/**
 * Whether the app runs installed: opened from the home screen or the app list, in its own window
 * (the manifest's `display: standalone`), or from an iOS home-screen icon.
 */
export function runsInstalled(env: DisplayEnv | undefined = browserDisplay()): boolean {
  if (!env) return false;
  if (env.navigator?.standalone === true) return true;
  return env.matchMedia?.('(display-mode: standalone)').matches === true;
}

// Navigator declares no `standalone` (iOS only), so TypeScript's weak-type check needs the cast.
function browserDisplay(): DisplayEnv | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as DisplayEnv);
}

/** SPEC §1: Pwa when the app runs installed, WebSite otherwise. */
export function orderChannel(env?: DisplayEnv): SalesChannel {
  return runsInstalled(env) ? 'Pwa' : 'WebSite';
}
