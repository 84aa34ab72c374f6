export { HotelCard } from './HotelCard';
export type { HotelCardProps } from './HotelCard';
export type { HotelCardData } from './types';
