import { describe, expect, it } from 'vitest';
import { formatNumber, normalizeDigits, toPersianDigits } from '../../../src/domain/numbers';

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
});
