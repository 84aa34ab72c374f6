import type { ReactNode } from 'react';
import { formatDuration } from '../../domain/duration';
import { formatNumber } from '../../domain/numbers';
import type { AirlineOption, AirportOption, FacetCounts } from '../../domain/proposal-facets';
import {
  STOPS_ALL, stopsOptionTitle, TICKETS_ALL, TICKETS_AVAILABLE, type ProposalFilters, type Range,
} from '../../domain/proposal-filters';
import { AirlineLogo } from '../AirlineLogo';
import { PriceText } from '../PriceText';
import { CheckboxFacet } from './CheckboxFacet';
import { ChoiceFacet } from './ChoiceFacet';
import { isFilterActive, niceStep, resetFilter, sliderBounds, sliderToRange, type FilterKey } from './filter-state';
import { FilterSection } from './FilterSection';
import { RangeFilter } from './RangeFilter';
import { TimeFilter } from './TimeFilter';
import classes from './FilterPanel.module.css';

/** Everything the eight filters need to draw themselves; FilterPanel's props minus layout. */
export interface FilterSectionsProps {
  filters: ProposalFilters;
  onChange: (filters: ProposalFilters) => void;
  counts: FacetCounts;
  airlines: readonly AirlineOption[];
  airports: readonly AirportOption[];
  bounds: { price: Range | null; duration: Range | null };
  ticketCounts?: { available: number; all: number };
  airlineLogos?: Readonly<Record<string, string>>;
}

const DURATION_STEP = 5;

function SliderFacet({ name, bounds, step, value, onChange, format, render }: {
  name: string;
  bounds: Range | null;
  step: number;
  value: Range | null | undefined;
  onChange: (range: Range | null) => void;
  format: (n: number) => string;
  render?: (n: number) => ReactNode;
}) {
  if (!bounds) return null;
  const { min, max } = sliderBounds(bounds, step);
  const current: [number, number] = value ? [Math.max(value.from, min), Math.min(value.to, max)] : [min, max];
  return (
    <RangeFilter
      name={name}
      min={min}
      max={max}
      step={step}
      value={current}
      onCommit={(next) => onChange(sliderToRange(next, min, max))}
      format={format}
      render={render}
    />
  );
}

/** SPEC §5's eight filters, in its order, each with its own reset. */
export function FilterSections({ filters, onChange, counts, airlines, airports, bounds, ticketCounts, airlineLogos }: FilterSectionsProps) {
  const set = <K extends FilterKey>(key: K, value: ProposalFilters[K]) => onChange({ ...filters, [key]: value });
  const section = (key: FilterKey, title: string) => ({
    title,
    active: isFilterActive(filters, key),
    onReset: () => onChange(resetFilter(filters, key)),
  });
  // A chosen stops value stays listed (count 0) when other filters leave no flight with it.
  const stops = filters.stops || STOPS_ALL;
  const stopOptions = counts.stops.some((o) => o.value === stops)
    ? counts.stops
    : [...counts.stops, { value: stops, title: stopsOptionTitle(stops), count: 0 }];
  const priceStep = bounds.price ? niceStep(bounds.price.to - bounds.price.from) : 1;

  return (
    <div className={classes.sections}>
      <FilterSection {...section('time', 'ساعت حرکت')}>
        <TimeFilter value={filters.time} onChange={(time) => set('time', time)} />
      </FilterSection>

      <FilterSection {...section('airlines', 'ایرلاین')}>
        <CheckboxFacet
          selected={filters.airlines}
          onChange={(codes) => set('airlines', codes)}
          options={airlines.map((a) => ({
            value: a.code,
            label: a.name,
            count: counts.airlines.get(a.code) ?? 0,
            icon: <AirlineLogo code={a.code} name={a.name} logoUrl={airlineLogos?.[a.code]} size={24} />,
            extra: <PriceText amount={a.lowestPrice} size="xs" fw={500} c="accent.9" />,
          }))}
        />
      </FilterSection>

      {bounds.price && (
        <FilterSection {...section('price', 'قیمت')}>
          <SliderFacet
            name="قیمت"
            bounds={bounds.price}
            step={priceStep}
            value={filters.price}
            onChange={(price) => set('price', price)}
            format={(n) => `${formatNumber(n)} ریال`}
            render={(n) => <PriceText amount={n} size="sm" fw={500} />}
          />
        </FilterSection>
      )}

      <FilterSection {...section('stops', 'توقف')}>
        <ChoiceFacet name="stops" options={stopOptions} value={stops} onChange={(value) => set('stops', value)} />
      </FilterSection>

      <FilterSection {...section('type', 'نوع بلیت')}>
        <ChoiceFacet name="type" options={counts.types} value={filters.type || '0'} onChange={(type) => set('type', type)} />
      </FilterSection>

      {bounds.duration && (
        <FilterSection {...section('duration', 'مدت پرواز')}>
          <SliderFacet
            name="مدت پرواز"
            bounds={bounds.duration}
            step={DURATION_STEP}
            value={filters.duration}
            onChange={(duration) => set('duration', duration)}
            format={formatDuration}
          />
        </FilterSection>
      )}

      <FilterSection {...section('airports', 'فرودگاه')}>
        <CheckboxFacet
          selected={filters.airports}
          onChange={(codes) => set('airports', codes)}
          options={airports.map((a) => ({
            value: a.code,
            label: (
              <>
                {a.name} <span className={classes.latin}>{a.code}</span>
              </>
            ),
            count: counts.airports.get(a.code) ?? 0,
          }))}
        />
      </FilterSection>

      <FilterSection {...section('tickets', 'وضعیت بلیت')}>
        <ChoiceFacet
          name="tickets"
          value={(filters.tickets ?? TICKETS_AVAILABLE) === TICKETS_AVAILABLE ? TICKETS_AVAILABLE : TICKETS_ALL}
          onChange={(tickets) => set('tickets', tickets)}
          options={[
            { value: TICKETS_AVAILABLE, title: 'فقط پروازهای دارای صندلی', count: ticketCounts?.available },
            { value: TICKETS_ALL, title: 'نمایش پروازهای تکمیل‌ظرفیت هم', count: ticketCounts?.all },
          ]}
        />
      </FilterSection>
    </div>
  );
}
