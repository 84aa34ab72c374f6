export { HotelFilterPanel } from './HotelFilterPanel';
export type { DistrictOption, HotelFilterPanelProps } from './HotelFilterPanel';
export {
  activeHotelFilterCount, HOTEL_FILTER_KEYS, isHotelFilterActive, priceToSlider, resetHotelFilters, sliderToPrice,
} from './hotel-filter-state';
export type { HotelFilterKey } from './hotel-filter-state';
