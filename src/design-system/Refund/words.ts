/** What is refunded, in the product's words: a flight's tickets, a stay's rooms. */
export interface RefundWords {
  /** One unit: «بلیت», «اتاق». */
  unit: string;
  /** The picker's label. */
  listLabel: string;
  /** The quote's penalty row. */
  penaltyLabel: string;
  /** The traveller's kind (adult, child…) beside the name: a ticket is one person's, a room is not. */
  withKind: boolean;
  /** Before the date of each row: «» for a departure's date and time, «ورود» for a check-in day. */
  datePrefix: string;
}

export const TICKET_REFUND_WORDS: RefundWords = {
  unit: 'بلیت', listLabel: 'بلیت‌هایی که استرداد می‌شوند', penaltyLabel: 'جریمه استرداد طبق قوانین نرخ', withKind: true, datePrefix: '',
};

export const ROOM_REFUND_WORDS: RefundWords = {
  unit: 'اتاق', listLabel: 'اتاق‌هایی که لغو و استرداد می‌شوند', penaltyLabel: 'جریمه لغو طبق قوانین هتل', withKind: false, datePrefix: 'ورود ',
};

/** CIP: one unit per traveller (their share of the service), dated by the service's time. */
export const CIP_REFUND_WORDS: RefundWords = {
  unit: 'مسافر', listLabel: 'مسافرانی که خدمت CIP آن‌ها لغو و استرداد می‌شود', penaltyLabel: 'جریمه لغو طبق قوانین خدمات CIP', withKind: true, datePrefix: 'خدمت ',
};

export const TOUR_REFUND_WORDS: RefundWords = {
  unit: 'مسافر', listLabel: 'مسافرانی که سفرشان لغو و استرداد می‌شود', penaltyLabel: 'جریمه لغو طبق قوانین تور', withKind: true, datePrefix: 'حرکت ',
};

/** The words of an order's product. */
export const refundWordsOf = (product: string): RefundWords =>
  product === 'Hotel' ? ROOM_REFUND_WORDS : product === 'Cip' ? CIP_REFUND_WORDS : product === 'Tour' ? TOUR_REFUND_WORDS : TICKET_REFUND_WORDS;
