export { PriceInsight, rangePositions, VERDICT_WORDS } from './PriceInsight';
export type { PriceInsightBasis, PriceInsightProps, PriceVerdictValue, RangePositions } from './PriceInsight';
