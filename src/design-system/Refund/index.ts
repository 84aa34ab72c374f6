export { RefundItemsPicker } from './RefundItemsPicker';
export type { RefundItemsPickerProps } from './RefundItemsPicker';
export { RefundQuoteCard } from './RefundQuoteCard';
export type { RefundQuoteCardProps } from './RefundQuoteCard';
export { RefundTimeline } from './RefundTimeline';
export type { RefundTimelineProps } from './RefundTimeline';
export type { RefundDestinationKind, RefundItemRow, RefundQuoteData, RefundTimelineItem } from './types';
export { CIP_REFUND_WORDS, refundWordsOf, ROOM_REFUND_WORDS, TICKET_REFUND_WORDS, TOUR_REFUND_WORDS } from './words';
export type { RefundWords } from './words';
