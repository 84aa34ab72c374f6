import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from '../../../src/app/chunk-reload';
import { mayPrefetch } from '../../../src/app/prefetch';

function env(start: number) {
  const store = new Map<string, string>();
  const clock = { now: start };
  const reload = vi.fn();
  return {
    clock,
    reload,
    env: { storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }, reload, now: () => clock.now },
  };
}

describe('the chunk-load reload guard (SPEC §4, §8)', () => {
  it('recognises the failed-chunk errors of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const { env: e, reload, clock } = env(1_000_000);
    expect(reloadAfterChunkError(e)).toBe(true);
    clock.now += 59_999;
    expect(reloadAfterChunkError(e)).toBe(false);
    clock.now += 1;
    expect(reloadAfterChunkError(e)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('route prefetch (SPEC §2)', () => {
  it('is skipped on 2g and with save-data, allowed otherwise', () => {
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch(undefined)).toBe(true);
  });
});
