export { monthFa, TourFilterPanel } from './TourFilterPanel';
export type { TourFilterPanelProps } from './TourFilterPanel';
