export { HotelSortBar } from './HotelSortBar';
export type { HotelSortBarProps } from './HotelSortBar';
