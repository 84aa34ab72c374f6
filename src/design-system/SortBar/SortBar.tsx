import { SORT_OPTION_LABELS, SortOption } from '../../domain/enums';
import { SortBarBase } from './SortBarBase';

/** Cheapest (the default sort) first; the rest as travellers reach for them. */
export const SORT_BAR_OPTIONS: readonly SortOption[] = [
  SortOption.Cheapest,
  SortOption.Earliest,
  SortOption.Latest,
  SortOption.Fastest,
  SortOption.MostExpensive,
  SortOption.Promotions,
];

export interface SortBarProps {
  /** The current sort. */
  value: SortOption;
  /** Called with the sort the traveller picks. */
  onChange: (value: SortOption) => void;
  /** Which sorts to offer, in order. @default SORT_BAR_OPTIONS (all six of SPEC §5) */
  options?: readonly SortOption[];
  /**
   * `chips` (a row of radio chips), `select` (one native select, for phones), or `auto`: chips
   * from the tablet breakpoint (576 px) up and the select below it, by CSS alone. @default 'auto'
   */
  layout?: 'auto' | 'chips' | 'select';
  /** Number of flights shown, printed beside the sorts; omitted when not given. */
  resultCount?: number;
}

/** The six sorts of SPEC §5 with Persian labels: chips on wide screens, a select on phones. */
export function SortBar({ options = SORT_BAR_OPTIONS, ...props }: SortBarProps) {
  return <SortBarBase {...props} options={options} labels={SORT_OPTION_LABELS} resultNoun="پرواز" />;
}
