import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import type { HotelSearchResult } from '../../contract';
import { HotelCard } from '../../design-system';
import { routerLink } from '../shared/router-link';
import { useAfterHydration } from '../shared/use-after-hydration';
import { toHotelCard } from './hotel-view';
import layout from '../shared/results-layout.module.css';

export interface HotelResultsListProps {
  hotels: readonly HotelSearchResult[];
  /** The hotel page's link for a hotel, with the same stay. */
  hrefOf: (hotel: HotelSearchResult) => string;
}

/** A card's usual height with its gap; rows are measured once drawn, so this only seeds the scrollbar. */
const ESTIMATED_ROW_PX = 260;
/** Rows a commit adds while the list first fills the screen. */
const ROWS_PER_COMMIT = 2;
/** The first card's photo loads at once and first (the largest paint); the rest lazily. */
const EAGER_PHOTOS = 1;
/**
 * Cards the server renders (a phone's screen holds two, a desktop's four): the same rows are the
 * first render of a hydrating page, and the virtual list takes them over, keyed alike.
 */
export const SERVER_ROWS = 4;

/** How many of the wanted rows are mounted yet: a couple more per commit, in transitions (as flights do). */
function useRowsMounted(wanted: number, first: number) {
  const [mounted, setMounted] = useState(first);
  useEffect(() => {
    if (mounted < wanted) startTransition(() => setMounted((count) => count + ROWS_PER_COMMIT));
  }, [mounted, wanted]);
  return mounted;
}

const Row = memo(function Row({ hotel, href, eager }: { hotel: HotelSearchResult; href: string; eager: boolean }) {
  return <HotelCard hotel={toHotelCard(hotel)} href={href} renderLink={routerLink} eagerPhoto={eager} />;
});

function observedRowSize(element: Element, entry: ResizeObserverEntry | undefined, list: Virtualizer<Window, Element>) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return list.itemSizeCache.get(list.options.getItemKey(list.indexFromElement(element))) ?? ESTIMATED_ROW_PX;
}

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

/** The rows the server renders: the first ones, where the virtual list would start them. */
function serverRows(hotels: readonly HotelSearchResult[]): { key: number | string; index: number; start: number }[] {
  return hotels.slice(0, SERVER_ROWS).map((hotel, index) => ({ key: hotel.id, index, start: 0 }));
}

const wroteScroll = new WeakSet<object>();
/** Skips the virtualizer's first scroll write (to where the window already is), which forced a layout. */
const scrollWindow: typeof windowScroll = (offset, options, list) => {
  const first = !wroteScroll.has(list);
  wroteScroll.add(list);
  if (first && options.adjustments === undefined && offset === list.scrollOffset) return;
  windowScroll(offset, options, list);
};

/**
 * The hotels as a window-scrolled virtual list (the flights' ResultsList way): only the cards near
 * the viewport are in the page, so a city of a thousand hotels scrolls smoothly.
 */
export function HotelResultsList({ hotels, hrefOf }: HotelResultsListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The server's render and the hydration of it show its first rows as they are; the virtual list
  // takes them over from the render after.
  const hydrated = useAfterHydration();
  const inBrowser = typeof window !== 'undefined';
  const [scrollMargin, setScrollMargin] = useState(0);
  const [startOffset] = useState(() => (inBrowser ? window.scrollY : 0));
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: hotels.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 2,
    scrollMargin,
    getItemKey: (index) => hotels[index]?.id ?? index,
    measureElement: observedRowSize,
    observeElementRect: observeViewport,
    initialRect: { width: 0, height: inBrowser ? window.screen.height : 0 },
    initialOffset: startOffset,
    scrollToFn: scrollWindow,
  });
  const wanted = hydrated ? virtualizer.getVirtualItems() : serverRows(hotels);
  const mounted = useRowsMounted(wanted.length, SERVER_ROWS);
  const rows = wanted.slice(0, mounted);

  return (
    <div ref={listRef} className={layout.list} style={{ height: hydrated ? virtualizer.getTotalSize() : hotels.length * ESTIMATED_ROW_PX }}
      data-testid="hotel-results-list">
      <div
        role="list"
        aria-label="نتایج هتل"
        className={layout.rows}
        style={{ transform: `translateY(${(rows[0]?.start ?? scrollMargin) - scrollMargin}px)` }}
      >
        {rows.map((row) => {
          const hotel = hotels[row.index];
          if (!hotel) return null;
          return (
            <div key={row.key} ref={virtualizer.measureElement} data-index={row.index} role="listitem"
              aria-setsize={hotels.length} aria-posinset={row.index + 1} className={layout.row}>
              <Row hotel={hotel} href={hrefOf(hotel)} eager={row.index < EAGER_PHOTOS} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
