import { ApiError } from '../api';

const NETWORK_MESSAGE = 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
const GENERIC_MESSAGE = 'ورود انجام نشد. لطفاً دوباره تلاش کنید.';
const TOO_MANY_MESSAGE = 'تعداد درخواست‌ها زیاد است. چند دقیقه دیگر دوباره تلاش کنید.';

/** The Persian sentence to show under a login field for a failed call. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors).flat()[0];
    if (first) return first;
    if (error.status === null) return NETWORK_MESSAGE;
    if (error.status === 429) return TOO_MANY_MESSAGE;
  }
  return GENERIC_MESSAGE;
}
