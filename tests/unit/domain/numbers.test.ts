import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCode, formatNumber, normalizeDigits, parseWholeNumber, toPersianDigits } from '../../../src/domain/numbers';

describe('toPersianDigits', () => {
  it('replaces every Latin digit and keeps the rest', () => {
    expect(toPersianDigits('IR452 at 10:05')).toBe('IR۴۵۲ at ۱۰:۰۵');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
  });
});

describe('normalizeDigits', () => {
  it('turns Persian and Arabic-Indic digits into Latin ones', () => {
    expect(normalizeDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('abc ۱2٣')).toBe('abc 123');
  });
});

describe('formatNumber (SPEC §2)', () => {
  it('prints Persian digits with the Persian thousands separator', () => {
    expect(formatNumber(2450000)).toBe('۲٬۴۵۰٬۰۰۰');
    expect(formatNumber(0)).toBe('۰');
  });
  it('prints ۰ for negative or non-numeric values', () => {
    for (const bad of [-1, NaN, Infinity, 'abc', null, undefined, {}, '']) {
      expect(formatNumber(bad)).toBe('۰');
    }
  });
  it('accepts numeric strings in any digits', () => {
    expect(formatNumber('۱۲۰۰')).toBe('۱٬۲۰۰');
  });
  it('writes what Intl.NumberFormat(\'fa-IR\') writes, for whole, fractional and huge numbers', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    const expected = (n: number) => intl.format(Math.floor(n));
    for (const n of [0, 1, 999, 1000, 999_999, 1_000_000, 12_345.99, Number.MAX_SAFE_INTEGER, 1e21, 1.5e25]) {
      expect(formatNumber(n)).toBe(expected(n));
    }
    fc.assert(fc.property(fc.double({ min: 0, max: 1e30, noNaN: true }), (n) => formatNumber(n) === expected(n)), { numRuns: 1000 });
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['12', 12],
    ['۱۲', 12],
    ['٣', 3],
    [' 0 ', 0],
    ['007', 7],
  ])('reads %j', (text, n) => {
    expect(parseWholeNumber(text)).toBe(n);
  });
  it.each(['', '-1', '+1', '1.5', '1e3', 'abc', '1 2', '1,000', '99999999999999999999'])('rejects %j', (text) => {
    expect(parseWholeNumber(text)).toBeNull();
  });
  it('accepts thousands separators only when asked', () => {
    expect(parseWholeNumber('۱٬۲۰۰', { allowSeparators: true })).toBe(1200);
    expect(parseWholeNumber('1,200', { allowSeparators: true })).toBe(1200);
    expect(parseWholeNumber('1,200')).toBeNull();
  });
});

describe('formatCode: one rule for identifiers', () => {
  it('keeps a code with Latin letters whole in Latin and writes a number of digits only in Persian', () => {
    expect(formatCode('HC-0100000')).toBe('HC-0100000');
    expect(formatCode('W55112')).toBe('W55112');
    expect(formatCode('ef8747055d88')).toBe('ef8747055d88');
    expect(formatCode('1405')).toBe('۱۴۰۵');
    expect(formatCode(96_123)).toBe('۹۶۱۲۳');
  });
});
