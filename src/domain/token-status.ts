/** Access-token status (SPEC §4). The payload is read, never verified: the server verifies. */
import { EXPIRY_MARGIN_MS, TOKEN_MAX_AGE_S } from './constants';

export { EXPIRY_MARGIN_MS, TOKEN_MAX_AGE_S };

export const TokenStatus = { UNKNOWN: 'UNKNOWN', EXPIRED: 'EXPIRED', VALID: 'VALID' } as const;
export type TokenStatus = (typeof TokenStatus)[keyof typeof TokenStatus];

/** The JWT's payload as an object, or null if the token isn't a readable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part || !/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * When a token expires, epoch ms: its exp claim, else issuedAt + 1800 s (SPEC §4, §9);
 * null when neither is known.
 */
export function tokenExpiresAt(token: string | null | undefined, issuedAtMs?: number | null): number | null {
  if (!token) return null;
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
  return typeof issuedAtMs === 'number' && Number.isFinite(issuedAtMs) ? issuedAtMs + TOKEN_MAX_AGE_S * 1000 : null;
}

/** UNKNOWN without a token or expiry; EXPIRED from 500 ms before expiry; else VALID. */
export function tokenStatus(
  token: string | null | undefined,
  expiresAtMs: number | null | undefined,
  nowMs: number = Date.now(),
): TokenStatus {
  if (!token || typeof expiresAtMs !== 'number' || !Number.isFinite(expiresAtMs)) return TokenStatus.UNKNOWN;
  return nowMs >= expiresAtMs - EXPIRY_MARGIN_MS ? TokenStatus.EXPIRED : TokenStatus.VALID;
}
