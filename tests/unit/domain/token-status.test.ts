import { describe, expect, it } from 'vitest';
import {
  decodeJwtPayload, EXPIRY_MARGIN_MS, TOKEN_MAX_AGE_S, tokenExpiresAt, tokenStatus, TokenStatus,
} from '../../../src/domain/token-status';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: object) => `${base64url('{"alg":"RS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;

describe('token constants (SPEC §9)', () => {
  it('are 1800 s and 500 ms', () => {
    expect(TOKEN_MAX_AGE_S).toBe(1800);
    expect(EXPIRY_MARGIN_MS).toBe(500);
  });
});

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, UTF-8 included, without verifying', () => {
    const token = jwt({ sub: '42', exp: 1_790_000_000, name: 'علی ÿ?>' });
    expect(decodeJwtPayload(token)).toEqual({ sub: '42', exp: 1_790_000_000, name: 'علی ÿ?>' });
  });
  it('reads padded payloads too', () => {
    const payload = Buffer.from('{"exp":1}').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeJwtPayload(`h.${payload}.s`)).toEqual({ exp: 1 });
  });
  it.each(['', 'abc', 'a.b.c', 'a..c', `h.${base64url('[1,2]')}.s`, `h.${base64url('"x"')}.s`, `h.${base64url('null')}.s`, 'h.!!!.s', `h.${Buffer.from([0xff, 0xfe]).toString('base64url')}.s`])(
    'gives null for %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );
});

describe('tokenExpiresAt: exp claim, else issuedAt + maxAge (SPEC §4)', () => {
  it('uses exp (seconds) when present', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_790_000_000 }), 5)).toBe(1_790_000_000_000);
  });
  it('falls back to issuedAt + 1800 s', () => {
    expect(tokenExpiresAt(jwt({ sub: '1' }), 1_000_000)).toBe(1_000_000 + 1_800_000);
    expect(tokenExpiresAt('opaque-token', 1_000_000)).toBe(2_800_000);
    expect(tokenExpiresAt(jwt({ exp: 'soon' }), 0)).toBe(1_800_000);
  });
  it('is null when nothing is known', () => {
    expect(tokenExpiresAt(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiresAt(null, 1000)).toBeNull();
    expect(tokenExpiresAt('', 1000)).toBeNull();
  });
});

describe('tokenStatus (SPEC §4)', () => {
  const expiry = 1_790_000_000_000;
  it('is UNKNOWN without token or expiry', () => {
    expect(tokenStatus(null, expiry, 0)).toBe(TokenStatus.UNKNOWN);
    expect(tokenStatus('', expiry, 0)).toBe(TokenStatus.UNKNOWN);
    expect(tokenStatus(undefined, expiry, 0)).toBe(TokenStatus.UNKNOWN);
    expect(tokenStatus('t', null, 0)).toBe(TokenStatus.UNKNOWN);
    expect(tokenStatus('t', undefined, 0)).toBe(TokenStatus.UNKNOWN);
    expect(tokenStatus('t', Number.NaN, 0)).toBe(TokenStatus.UNKNOWN);
  });
  it('turns EXPIRED 500 ms before the stated expiry', () => {
    expect(tokenStatus('t', expiry, expiry - 501)).toBe(TokenStatus.VALID);
    expect(tokenStatus('t', expiry, expiry - 500)).toBe(TokenStatus.EXPIRED);
    expect(tokenStatus('t', expiry, expiry)).toBe(TokenStatus.EXPIRED);
    expect(tokenStatus('t', expiry, expiry + 60_000)).toBe(TokenStatus.EXPIRED);
    expect(tokenStatus('t', expiry, 0)).toBe(TokenStatus.VALID);
  });
  it('works end to end from a JWT', () => {
    const token = jwt({ exp: 2_000 });
    expect(tokenStatus(token, tokenExpiresAt(token), 1_999_499)).toBe(TokenStatus.VALID);
    expect(tokenStatus(token, tokenExpiresAt(token), 1_999_500)).toBe(TokenStatus.EXPIRED);
  });
  it('uses the real clock by default', () => {
    expect(tokenStatus('t', Date.now() + 3_600_000)).toBe(TokenStatus.VALID);
    expect(tokenStatus('t', Date.now() + 400)).toBe(TokenStatus.EXPIRED);
  });
});
