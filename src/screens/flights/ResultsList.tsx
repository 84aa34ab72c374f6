import { memo, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import type { Proposal } from '../../contract';
import { FlightCard } from '../../design-system';
import { useStores } from '../../stores';
import { useLiveSeats } from '../shared/live';
import { useWindowRows } from '../shared/window-rows';
import { toFlightCard, type PassengerCounts } from './proposal-view';
import layout from '../shared/results-layout.module.css';

export interface ResultsListProps {
  proposals: readonly Proposal[];
  passengers: PassengerCounts;
  onSelect: (proposal: Proposal) => void;
  onShowDetails: (proposal: Proposal) => void;
}

/** A card's usual height with its gap (the scrollbar's first guess). */
const ESTIMATED_ROW_PX = 200;
/** Cards the server renders: a phone's screen shows one or two below the strip, a desktop's three. */
export const SERVER_ROWS = 3;

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
 * The proposals as a window-scrolled virtual list: only the cards near the viewport are in the
 * DOM (2,000 proposals stay smooth), each row measured as drawn since cards differ in height.
 * The drawn rows stack in the page's flow inside one shifted box, so a row is where it belongs
 * before it is measured.
 */
export function ResultsList({ proposals, passengers, onSelect, onShowDetails }: ResultsListProps) {
  const { listRef, rows, height, offset, measureElement } = useWindowRows({
    count: proposals.length,
    estimatedRowPx: ESTIMATED_ROW_PX,
    keyOf: (index) => proposals[index]?.ProposalId ?? index,
    serverRows: SERVER_ROWS,
  });
  return (
    <div ref={listRef} className={layout.list} style={{ height }} data-testid="results-list">
      <div role="list" aria-label="نتایج پرواز" className={layout.rows} style={{ transform: `translateY(${offset}px)` }}>
        {rows.map((row) => {
          const proposal = proposals[row.index];
          if (!proposal) return null;
          return (
            <div
              key={row.key}
              ref={measureElement}
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
