import { makeAutoObservable } from 'mobx';

/** What the install entry offers: the browser's own install prompt, or the steps for iOS Safari. */
export type InstallOffer = 'prompt' | 'ios';

/**
 * What the installed-app prompts show. Tiny, so the header can read it on the first paint; the
 * service worker's registration and the prompts themselves load once the page is in use
 * (register.ts, PwaPrompts.tsx).
 */
export class PwaState {
  /** What installing offers here; null when installed, not offered by the browser, or declined. */
  installOffer: InstallOffer | null = null;
  installOpened = false;
  /** A new version is installed and waits for the traveller's consent. */
  updateReady = false;
  /** Set by the registration: moves to the new version and reloads once. */
  private applyUpdate: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'applyUpdate'>(this, { applyUpdate: false }, { autoBind: true });
  }

  setInstallOffer(offer: InstallOffer | null) {
    this.installOffer = offer;
    if (!offer) this.installOpened = false;
  }

  openInstall() {
    if (this.installOffer) this.installOpened = true;
  }

  closeInstall() {
    this.installOpened = false;
  }

  offerUpdate(apply: () => void) {
    this.applyUpdate = apply;
    this.updateReady = true;
  }

  /** «بعداً»: the new version then starts with the next visit. */
  postponeUpdate() {
    this.updateReady = false;
  }

  acceptUpdate() {
    this.applyUpdate?.();
  }
}

export const pwaState = new PwaState();
