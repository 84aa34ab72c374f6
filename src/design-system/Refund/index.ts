export { RefundItemsPicker } from './RefundItemsPicker';
export type { RefundItemsPickerProps } from './RefundItemsPicker';
export { RefundQuoteCard } from './RefundQuoteCard';
export type { RefundQuoteCardProps } from './RefundQuoteCard';
export { RefundTimeline } from './RefundTimeline';
export type { RefundTimelineProps } from './RefundTimeline';
export type { RefundDestinationKind, RefundItemRow, RefundQuoteData, RefundTimelineItem } from './types';
