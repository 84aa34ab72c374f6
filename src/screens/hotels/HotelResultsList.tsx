import { memo } from 'react';
import type { HotelSearchResult } from '../../contract';
import { HotelCard } from '../../design-system';
import { routerLink } from '../shared/router-link';
import { useWindowRows } from '../shared/window-rows';
import { toHotelCard } from './hotel-view';
import layout from '../shared/results-layout.module.css';

export interface HotelResultsListProps {
  hotels: readonly HotelSearchResult[];
  /** The hotel page's link for a hotel, with the same stay. */
  hrefOf: (hotel: HotelSearchResult) => string;
}

/** A card's usual height with its gap (the scrollbar's first guess). */
const ESTIMATED_ROW_PX = 260;
/** The first card's photo loads at once and first (the largest paint); the rest lazily. */
const EAGER_PHOTOS = 1;
/** Cards the server renders (a phone's screen holds two, a desktop's four). */
export const SERVER_ROWS = 4;

const Row = memo(function Row({ hotel, href, eager }: { hotel: HotelSearchResult; href: string; eager: boolean }) {
  return <HotelCard hotel={toHotelCard(hotel)} href={href} renderLink={routerLink} eagerPhoto={eager} />;
});

/**
 * The hotels as a window-scrolled virtual list (the flights' ResultsList way): only the cards near
 * the viewport are in the page, so a city of a thousand hotels scrolls smoothly.
 */
export function HotelResultsList({ hotels, hrefOf }: HotelResultsListProps) {
  const { listRef, rows, height, offset, measureElement } = useWindowRows({
    count: hotels.length,
    estimatedRowPx: ESTIMATED_ROW_PX,
    keyOf: (index) => hotels[index]?.id ?? index,
    serverRows: SERVER_ROWS,
  });
  return (
    <div ref={listRef} className={layout.list} style={{ height }} data-testid="hotel-results-list">
      <div role="list" aria-label="نتایج هتل" className={layout.rows} style={{ transform: `translateY(${offset}px)` }}>
        {rows.map((row) => {
          const hotel = hotels[row.index];
          if (!hotel) return null;
          return (
            <div key={row.key} ref={measureElement} data-index={row.index} role="listitem"
              aria-setsize={hotels.length} aria-posinset={row.index + 1} className={layout.row}>
              <Row hotel={hotel} href={hrefOf(hotel)} eager={row.index < EAGER_PHOTOS} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
