/**
 * What the bank adapters (zarinpal, sep, mellat) share: one POST to the bank under a deadline, the
 * small readers of what comes back, and the rule that no step after `start` throws. What counts as
 * an answer, and every path, field and code, stays with each bank's adapter.
 */
import { GATEWAY_TIMEOUT_MS, GatewayError } from './gateway';

/** The bank's HTTP answer, read whatever its status; or why none came. */
export type Posted =
  | { reached: true; status: number; ok: boolean; text: string }
  | { reached: false; code: 'timeout' | 'network' };

/** A bank's address and deadline, from an adapter's settings. */
export class BankEndpoint {
  readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(settings: { baseUrl?: string | undefined; timeoutMs?: number | undefined }, defaultBaseUrl: string) {
    this.baseUrl = (settings.baseUrl ?? defaultBaseUrl).replace(/\/+$/, '');
    this.timeoutMs = settings.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  }

  async post(path: string, headers: Record<string, string>, body: string): Promise<Posted> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      return { reached: true, status: response.status, ok: response.ok, text: await response.text() };
    } catch (error) {
      return { reached: false, code: (error as { name?: string } | null)?.name === 'TimeoutError' ? 'timeout' : 'network' };
    }
  }

  /** Zarinpal and SEP take and give JSON. */
  postJson(path: string, body: object): Promise<Posted> {
    return this.post(path, { 'content-type': 'application/json', accept: 'application/json' }, JSON.stringify(body));
  }
}

/**
 * Steps after `start` answer outcomes and never throw (gateway.ts): anything unforeseen is an
 * unknown outcome, asked again later.
 */
export async function orUnknown<T>(silent: string, step: () => Promise<T>): Promise<T | { kind: 'unknown'; message: string }> {
  try {
    return await step();
  } catch {
    return { kind: 'unknown', message: silent };
  }
}

/** Amounts are integer rials above zero; anything else is refused before the bank is asked. */
export function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new GatewayError('مبلغ پرداخت معتبر نیست.', 'amount');
}

/** The text as JSON; undefined when it is not (a proxy's or firewall's page). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function numeric(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** A mobile as its last ten digits (9xxxxxxxxx), from 09…, 989…, +989… or Persian digits; else undefined. */
export function mobileCore(mobile: string | undefined): string | undefined {
  if (!mobile) return undefined;
  const digits = mobile
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\D/g, '');
  const m = /^(?:0098|98|0)?(9\d{9})$/.exec(digits);
  return m?.[1];
}
