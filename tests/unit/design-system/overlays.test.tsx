import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOpenedOnce, usePreloadWhenIdle } from '../../../src/design-system/overlays';

describe('useOpenedOnce', () => {
  it('is false until the overlay first opens, then stays true when it closes', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), { initialProps: { opened: false } });
    expect(result.current).toBe(false);
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render of an overlay that starts open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});

describe('usePreloadWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads once the browser is idle, and not when disabled', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ enabled }) => usePreloadWhenIdle(load, enabled), { initialProps: { enabled: false } });
    expect(idle).toHaveLength(0);
    rerender({ enabled: true });
    expect(load).not.toHaveBeenCalled();
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback when unmounted first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = renderHook(() => usePreloadWhenIdle(() => Promise.resolve()));
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no idle callback, and swallows a failed load', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePreloadWhenIdle(load));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
