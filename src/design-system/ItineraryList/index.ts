export { ItineraryList } from './ItineraryList';
export type { ItineraryDay, ItineraryListProps } from './ItineraryList';
