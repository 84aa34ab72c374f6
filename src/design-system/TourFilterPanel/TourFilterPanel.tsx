import { formatNumber, toPersianDigits } from '../../domain/numbers';
import { jalaliMonthName } from '../../domain/jalali';
import type { TourFacetCounts, TourFacets, TourFilters } from '../../domain/tours/tour-list';
import { CheckboxFacet } from '../FilterPanel/CheckboxFacet';
import { ChoiceFacet } from '../FilterPanel/ChoiceFacet';
import { niceStep, sliderBounds } from '../FilterPanel/filter-state';
import { FilterPanelFrame, type FilterPanelLayoutProps } from '../FilterPanel/FilterPanelFrame';
import { FilterSection } from '../FilterPanel/FilterSection';
import { RangeFilter } from '../FilterPanel/RangeFilter';
import { PriceText } from '../PriceText';
import { StarRating } from '../StarRating';
import panelClasses from '../FilterPanel/FilterPanel.module.css';

export interface TourFilterPanelProps extends FilterPanelLayoutProps {
  /** The filters as they are (the list URL's, parsed). */
  filters: TourFilters;
  /** Called with a whole new TourFilters on every change; the screen writes it to the URL. */
  onChange: (filters: TourFilters) => void;
  /** What the tours offer, from tourFacets(packages). */
  facets: TourFacets;
  /** Each option's count, from tourFacetCounts(packages, filters). */
  counts: TourFacetCounts;
}

const ANY = 'any';

/** «دی ۱۴۰۵» from '1405-10'. */
export const monthFa = (month: string) => {
  const [y = '', m = ''] = month.split('-');
  return `${jalaliMonthName(Number(m))} ${toPersianDigits(y)}`;
};

type Key = 'destination' | 'month' | 'nights' | 'stars' | 'airlines' | 'price';

function without(f: TourFilters, ...keys: Key[]): TourFilters {
  const next = { ...f };
  for (const key of keys) {
    if (key === 'price') {
      delete next.minPrice;
      delete next.maxPrice;
    } else delete next[key];
  }
  return next;
}

/**
 * The tour list's filters: destination, month of departure, nights, price per person, hotel stars
 * and airline, each option with its count and each section with its own reset; a sidebar from
 * 992 px, a bottom sheet below (the shared FilterPanelFrame).
 */
export function TourFilterPanel({ filters, onChange, facets, counts, onReset, layout = 'auto', sheetOpened, onSheetOpenedChange }: TourFilterPanelProps) {
  const section = (title: string, key: Key) => ({
    title,
    active: key === 'price' ? filters.minPrice !== undefined || filters.maxPrice !== undefined
      : key === 'stars' || key === 'airlines' ? Boolean(filters[key]?.length) : filters[key] !== undefined,
    onReset: () => onChange(without(filters, key)),
  });
  const one = (key: 'destination' | 'month', value: string) => onChange(value === ANY ? without(filters, key) : { ...filters, [key]: value });
  const step = niceStep(facets.maxPrice - facets.minPrice);
  const bounds = sliderBounds({ from: facets.minPrice, to: facets.maxPrice }, step);
  const active = [filters.destination, filters.month, filters.nights, filters.stars?.length, filters.airlines?.length,
    filters.minPrice !== undefined || filters.maxPrice !== undefined].filter(Boolean).length;

  const renderSections = () => (
    <div className={panelClasses.sections}>
      <FilterSection {...section('مقصد', 'destination')}>
        <ChoiceFacet name="tour-destination" value={filters.destination ?? ANY} onChange={(v) => one('destination', v)}
          options={[{ value: ANY, title: 'همه مقصدها' }, ...facets.destinations.map((d) => ({ value: d.value, title: d.labelFa, count: counts.destinations.get(d.value) ?? 0 }))]} />
      </FilterSection>
      <FilterSection {...section('ماه حرکت', 'month')}>
        <ChoiceFacet name="tour-month" value={filters.month ?? ANY} onChange={(v) => one('month', v)}
          options={[{ value: ANY, title: 'همه ماه‌ها' }, ...facets.months.map((m) => ({ value: m, title: monthFa(m), count: counts.months.get(m) ?? 0 }))]} />
      </FilterSection>
      <FilterSection {...section('مدت اقامت', 'nights')}>
        <ChoiceFacet name="tour-nights" value={filters.nights === undefined ? ANY : String(filters.nights)}
          onChange={(v) => onChange(v === ANY ? without(filters, 'nights') : { ...filters, nights: Number(v) })}
          options={[{ value: ANY, title: 'همه' }, ...facets.nights.map((n) => ({ value: String(n), title: `${toPersianDigits(n)} شب`, count: counts.nights.get(n) ?? 0 }))]} />
      </FilterSection>
      {facets.maxPrice > facets.minPrice && (
        <FilterSection {...section('قیمت هر نفر', 'price')}>
          <RangeFilter
            name="قیمت هر نفر"
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={[Math.max(filters.minPrice ?? bounds.min, bounds.min), Math.min(filters.maxPrice ?? bounds.max, bounds.max)]}
            onCommit={([from, to]) => {
              const next = without(filters, 'price');
              if (from > bounds.min) next.minPrice = from;
              if (to < bounds.max) next.maxPrice = to;
              onChange(next);
            }}
            format={(n) => `${formatNumber(n)} ریال`}
            render={(n) => <PriceText amount={n} size="sm" fw={500} />}
          />
        </FilterSection>
      )}
      <FilterSection {...section('ستاره هتل', 'stars')}>
        <CheckboxFacet<number> selected={filters.stars ?? []} visibleCount={facets.stars.length}
          onChange={(stars) => onChange(stars.length ? { ...filters, stars: [...stars].sort() } : without(filters, 'stars'))}
          options={[...facets.stars].reverse().map((s) => ({ value: s, label: <StarRating stars={s} size={16} />, count: counts.stars.get(s) ?? 0 }))} />
      </FilterSection>
      <FilterSection {...section('ایرلاین', 'airlines')}>
        <CheckboxFacet selected={filters.airlines ?? []}
          onChange={(airlines) => onChange(airlines.length ? { ...filters, airlines } : without(filters, 'airlines'))}
          options={facets.airlines.map((a) => ({ value: a.code, label: a.nameFa, count: counts.airlines.get(a.code) ?? 0 }))} />
      </FilterSection>
    </div>
  );

  return (
    <FilterPanelFrame active={active} showResultsLabel={<>نمایش {toPersianDigits(counts.total)} تور</>} renderSections={renderSections}
      onReset={onReset} layout={layout} sheetOpened={sheetOpened} onSheetOpenedChange={onSheetOpenedChange} />
  );
}
