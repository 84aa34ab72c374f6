/**
 * Tours (issue 21) in words and paths: the sorts, the travellers' price kinds, the list and booking
 * paths, as the app and its URLs name them. The shapes mirror src/contract/tours.ts (domain imports
 * nothing of ours), so a contract value is one of these.
 */

export type TourSort = 'cheapest' | 'soonest' | 'shortest' | 'longest';

export const TOUR_SORTS: readonly TourSort[] = ['cheapest', 'soonest', 'shortest', 'longest'];

export const TOUR_SORT_LABELS: Readonly<Record<TourSort, string>> = {
  cheapest: 'ارزان‌ترین',
  soonest: 'نزدیک‌ترین حرکت',
  shortest: 'کوتاه‌ترین',
  longest: 'طولانی‌ترین',
};

export const isTourSort = (text: string): text is TourSort => (TOUR_SORTS as readonly string[]).includes(text);

/** How a traveller is priced (the contract's TourOrderPassenger.priceKind), in the quote's words. */
export type TourPriceKind = 'adult-double' | 'adult-single' | 'child-bed' | 'child-no-bed' | 'infant';

export const TOUR_PRICE_KIND_LABELS: Readonly<Record<TourPriceKind, string>> = {
  'adult-double': 'بزرگسال (اتاق دو یا سه‌نفره)',
  'adult-single': 'بزرگسال در اتاق یک‌نفره (با مکمل یک‌نفره)',
  'child-bed': 'کودک ۲ تا ۱۲ سال با تخت',
  'child-no-bed': 'کودک ۲ تا ۱۲ سال بدون تخت',
  infant: 'نوزاد (زیر ۲ سال)',
};

export const TOUR_LIST_PATH = '/tour/';
export const TOUR_BOOK_PATH = '/tour/book/';
export const tourPagePath = (slug: string) => `/tour/${encodeURIComponent(slug)}/`;
export const tourConfirmPath = (orderId: string) => `/tour/confirm/${encodeURIComponent(orderId)}/`;
export const tourPaymentPath = (orderId: string) => `/tour/payment/${encodeURIComponent(orderId)}/`;
export const tourVoucherPath = (orderId: string) => `/tour/voucher/${encodeURIComponent(orderId)}/`;
/** The visa product's page of a destination a tour needs a visa for. */
export const visaPagePath = (destination: string) => `/visa/${encodeURIComponent(destination)}/`;

/** The words under /tour/ that are booking steps, never a tour's slug. */
export const TOUR_STEP_WORDS: ReadonlySet<string> = new Set(['book', 'confirm', 'payment', 'voucher']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A tour's slug as its page's URL may carry it. */
export const isTourSlug = (text: string) => text.length <= 80 && SLUG.test(text) && !TOUR_STEP_WORDS.has(text);
