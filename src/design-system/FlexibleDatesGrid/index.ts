export { FlexibleDatesGrid } from './FlexibleDatesGrid';
export type { FlexibleDatesCellData, FlexibleDatesGridProps } from './FlexibleDatesGrid';
export { formatMillionsOfRials } from './compact-price';
export { useCenterInScroll } from './center-in-scroll';
