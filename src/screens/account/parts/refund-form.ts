import type { RefundDestination } from '../../../contract';
import { normalizeDigits } from '../../../domain';

/** Visa fees are the embassy's: the app says so rather than offering a form. */
export const VISA_REFUND_NOTE = 'استرداد هزینه روادید آنلاین ممکن نیست. اگر پرونده هنوز به سفارت نرفته باشد، با پشتیبانی تماس بگیرید تا شرایط و مبلغ قابل استرداد بررسی شود؛ پس از ارسال مدارک به سفارت هزینه برنمی‌گردد.';

export interface RefundForm {
  itemIds: string[];
  /** The reason's id as the select holds it; '' until chosen. */
  reasonId: string;
  destination: RefundDestination;
  sheba: string;
  accountHolder: string;
  description: string;
}

/** The Sheba as the server reads it: Latin digits, no spaces or dashes, upper-case IR. */
export const shebaOf = (text: string) => normalizeDigits(text).replace(/[\s-]/g, '').toUpperCase();

/** What to fix before asking for a quote (the server checks the Sheba's check digits too). */
export function refundFormErrors(form: RefundForm, unit = 'بلیت'): Record<string, string | undefined> {
  const sheba = shebaOf(form.sheba);
  return {
    itemIds: form.itemIds.length === 0 ? `دست‌کم یک ${unit} را برای استرداد انتخاب کنید.` : undefined,
    reasonId: form.reasonId ? undefined : 'دلیل استرداد را انتخاب کنید.',
    sheba: form.destination !== 'BankAccount' ? undefined
      : !sheba ? 'شماره شبا را وارد کنید.'
        : /^IR\d{24}$/.test(sheba) ? undefined : 'شماره شبا باید IR و ۲۴ رقم باشد.',
  };
}
