import { formatNumber, toPersianDigits } from '../../domain/numbers';
import { GUEST_SCORE_STEPS, type HotelFacetCounts } from '../../domain/hotels/hotel-facets';
import type { HotelFilters } from '../../domain/hotels/hotel-filters';
import {
  AMENITIES, AMENITY_LABELS, BOARD_LABELS, BOARDS, HOTEL_KIND_LABELS, HOTEL_KINDS, MAX_STARS, MIN_STARS, type Amenity,
} from '../../domain/hotels/hotel-words';
import { AMENITY_ICONS } from '../AmenityList/amenity-icons';
import { CheckboxFacet } from '../FilterPanel/CheckboxFacet';
import { ChoiceFacet, type ChoiceOption } from '../FilterPanel/ChoiceFacet';
import { niceStep, sliderBounds } from '../FilterPanel/filter-state';
import { FilterPanelFrame, type FilterPanelLayoutProps } from '../FilterPanel/FilterPanelFrame';
import { FilterSection } from '../FilterPanel/FilterSection';
import { RangeFilter } from '../FilterPanel/RangeFilter';
import { PriceText } from '../PriceText';
import { StarRating } from '../StarRating';
import {
  activeHotelFilterCount, isHotelFilterActive, priceToSlider, resetHotelFilters, sliderToPrice, type HotelFilterKey,
} from './hotel-filter-state';
import panelClasses from '../FilterPanel/FilterPanel.module.css';
import classes from './HotelFilterPanel.module.css';

/** A district of the city searched: its slug (as in HotelResult.district) and Persian name. */
export interface DistrictOption {
  value: string;
  label: string;
}

export interface HotelFilterPanelProps extends FilterPanelLayoutProps {
  /** The filters as they are. */
  filters: HotelFilters;
  /** Called with a whole new HotelFilters on every change; the screen applies it. */
  onChange: (filters: HotelFilters) => void;
  /** Each option's count, from hotelFacetCounts(hotels, filters). */
  counts: HotelFacetCounts;
  /** The stay's total price range over the list, from hotelPriceBounds; no price section when null. */
  priceBounds: { readonly min: number; readonly max: number } | null;
  /** The list's districts; no district section when empty. @default [] */
  districts?: readonly DistrictOption[];
  /**
   * The amenities offered, commonest first (e.g. by how many hotels of the whole list have each).
   * @default every amenity, those most of the shown hotels have first
   */
  amenities?: readonly Amenity[];
  /** Amenities shown before «نمایش همه». @default 6 */
  amenitiesVisible?: number;
}

/** Stars from five down to unrated. */
const STAR_OPTIONS: readonly number[] = Array.from({ length: MAX_STARS - MIN_STARS + 1 }, (_, i) => MAX_STARS - i);
const ANY = 'any';
const FREE_CANCELLATION = 'freeCancellationOnly';
const AVAILABLE = 'availableOnly';
type Condition = typeof FREE_CANCELLATION | typeof AVAILABLE;

const scoreTitle = (score: number) => `${toPersianDigits(String(score).replace('.', '٫'))} به بالا`;

/**
 * The hotel results filters: the stay's price, stars, kind, board, amenities, district, guest
 * score and booking conditions, each option with its count and each section with its own reset.
 * The same frame as the flights' FilterPanel: a sidebar from 992 px, a bottom sheet below.
 */
export function HotelFilterPanel({
  filters, onChange, counts, priceBounds, districts = [], amenities, amenitiesVisible = 6,
  onReset, layout = 'auto', sheetOpened, onSheetOpenedChange,
}: HotelFilterPanelProps) {
  const set = <K extends HotelFilterKey>(key: K, value: HotelFilters[K]) => onChange({ ...filters, [key]: value });
  const section = (title: string, ...keys: HotelFilterKey[]) => ({
    title,
    active: keys.some((key) => isHotelFilterActive(filters, key)),
    onReset: () => onChange(resetHotelFilters(filters, ...keys)),
  });

  const amenityOrder = amenities ?? [...AMENITIES].sort((a, b) => (counts.amenities.get(b) ?? 0) - (counts.amenities.get(a) ?? 0));

  // A chosen minimum stays listed (count unknown) when it is not one of the usual steps.
  const scoreOptions: ChoiceOption[] = [
    { value: ANY, title: 'همه' },
    ...GUEST_SCORE_STEPS.map((step) => ({ value: String(step), title: scoreTitle(step), count: counts.guestScoreAtLeast.get(step) ?? 0 })),
  ];
  if (filters.minGuestScore !== null && !GUEST_SCORE_STEPS.includes(filters.minGuestScore)) {
    scoreOptions.push({ value: String(filters.minGuestScore), title: scoreTitle(filters.minGuestScore) });
  }

  const conditions: Condition[] = [];
  if (filters.freeCancellationOnly) conditions.push(FREE_CANCELLATION);
  if (filters.availableOnly) conditions.push(AVAILABLE);

  const renderSections = () => (
    <div className={panelClasses.sections}>
      {priceBounds && <PriceSection {...section('قیمت کل اقامت', 'price')} bounds={priceBounds} filters={filters} onChange={(price) => set('price', price)} />}

      <FilterSection {...section('ستاره هتل', 'stars')}>
        <CheckboxFacet<number>
          selected={filters.stars}
          onChange={(stars) => set('stars', stars)}
          visibleCount={STAR_OPTIONS.length}
          options={STAR_OPTIONS.map((stars) => ({
            value: stars,
            label: <StarRating stars={stars} size={16} className={classes.stars} />,
            count: counts.stars.get(stars) ?? 0,
          }))}
        />
      </FilterSection>

      <FilterSection {...section('نوع اقامتگاه', 'kinds')}>
        <CheckboxFacet
          selected={filters.kinds}
          onChange={(kinds) => set('kinds', kinds)}
          options={HOTEL_KINDS.map((kind) => ({ value: kind, label: HOTEL_KIND_LABELS[kind], count: counts.kinds.get(kind) ?? 0 }))}
        />
      </FilterSection>

      <FilterSection {...section('وعده‌های غذایی', 'boards')}>
        <CheckboxFacet
          selected={filters.boards}
          onChange={(boards) => set('boards', boards)}
          options={BOARDS.map((board) => ({ value: board, label: BOARD_LABELS[board], count: counts.boards.get(board) ?? 0 }))}
        />
      </FilterSection>

      <FilterSection {...section('امکانات', 'amenities')}>
        <CheckboxFacet
          selected={filters.amenities}
          onChange={(list) => set('amenities', list)}
          visibleCount={amenitiesVisible}
          options={amenityOrder.map((amenity) => {
            const Icon = AMENITY_ICONS[amenity];
            return {
              value: amenity,
              label: AMENITY_LABELS[amenity],
              icon: <Icon size={20} stroke={1.6} aria-hidden className={classes.amenityIcon} />,
              count: counts.amenities.get(amenity) ?? 0,
            };
          })}
        />
      </FilterSection>

      {districts.length > 0 && (
        <FilterSection {...section('محله', 'districts')}>
          <CheckboxFacet
            selected={filters.districts}
            onChange={(list) => set('districts', list)}
            options={districts.map((d) => ({ value: d.value, label: d.label, count: counts.districts.get(d.value) ?? 0 }))}
          />
        </FilterSection>
      )}

      <FilterSection {...section('امتیاز مهمانان', 'minGuestScore')}>
        <ChoiceFacet
          name="guest-score"
          options={scoreOptions}
          value={filters.minGuestScore === null ? ANY : String(filters.minGuestScore)}
          onChange={(value) => set('minGuestScore', value === ANY ? null : Number(value))}
        />
      </FilterSection>

      <FilterSection {...section('شرایط رزرو', 'freeCancellationOnly', 'availableOnly')}>
        <CheckboxFacet<Condition>
          selected={conditions}
          onChange={(list) => onChange({ ...filters, freeCancellationOnly: list.includes(FREE_CANCELLATION), availableOnly: list.includes(AVAILABLE) })}
          options={[
            { value: FREE_CANCELLATION, label: 'لغو رایگان', count: counts.freeCancellation },
            { value: AVAILABLE, label: 'فقط هتل‌های دارای اتاق خالی', count: counts.available },
          ]}
        />
      </FilterSection>
    </div>
  );

  return (
    <FilterPanelFrame
      active={activeHotelFilterCount(filters)}
      showResultsLabel={<>نمایش {toPersianDigits(counts.total)} هتل</>}
      renderSections={renderSections}
      onReset={onReset}
      layout={layout}
      sheetOpened={sheetOpened}
      onSheetOpenedChange={onSheetOpenedChange}
    />
  );
}

/** The stay's total price: a two-thumb slider in nice steps, open at either end. */
function PriceSection({ title, active, onReset, bounds, filters, onChange }: {
  title: string;
  active: boolean;
  onReset: () => void;
  bounds: { readonly min: number; readonly max: number };
  filters: HotelFilters;
  onChange: (price: HotelFilters['price']) => void;
}) {
  const step = niceStep(bounds.max - bounds.min);
  const { min, max } = sliderBounds({ from: bounds.min, to: bounds.max }, step);
  return (
    <FilterSection title={title} active={active} onReset={onReset}>
      <RangeFilter
        name={title}
        min={min}
        max={max}
        step={step}
        value={priceToSlider(filters.price, min, max)}
        onCommit={(next) => onChange(sliderToPrice(next, min, max))}
        format={(n) => `${formatNumber(n)} ریال`}
        render={(n) => <PriceText amount={n} size="sm" fw={500} />}
      />
    </FilterSection>
  );
}
