import { toPersianDigits } from '../../domain/numbers';
import { activeFilterCount } from './filter-state';
import { FilterPanelFrame, type FilterPanelLayoutProps } from './FilterPanelFrame';
import { FilterSections, type FilterSectionsProps } from './FilterSections';

export interface FilterPanelProps extends FilterSectionsProps, FilterPanelLayoutProps {}

/**
 * The results filters of SPEC §5: time, airlines, price, stops, type, duration, airports and
 * tickets, each option with its count, per-section and reset-all. Every change is reported at
 * once as a whole new ProposalFilters; the screen applies it.
 */
export function FilterPanel({ onReset, layout = 'auto', sheetOpened, onSheetOpenedChange, ...sections }: FilterPanelProps) {
  return (
    <FilterPanelFrame
      active={activeFilterCount(sections.filters)}
      showResultsLabel={<>نمایش {toPersianDigits(sections.counts.total)} پرواز</>}
      renderSections={() => <FilterSections {...sections} />}
      onReset={onReset}
      layout={layout}
      sheetOpened={sheetOpened}
      onSheetOpenedChange={onSheetOpenedChange}
    />
  );
}
