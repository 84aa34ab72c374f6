export { SORT_BAR_OPTIONS, SortBar } from './SortBar';
export type { SortBarProps } from './SortBar';
