import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import type { Proposal } from '../../contract';
import { FlightCard } from '../../design-system';
import { useStores } from '../../stores';
import { useLiveSeats } from '../shared/live';
import { toFlightCard, type PassengerCounts } from './proposal-view';
import layout from '../shared/results-layout.module.css';

export interface ResultsListProps {
  proposals: readonly Proposal[];
  passengers: PassengerCounts;
  onSelect: (proposal: Proposal) => void;
  onShowDetails: (proposal: Proposal) => void;
}

/** A card's usual height with its gap; rows are measured once drawn, so this only seeds the scrollbar. */
const ESTIMATED_ROW_PX = 200;
/** Rows a commit adds while the list first fills the screen (see useRowsMounted). */
const ROWS_PER_COMMIT = 2;

/**
 * How many of the list's rows are in the page yet: a couple more each commit, the next ones in a
 * transition, until all the virtualizer asks for are there. Mounting a screenful of cards (and
 * measuring them) in one commit was one long task on a phone, just as the results arrived.
 */
function useRowsMounted(wanted: number) {
  const [mounted, setMounted] = useState(ROWS_PER_COMMIT);
  useEffect(() => {
    if (mounted < wanted) startTransition(() => setMounted((count) => count + ROWS_PER_COMMIT));
  }, [mounted, wanted]);
  return mounted;
}

const NO_REFS: readonly { requestId: string; proposalId: string }[] = [];

/** A drawn card follows its seats left live: one that sells out is marked and can't be chosen. */
const Row = memo(observer(function Row({ proposal, passengers, onSelect, onShowDetails }: {
  proposal: Proposal;
  passengers: PassengerCounts;
  onSelect: (proposal: Proposal) => void;
  onShowDetails: (proposal: Proposal) => void;
}) {
  const { live } = useStores();
  const ref = useMemo(() => ({ requestId: proposal.RequestId, proposalId: proposal.ProposalId }), [proposal]);
  useLiveSeats(ref.proposalId ? [ref] : NO_REFS);
  const left = live.seatsOf(ref) ?? proposal.Seat;
  // Fewer seats than the party needs is sold out for this search.
  const seats = left < passengers.adults + passengers.children ? 0 : left;
  const soldOut = seats <= 0;
  return (
    <FlightCard
      flight={toFlightCard(seats === proposal.Seat ? proposal : { ...proposal, Seat: seats }, passengers)}
      onSelect={soldOut ? undefined : () => onSelect(proposal)}
      onShowDetails={() => onShowDetails(proposal)}
    />
  );
}));

/**
 * A row's height as the resize observer reports it (after the browser's own layout); a row just
 * attached keeps the size it had, or the estimate, rather than forcing a layout to read its own.
 */
function observedRowSize(element: Element, entry: ResizeObserverEntry | undefined, list: Virtualizer<Window, Element>) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return list.itemSizeCache.get(list.options.getItemKey(list.indexFromElement(element))) ?? ESTIMATED_ROW_PX;
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
 * The proposals as a window-scrolled virtual list: only the cards near the viewport are in the
 * DOM (2,000 proposals stay smooth), each row measured as drawn since cards differ in height.
 * The drawn rows stack in the page's flow inside one shifted box, so a row is where it belongs
 * before it is measured.
 */
export function ResultsList({ proposals, passengers, onSelect, onShowDetails }: ResultsListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the window is as the list first renders (before its commit changes the page), so the
  // virtualizer need not read it after that commit, which would force a layout.
  const [startOffset] = useState(() => window.scrollY);
  // The list's distance from the page top moves when the strip or the step header above it does.
  // Read when the observer reports (after the browser's own layout), never forcing one: until
  // then a margin of 0 only widens the range of rows drawn, not where they are drawn.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: proposals.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 2,
    scrollMargin,
    getItemKey: (index) => proposals[index]?.ProposalId ?? index,
    measureElement: observedRowSize,
    observeElementRect: observeViewport,
    // Until the observer reports: the screen's height, which needs no layout (and only ever
    // overestimates the viewport), so the first commit already draws the first rows.
    initialRect: { width: 0, height: window.screen.height },
    initialOffset: startOffset,
    scrollToFn: scrollWindow,
  });
  const wanted = virtualizer.getVirtualItems();
  const mounted = useRowsMounted(wanted.length);
  const rows = wanted.slice(0, mounted);

  return (
    <div
      ref={listRef}
      className={layout.list}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="results-list"
    >
      <div
        role="list"
        aria-label="نتایج پرواز"
        className={layout.rows}
        style={{ transform: `translateY(${(rows[0]?.start ?? scrollMargin) - scrollMargin}px)` }}
      >
        {rows.map((row) => {
          const proposal = proposals[row.index];
          if (!proposal) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="listitem"
              // Only a few rows are in the page: each says its place in the whole list.
              aria-setsize={proposals.length}
              aria-posinset={row.index + 1}
              className={layout.row}
            >
              <Row proposal={proposal} passengers={passengers} onSelect={onSelect} onShowDetails={onShowDetails} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
