import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Whether an overlay has been opened yet. Its code (a lazy chunk) mounts at the first opening and
 * stays mounted, so it can animate closed; a page whose overlay never opens never runs it.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once;
}

/**
 * Loads an overlay's chunk once the page is idle: out of the way of the page's start, and there
 * before the first tap, so opening it does not wait for the network. No deadline: with one (5 s),
 * the chunk ran in the middle of the results page's start and cost it ~75 ms of blocking time.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const preload = () => void load().catch(() => undefined);
    const { requestIdleCallback: whenIdle, cancelIdleCallback: cancelIdle } = window;
    if (typeof whenIdle !== 'function') {
      const timer = setTimeout(preload, 1);
      return () => clearTimeout(timer);
    }
    const handle = whenIdle(preload);
    return () => cancelIdle(handle);
  }, [load, enabled]);
}

/**
 * False for the frame after mounting, then true (`now`: true at once). Mantine remembers what had
 * focus (to give it back on close) when `opened` changes, so an overlay whose code arrived while it
 * was wanted open mounts closed and opens a frame later; `before` runs first (to put the focus right).
 */
export function useOpenableNextFrame(now = false, before?: () => void): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    before?.();
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after mounting
  }, [ready]);
  return ready;
}

/** The loaded overlay, mounted closed and opened on the next render (see useOpenableNextFrame). */
function ClosedFirst<P extends { opened: boolean }>({ Overlay, props }: { Overlay: LazyExoticComponent<ComponentType<P>>; props: P }) {
  const ready = useOpenableNextFrame();
  return <Overlay {...props} opened={props.opened && ready} />;
}

/**
 * An overlay whose code is a chunk of its own: nothing until it first opens, loaded when the page
 * is idle (unless `preload` is false, where it will not be used), then mounted for good.
 */
export function lazyOverlay<P extends { opened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Overlay = lazy(load);
  return function LazyOverlay({ preload = true, ...props }: P & { preload?: boolean }) {
    const mounted = useOpenedOnce(props.opened);
    usePreloadWhenIdle(load, preload);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <ClosedFirst Overlay={Overlay} props={props as unknown as P} />
      </Suspense>
    );
  };
}
