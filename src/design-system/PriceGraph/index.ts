export { PriceGraph, barSize } from './PriceGraph';
export type { PriceGraphDay, PriceGraphProps } from './PriceGraph';
