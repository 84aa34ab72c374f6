import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { lazyOverlay, useOpenedOnce, usePreloadWhenIdle } from '../../../src/design-system/overlays';

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

describe('lazyOverlay', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Sheet({ opened }: { opened: boolean }) {
    return <div role="dialog" aria-label="sheet" data-opened={opened} />;
  }

  it('renders nothing before the first opening, then the loaded overlay, kept mounted once closed', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const load = vi.fn(() => Promise.resolve({ default: Sheet }));
    const Overlay = lazyOverlay(load);
    const { rerender } = render(<Overlay opened={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Overlay opened />);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'sheet' })).toHaveAttribute('data-opened', 'true'));
    rerender(<Overlay opened={false} />);
    expect(screen.getByRole('dialog', { name: 'sheet' })).toHaveAttribute('data-opened', 'false');
  });

  it('mounts the loaded overlay closed, then opens it, so the overlay sees the opening (and can give focus back)', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const seen: boolean[] = [];
    function Recording({ opened }: { opened: boolean }) {
      seen.push(opened);
      return <div role="dialog" aria-label="sheet" data-opened={opened} />;
    }
    const Overlay = lazyOverlay(() => Promise.resolve({ default: Recording }));
    render(<Overlay opened />);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'sheet' })).toHaveAttribute('data-opened', 'true'));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('does not preload an overlay the page says it will not use', () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const Overlay = lazyOverlay(() => Promise.resolve({ default: Sheet }));
    const { rerender } = render(<Overlay opened={false} preload={false} />);
    expect(idle).not.toHaveBeenCalled();
    rerender(<Overlay opened={false} />);
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
