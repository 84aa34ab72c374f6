import { describe, expect, it } from 'vitest';
import { orderChannel, runsInstalled } from '../../../src/domain';

const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' });

describe('orderChannel (SPEC §1)', () => {
  it('is Pwa in the installed app’s own window', () => {
    expect(orderChannel({ matchMedia: media(true) })).toBe('Pwa');
  });

  it('is Pwa when opened from an iOS home-screen icon', () => {
    expect(orderChannel({ matchMedia: media(false), navigator: { standalone: true } })).toBe('Pwa');
  });

  it('is WebSite in a browser tab', () => {
    expect(orderChannel({ matchMedia: media(false), navigator: { standalone: false } })).toBe('WebSite');
    expect(orderChannel({ matchMedia: media(false), navigator: {} })).toBe('WebSite');
  });

  it('is WebSite where nothing can be asked (the server, an old browser)', () => {
    expect(orderChannel({})).toBe('WebSite');
    expect(runsInstalled(undefined)).toBe(false);
  });
});
