import { randomInt } from 'node:crypto';
import { normalizeDigits } from '../../../src/domain/numbers';

/** The sandbox's test cards: what each does when paid with. */
export const TEST_CARDS = [
  { pan: '6037991111111112', bank: 'بانک ملی', outcome: 'Paid', note: 'پرداخت موفق' },
  { pan: '5022294444444444', bank: 'بانک پاسارگاد', outcome: 'Paid', note: 'پرداخت موفق' },
  { pan: '6104332222222225', bank: 'بانک ملت', outcome: 'Declined', note: 'موجودی کافی نیست' },
  { pan: '6274123333333330', bank: 'بانک اقتصاد نوین', outcome: 'Declined', note: 'کارت مسدود است' },
] as const;

/** Any CVV2, a future expiry and any 5–12 digit second password work, except this one (wrong password). */
export const WRONG_PIN = '00000';

export interface CardForm {
  pan?: string;
  cvv2?: string;
  month?: string;
  year?: string;
  pin?: string;
}

export type BankDecision =
  | { ok: false; field: string; message: string }
  | { ok: true; status: 'Paid' | 'Declined'; message: string; cardMask: string; referenceNumber: string | null };

function luhn(pan: string): boolean {
  let sum = 0;
  [...pan].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

export const maskCard = (pan: string) => `${pan.slice(0, 6)}******${pan.slice(-4)}`;

/** What the sandbox bank does with a filled card form (Jalali expiry, as Iranian cards print it). */
export function decide(form: CardForm, jalaliYearMonth: { year: number; month: number }): BankDecision {
  const pan = normalizeDigits(form.pan ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(pan) || !luhn(pan)) return { ok: false, field: 'pan', message: 'شماره کارت معتبر نیست.' };
  const cvv2 = normalizeDigits(form.cvv2 ?? '').trim();
  if (!/^\d{3,4}$/.test(cvv2)) return { ok: false, field: 'cvv2', message: 'CVV2 باید ۳ یا ۴ رقم باشد.' };
  const month = Number(normalizeDigits(form.month ?? ''));
  const year = Number(normalizeDigits(form.year ?? ''));
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0 || year > 99) {
    return { ok: false, field: 'expiry', message: 'تاریخ انقضای کارت معتبر نیست.' };
  }
  const pin = normalizeDigits(form.pin ?? '').trim();
  if (!/^\d{5,12}$/.test(pin)) return { ok: false, field: 'pin', message: 'رمز دوم باید ۵ تا ۱۲ رقم باشد.' };
  const cardMask = maskCard(pan);
  const now = (jalaliYearMonth.year % 100) * 12 + jalaliYearMonth.month;
  if (year * 12 + month < now) return { ok: true, status: 'Declined', message: 'کارت منقضی شده است.', cardMask, referenceNumber: null };
  const card = TEST_CARDS.find((c) => c.pan === pan);
  if (!card) return { ok: true, status: 'Declined', message: 'این کارت در درگاه آزمایشی تعریف نشده است.', cardMask, referenceNumber: null };
  if (card.outcome === 'Declined') return { ok: true, status: 'Declined', message: `${card.note}.`, cardMask, referenceNumber: null };
  if (pin === WRONG_PIN) return { ok: true, status: 'Declined', message: 'رمز دوم نادرست است.', cardMask, referenceNumber: null };
  return { ok: true, status: 'Paid', message: 'پرداخت موفق بود.', cardMask, referenceNumber: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100, 999)) };
}
