/**
 * CIP (VIP airport service) in words: the kinds of service, the extras, as the app and its URLs
 * name them. The shapes mirror src/contract/cip.ts (domain imports nothing of ours), so a contract
 * value is one of these.
 */

/** Leaving from, arriving at, or changing planes at the airport (the contract's CipServiceKind). */
export type CipKind = 'Departure' | 'Arrival' | 'Transit';

/** The extras beside the lounge (the contract's CipExtra). */
export type CipExtraId = 'greeter' | 'porter' | 'car-to-aircraft' | 'lounge-guest' | 'fast-track';

export type CipExtraPricing = 'per-order' | 'per-person' | 'per-item';

export const CIP_KINDS: readonly CipKind[] = ['Departure', 'Arrival', 'Transit'];

export const CIP_KIND_LABELS: Readonly<Record<CipKind, string>> = {
  Departure: 'خروجی',
  Arrival: 'ورودی',
  Transit: 'ترانزیت',
};

/** A longer line under each kind's name. */
export const CIP_KIND_HINTS: Readonly<Record<CipKind, string>> = {
  Departure: 'پرواز از این فرودگاه',
  Arrival: 'فرود در این فرودگاه',
  Transit: 'تعویض پرواز در این فرودگاه',
};

/** The flight time's name for a kind: departure for leaving and transit, landing for arriving. */
export const CIP_FLIGHT_TIME_LABELS: Readonly<Record<CipKind, string>> = {
  Departure: 'ساعت پرواز',
  Arrival: 'ساعت فرود',
  Transit: 'ساعت پرواز بعدی',
};

/** The kind as the URL writes it (`kind=departure`). */
export const CIP_KIND_PARAM: Readonly<Record<CipKind, string>> = {
  Departure: 'departure',
  Arrival: 'arrival',
  Transit: 'transit',
};

export const CIP_EXTRA_IDS: readonly CipExtraId[] = ['greeter', 'porter', 'car-to-aircraft', 'lounge-guest', 'fast-track'];

export const isCipExtraId = (text: string): text is CipExtraId => (CIP_EXTRA_IDS as readonly string[]).includes(text);

export function cipKindOfParam(text: string): CipKind | null {
  const lower = text.trim().toLowerCase();
  return CIP_KINDS.find((k) => CIP_KIND_PARAM[k] === lower) ?? null;
}

/** Product page and booking steps. */
export const CIP_PAGE_PATH = '/cip/';
export const CIP_BOOK_PATH = '/cip/book/';
export const cipConfirmPath = (orderId: string) => `/cip/confirm/${encodeURIComponent(orderId)}/`;
export const cipPaymentPath = (orderId: string) => `/cip/payment/${encodeURIComponent(orderId)}/`;
export const cipVoucherPath = (orderId: string) => `/cip/voucher/${encodeURIComponent(orderId)}/`;

/** What one unit of a per-item extra is: «۲ چمدان», «۱ همراه». */
export const CIP_ITEM_NOUNS: Readonly<Partial<Record<CipExtraId, string>>> = {
  porter: 'چمدان',
  'lounge-guest': 'همراه',
};

/** How an extra's price is counted, in words under its price. */
export function cipUnitWords(extra: CipExtraId, unit: CipExtraPricing): string {
  if (unit === 'per-order') return 'برای کل رزرو';
  if (unit === 'per-person') return 'برای هر مسافر';
  return `برای هر ${CIP_ITEM_NOUNS[extra] ?? 'مورد'}`;
}

/** Airlines to pick for the flight (REFERENCE: codes as Iranian sites use them), then the foreign ones flying to Iran. */
export const CIP_AIRLINES: readonly { code: string; nameFa: string }[] = [
  { code: 'IR', nameFa: 'ایران‌ایر' }, { code: 'W5', nameFa: 'ماهان' }, { code: 'EP', nameFa: 'آسمان' },
  { code: 'QB', nameFa: 'قشم‌ایر' }, { code: 'Y9', nameFa: 'کیش‌ایر' }, { code: 'ZV', nameFa: 'زاگرس' },
  { code: 'IV', nameFa: 'کاسپین' }, { code: 'HH', nameFa: 'تابان' }, { code: 'I3', nameFa: 'آتا' },
  { code: 'JI', nameFa: 'معراج' }, { code: 'B9', nameFa: 'ایران ایرتور' }, { code: 'NV', nameFa: 'کارون' },
  { code: 'VR', nameFa: 'وارش' }, { code: 'IS', nameFa: 'سپهران' }, { code: 'FP', nameFa: 'فلای پرشیا' },
  { code: 'TK', nameFa: 'ترکیش ایرلاینز' }, { code: 'PC', nameFa: 'پگاسوس' }, { code: 'EK', nameFa: 'امارات' },
  { code: 'FZ', nameFa: 'فلای دبی' }, { code: 'QR', nameFa: 'قطر ایرویز' }, { code: 'WY', nameFa: 'عمان ایر' },
];
