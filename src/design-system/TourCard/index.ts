export { TourCard } from './TourCard';
export type { TourCardProps } from './TourCard';
export type { TourCardData } from './types';
