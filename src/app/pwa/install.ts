import { runsInstalled, type DisplayEnv } from '../../domain';
import type { InstallOffer, PwaState } from './state';

/** Chrome's and Edge's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by index.html's inline script when the offer came before the app. */
    __installPrompt?: BeforeInstallPromptEvent;
  }
}

const DISMISSED_KEY = 'pwa.install-dismissed-at';
/** «نه، ممنون» hides the entry this long: nothing nags. */
export const INSTALL_DISMISS_MS = 90 * 24 * 3600 * 1000;

export interface InstallEnv extends DisplayEnv {
  userAgent: string;
  maxTouchPoints: number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
}

/** iOS Safari, which installs only through Share → «افزودن به صفحهٔ اصلی» and never offers it itself. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** What the install entry offers: nothing once installed or declined, else the browser's prompt or iOS's steps. */
export function installOfferFor(env: InstallEnv, hasPrompt: boolean): InstallOffer | null {
  if (runsInstalled(env)) return null;
  const dismissedAt = Number(env.storage?.getItem(DISMISSED_KEY)) || 0;
  if (dismissedAt && env.now - dismissedAt < INSTALL_DISMISS_MS) return null;
  if (hasPrompt) return 'prompt';
  return isIosSafari(env.userAgent, env.maxTouchPoints) ? 'ios' : null;
}

export function rememberInstallDismissed(storage: Pick<Storage, 'setItem'> | null, now: number) {
  storage?.setItem(DISMISSED_KEY, String(now));
}

const browserEnv = (): InstallEnv => ({
  matchMedia: (query) => window.matchMedia(query),
  navigator: navigator as DisplayEnv['navigator'],
  userAgent: navigator.userAgent,
  maxTouchPoints: navigator.maxTouchPoints ?? 0,
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  now: Date.now(),
});

/** Follows the browser's install offer into the state; returns what the install buttons call. */
export function trackInstall(state: PwaState) {
  let deferred: BeforeInstallPromptEvent | null = window.__installPrompt ?? null;
  const update = () => state.setInstallOffer(installOfferFor(browserEnv(), deferred !== null));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    window.__installPrompt = undefined;
    state.setInstallOffer(null);
  });
  update();
  return {
    /** The browser's own install dialog (once per offer); declining it counts as «نه، ممنون». */
    async install() {
      const offer = deferred;
      if (!offer) return;
      deferred = null;
      window.__installPrompt = undefined;
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === 'dismissed') rememberInstallDismissed(browserEnv().storage, Date.now());
      update();
    },
    dismiss() {
      rememberInstallDismissed(browserEnv().storage, Date.now());
      update();
    },
  };
}

export type InstallActions = ReturnType<typeof trackInstall>;
