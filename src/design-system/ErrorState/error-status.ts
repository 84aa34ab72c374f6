/**
 * The number an error page shows (SPEC §8): the error's code, else its status, else its
 * response's status, else 500. Only numeric HTTP-like values count: a code such as
 * "ERR_NETWORK" is not a page status.
 */
export function errorStatusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const e = error as { code?: unknown; status?: unknown; statusCode?: unknown; response?: { status?: unknown } | null };
  for (const candidate of [e.code, e.status, e.statusCode, e.response?.status]) {
    const n = typeof candidate === 'string' && /^\d{3}$/.test(candidate) ? Number(candidate) : candidate;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599) return n;
  }
  return 500;
}

/** The Persian sentence for a status when the error carries no message of its own. */
export function errorMessageFor(status: number): string {
  if (status === 404) return 'صفحه‌ای که دنبالش بودید پیدا نشد.';
  if (status === 401 || status === 403) return 'برای دیدن این صفحه باید وارد حساب کاربری خود شوید.';
  if (status >= 500) return 'خطایی در سرور رخ داد. کمی بعد دوباره تلاش کنید.';
  return 'درخواست شما انجام نشد.';
}
