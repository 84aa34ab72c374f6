import { HOTEL_SORT_LABELS, HOTEL_SORTS, type HotelSort } from '../../domain/hotels/hotel-words';
import { SortBarBase } from '../SortBar/SortBarBase';

export interface HotelSortBarProps {
  /** The current sort. */
  value: HotelSort;
  /** Called with the sort the traveller picks. */
  onChange: (value: HotelSort) => void;
  /** Which sorts to offer, in order. @default HOTEL_SORTS (all five, cheapest first) */
  options?: readonly HotelSort[];
  /**
   * `chips` (a row of radio chips), `select` (one native select, for phones), or `auto`: chips
   * from the tablet breakpoint (576 px) up and the select below it, by CSS alone. @default 'auto'
   */
  layout?: 'auto' | 'chips' | 'select';
  /** Number of hotels shown, printed beside the sorts («۳۰۰ هتل»); omitted when not given. */
  resultCount?: number;
}

/** The hotel results' five sorts with Persian labels, as SortBar draws the flights' six. */
export function HotelSortBar({ options = HOTEL_SORTS, ...props }: HotelSortBarProps) {
  return <SortBarBase {...props} options={options} labels={HOTEL_SORT_LABELS} resultNoun="هتل" />;
}
