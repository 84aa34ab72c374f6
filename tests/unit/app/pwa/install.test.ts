import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISS_MS, installOfferFor, isIosSafari, rememberInstallDismissed, type InstallEnv } from '../../../../src/app/pwa/install';
import { PwaState } from '../../../../src/app/pwa/state';
import { PWA_THEME_COLOR } from '../../../../scripts/lib/pwa-assets';
import { brand } from '../../../../src/design-system/theme/tokens';
import { readFileSync } from 'node:fs';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

const env = (extra: Partial<InstallEnv> = {}): InstallEnv => ({
  matchMedia: () => ({ matches: false }), navigator: {}, userAgent: ANDROID_CHROME, maxTouchPoints: 5, storage: memory(), now: 1_000_000_000_000, ...extra,
});

describe('the install offer (issue #19: nothing nags)', () => {
  it('offers the browser’s prompt when it has one', () => {
    expect(installOfferFor(env(), true)).toBe('prompt');
    expect(installOfferFor(env(), false)).toBeNull();
  });

  it('offers iOS Safari’s steps, not in iOS’s other browsers (whose menus differ)', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(installOfferFor(env({ userAgent: IPHONE_SAFARI }), false)).toBe('ios');
  });

  it('offers nothing once installed', () => {
    expect(installOfferFor(env({ matchMedia: (q) => ({ matches: q === '(display-mode: standalone)' }) }), true)).toBeNull();
    expect(installOfferFor(env({ userAgent: IPHONE_SAFARI, navigator: { standalone: true } }), false)).toBeNull();
  });

  it('remembers «نه، ممنون» for 90 days', () => {
    const storage = memory();
    rememberInstallDismissed(storage, 1_000);
    expect(installOfferFor(env({ storage, now: 1_000 + INSTALL_DISMISS_MS - 1 }), true)).toBeNull();
    expect(installOfferFor(env({ storage, now: 1_000 + INSTALL_DISMISS_MS }), true)).toBe('prompt');
  });
});

describe('PwaState', () => {
  it('opens the sheet only with an offer, and closes it when the offer goes (installed)', () => {
    const state = new PwaState();
    state.openInstall();
    expect(state.installOpened).toBe(false);
    state.setInstallOffer('prompt');
    state.openInstall();
    expect(state.installOpened).toBe(true);
    state.setInstallOffer(null);
    expect(state.installOpened).toBe(false);
  });

  it('moves to a waiting version only on consent', () => {
    const state = new PwaState();
    let applied = 0;
    state.offerUpdate(() => { applied += 1; });
    expect(state.updateReady).toBe(true);
    expect(applied).toBe(0);
    state.acceptUpdate();
    expect(applied).toBe(1);
    state.postponeUpdate();
    expect(state.updateReady).toBe(false);
  });
});

describe('the manifest’s colours', () => {
  it('are the theme’s brand blue, the logo’s own colour', () => {
    expect(PWA_THEME_COLOR).toBe(brand[7]);
    expect(readFileSync('public/favicon.svg', 'utf8')).toContain(`fill="${brand[7]}"`);
  });
});
