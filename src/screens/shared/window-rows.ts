import { startTransition, useEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { useAfterHydration } from './use-after-hydration';

/** Rows a commit adds while the list first fills the screen (see useRowsMounted). */
const ROWS_PER_COMMIT = 2;

export interface WindowRowsOptions {
  count: number;
  /** A row's usual height with its gap; rows are measured once drawn, so this only seeds the scrollbar. */
  estimatedRowPx: number;
  /** A row's key (its proposal's or hotel's id), the same in the server's rows and the virtual list's. */
  keyOf: (index: number) => string | number;
  /**
   * Rows the server renders (a screenful): the same rows are the browser's first render, which
   * hydrates them, and the virtual list takes them over, keyed alike, from the render after.
   */
  serverRows: number;
}

export interface WindowRow {
  key: string | number | bigint;
  index: number;
  start: number;
}

/**
 * How many of the wanted rows are in the page yet: a couple more each commit, the next ones in a
 * transition, until all the virtualizer asks for are there. Mounting a screenful of cards (and
 * measuring them) in one commit was one long task on a phone, just as the results arrived.
 */
function useRowsMounted(wanted: number, first: number) {
  const [mounted, setMounted] = useState(first);
  useEffect(() => {
    if (mounted < wanted) startTransition(() => setMounted((count) => count + ROWS_PER_COMMIT));
  }, [mounted, wanted]);
  return mounted;
}

/**
 * A row's height as the resize observer reports it (after the browser's own layout); a row just
 * attached keeps the size it had, or the estimate, rather than forcing a layout to read its own.
 */
function observedRowSize(element: Element, entry: ResizeObserverEntry | undefined, list: Virtualizer<Window, Element>) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}

/**
 * The window's size for the virtualizer, read when a resize observer reports (after the browser's
 * own layout) or on resize: read while the list mounts, it forced a layout of the whole page.
 */
function observeViewport(_list: Virtualizer<Window, Element>, report: (rect: { width: number; height: number }) => void) {
  const read = () => report({ width: window.innerWidth, height: window.innerHeight });
  const observer = new ResizeObserver(read);
  observer.observe(document.documentElement);
  window.addEventListener('resize', read, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', read);
  };
}

/** Virtualizers that have written the window's scroll once (see scrollWindow). */
const wroteScroll = new WeakSet<object>();

/**
 * Scrolls the window for the virtualizer, except for its first write: on mount it "scrolls" to
 * where the window already is, and that write forced a layout of the whole page while the list
 * mounted. Every later write (anchoring rows that resize, scrolling to a row) goes through.
 */
const scrollWindow: typeof windowScroll = (offset, options, list) => {
  const first = !wroteScroll.has(list);
  wroteScroll.add(list);
  if (first && options.adjustments === undefined && offset === list.scrollOffset) return;
  windowScroll(offset, options, list);
};

/**
 * A results list scrolled by the window (the flights' and the hotels'): only the rows near the
 * viewport are in the page (2,000 proposals stay smooth), each measured as drawn since cards differ
 * in height. The drawn rows stack in the page's flow inside one box shifted by `offset`, so a row is
 * where it belongs before it is measured. The server renders the first rows as they are, and so
 * does the browser's first render; the virtual list takes over from the render after.
 */
export function useWindowRows({ count, estimatedRowPx, keyOf, serverRows }: WindowRowsOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const hydrated = useAfterHydration();
  const inBrowser = typeof window !== 'undefined';
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the window is as the list first renders (before its commit changes the page), so the
  // virtualizer need not read it after that commit, which would force a layout.
  const [startOffset] = useState(() => (inBrowser ? window.scrollY : 0));
  // The list's distance from the page top moves when what is above it does. Read when the observer
  // reports (after the browser's own layout), never forcing one: until then a margin of 0 only
  // widens the range of rows drawn, not where they are drawn.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimatedRowPx,
    overscan: 2,
    scrollMargin,
    getItemKey: keyOf,
    measureElement: observedRowSize,
    observeElementRect: observeViewport,
    // Until the observer reports: the screen's height, which needs no layout (and only ever
    // overestimates the viewport), so the first commit already draws the first rows.
    initialRect: { width: 0, height: inBrowser ? window.screen.height : 0 },
    initialOffset: startOffset,
    scrollToFn: scrollWindow,
  });
  const wanted: readonly WindowRow[] = hydrated
    ? virtualizer.getVirtualItems()
    : Array.from({ length: Math.min(count, serverRows) }, (_, index) => ({ key: keyOf(index), index, start: 0 }));
  const mounted = useRowsMounted(wanted.length, serverRows);
  const rows = wanted.slice(0, mounted);
  return {
    listRef,
    rows,
    /** The list's height: every row's, measured or estimated. */
    height: hydrated ? virtualizer.getTotalSize() : count * estimatedRowPx,
    /** How far down the drawn rows' box is shifted. */
    offset: (rows[0]?.start ?? scrollMargin) - scrollMargin,
    // The server's rows are measured once the virtual list has them: measured while they hydrate,
    // the virtualizer re-rendered the list synchronously inside the hydration's commit.
    measureElement: hydrated ? virtualizer.measureElement : undefined,
  };
}
