export { FilterPanel } from './FilterPanel';
export type { FilterPanelProps } from './FilterPanel';
export { activeFilterCount, FILTER_KEYS, isFilterActive, resetFilter, TIME_PRESETS } from './filter-state';
export type { FilterKey, TimePreset } from './filter-state';
