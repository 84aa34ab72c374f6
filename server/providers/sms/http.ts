/**
 * What the SMS adapters (kavenegar, smsir) share: one POST under a deadline, its body read as JSON
 * whatever the HTTP status (both put a refusal's reason in the body), and the failures they word
 * alike. Every failure is a fresh SmsError without a cause: fetch's errors may quote the URL, and
 * Kavenegar's URL holds the API key.
 */
import { SmsError } from './sender';

/** The HTTP status and the body as JSON (undefined when it is not JSON). */
export interface Heard {
  status: number;
  body: unknown;
}

/** Throws a retryable SmsError when no answer comes back. */
export async function post(url: string, headers: Record<string, string>, body: string | URLSearchParams, timeoutMs: number): Promise<Heard> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // Retryable, but a timed-out message may have gone out all the same: the caller decides on a resend.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SmsError(true, 'سامانه پیامک در دسترس نیست.', timedOut ? 'timeout' : 'network');
  }
  return { status, body: parse(text) };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A provider's codes → [retryable, what a traveller may read]. */
export type Refusals = Partial<Record<number, readonly [boolean, string]>>;

/** The provider's own word on a code, when its table has one. */
export function refusalOf(table: Refusals, code: number | undefined): SmsError | undefined {
  const known = code === undefined ? undefined : table[code];
  return known && new SmsError(known[0], known[1], code);
}

/** What is left once a provider's own codes are read. */
export const down = (status: number) => new SmsError(true, 'سامانه پیامک موقتاً پاسخ نمی‌دهد.', status);
export const refused = (code: number) => new SmsError(false, 'سامانه پیامک ارسال را نپذیرفت.', code);
export const unreadable = (status: number) => new SmsError(true, 'پاسخ سامانه پیامک خوانا نبود.', status);
