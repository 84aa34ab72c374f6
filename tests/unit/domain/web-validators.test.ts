import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSafeRedirectPath, isUuid, validateCookieName, validateCookieValue, validateRedirectPath,
} from '../../../src/domain/web-validators';

const persian = /[\u0600-\u06FF]/;

describe('isUuid (SPEC §5): versions 1–5 and nil', () => {
  it.each([
    'c232ab00-9414-11ec-b3c8-9f6bdeced846', // v1
    '000003e8-9414-21ec-8f00-325096b39f47', // v2
    '5df41881-3aed-3515-88a7-2f4a814cf09e', // v3
    '109156be-c4fb-41ea-b1b4-efe1671c5836', // v4
    '2ed6657d-e927-568b-95e1-2665a8aea6a2', // v5
    'A987FBC9-4BED-4078-8F07-9141BA07C9F3', // upper case
    '00000000-0000-0000-0000-000000000000', // nil
  ])('accepts %s', (id) => {
    expect(isUuid(id)).toBe(true);
  });
  it.each([
    '1ec9414c-232a-6b00-b3c8-9f6bdeced846', // v6
    '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', // v7
    '109156be-c4fb-01ea-b1b4-efe1671c5836', // v0
    '109156be-c4fb-41ea-c1b4-efe1671c5836', // wrong variant
    '109156bec4fb41eab1b4efe1671c5836',
    '{109156be-c4fb-41ea-b1b4-efe1671c5836}',
    '109156be-c4fb-41ea-b1b4-efe1671c583',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '',
  ])('rejects %s', (id) => {
    expect(isUuid(id)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
  it('accepts crypto.randomUUID()', () => {
    for (let i = 0; i < 50; i++) expect(isUuid(crypto.randomUUID())).toBe(true);
  });
});

describe('cookie names and values (RFC 6265)', () => {
  it.each(['auth', 'auth.token', 'session_id', 'a-b', "x!#$%&'*+^`|~", 'A1'])('name %j is valid', (name) => {
    expect(validateCookieName(name)).toEqual({ ok: true, value: name });
  });
  it.each(['', 'a b', 'a=b', 'a;b', 'a,b', '(x)', 'a"b', 'a/b', 'a:b', 'نام', 'a\tb', 'a\u007fb', '{x}', '[x]', 'a@b', 'a?b'])(
    'name %j is rejected',
    (name) => {
      const result = validateCookieName(name);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(persian);
    },
  );
  it.each(['', 'abc', 'eyJhbGciOi.J9-_x', '"quoted"', 'a=b', 'a:b/c?d', '%D8%B9'])('value %j is valid', (value) => {
    expect(validateCookieValue(value).ok).toBe(true);
  });
  it.each(['a b', 'a;b', 'a,b', 'a"b', '"a', 'a\\b', 'ü', 'عل', 'a\u007f', 'a\nb'])('value %j is rejected', (value) => {
    const result = validateCookieValue(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(persian);
  });
});

describe('internal redirect path (SPEC §2)', () => {
  it.each([
    '/',
    '/profile/',
    '/profile/my-travels/order-details/',
    '/flight/THR-MHD/?adults=1&departing=1405-01-10',
    '/a#section',
    '/cities/%D8%AA%D9%87%D8%B1%D8%A7%D9%86/',
    "/x_y~z.-!$&'()*+,;=:@/",
  ])('accepts %j', (path) => {
    expect(validateRedirectPath(path)).toEqual({ ok: true, value: path });
    expect(isSafeRedirectPath(path)).toBe(true);
  });
  it.each([
    '',
    'profile',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    ' /profile',
    '/a//b',
    '/a\tb',
    '/a\nb',
    '/a\u0000b',
    '/a b',
    '/تهران',
    '/%2F%2Fevil.com',
    '/%5cevil.com',
    '/%zz',
    '/a"b',
    '/a<b>',
    '/' + 'a'.repeat(2048),
  ])('rejects %j', (path) => {
    const result = validateRedirectPath(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(persian);
  });
  it('anything it accepts stays on this site', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (tail) => {
        const path = `/${tail}`;
        if (!isSafeRedirectPath(path)) return;
        const url = new URL(path, 'https://safar.example');
        expect(url.origin).toBe('https://safar.example');
      }),
      { numRuns: 2000 },
    );
  });
  it('rejects non-strings', () => {
    expect(isSafeRedirectPath(null)).toBe(false);
  });
});
