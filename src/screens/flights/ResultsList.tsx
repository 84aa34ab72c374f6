import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Proposal } from '../../contract';
import { FlightCard } from '../../design-system';
import { toFlightCard, type PassengerCounts } from './proposal-view';
import classes from './ResultsScreen.module.css';

export interface ResultsListProps {
  proposals: readonly Proposal[];
  passengers: PassengerCounts;
  onSelect: (proposal: Proposal) => void;
  onShowDetails: (proposal: Proposal) => void;
}

/** A card's usual height with its gap; rows are measured once drawn, so this only seeds the scrollbar. */
const ESTIMATED_ROW_PX = 200;

const Row = memo(function Row({ proposal, passengers, onSelect, onShowDetails }: {
  proposal: Proposal;
  passengers: PassengerCounts;
  onSelect: (proposal: Proposal) => void;
  onShowDetails: (proposal: Proposal) => void;
}) {
  const soldOut = proposal.Seat <= 0;
  return (
    <FlightCard
      flight={toFlightCard(proposal, passengers)}
      onSelect={soldOut ? undefined : () => onSelect(proposal)}
      onShowDetails={() => onShowDetails(proposal)}
    />
  );
});

/**
 * The proposals as a window-scrolled virtual list: only the cards near the viewport are in the
 * DOM (2,000 proposals stay smooth), each row measured as drawn since cards differ in height.
 */
export function ResultsList({ proposals, passengers, onSelect, onShowDetails }: ResultsListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list's distance from the page top moves when the strip or the step header above it does.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: proposals.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => proposals[index]?.ProposalId ?? index,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <div
      ref={listRef}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      aria-label="نتایج پرواز"
      data-testid="results-list"
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
            className={classes.row}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <Row proposal={proposal} passengers={passengers} onSelect={onSelect} onShowDetails={onShowDetails} />
          </div>
        );
      })}
    </div>
  );
}
