export { SORT_BAR_OPTIONS, SortBar } from './SortBar';
export type { SortBarProps } from './SortBar';
export { SortBarBase } from './SortBarBase';
export type { SortBarBaseProps, SortValue } from './SortBarBase';
