import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_UNIT, formatMoney, MONEY_UNIT_LABELS, rialsToUnit, unitToRials } from '../../../src/domain/money';

describe('money display: integer rials, one unit setting', () => {
  it('defaults to rial (SPEC §9 rial icon)', () => {
    expect(DEFAULT_MONEY_UNIT).toBe('rial');
    expect(formatMoney(24_500_000)).toEqual({ amount: '۲۴٬۵۰۰٬۰۰۰', unitLabel: 'ریال', text: '۲۴٬۵۰۰٬۰۰۰ ریال' });
  });
  it('toman is rial / 10', () => {
    expect(formatMoney(24_500_000, 'toman')).toEqual({ amount: '۲٬۴۵۰٬۰۰۰', unitLabel: 'تومان', text: '۲٬۴۵۰٬۰۰۰ تومان' });
    expect(rialsToUnit(120, 'toman')).toBe(12);
    expect(unitToRials(12, 'toman')).toBe(120);
    expect(rialsToUnit(120, 'rial')).toBe(120);
  });
  it('rounds to a whole toman, half up', () => {
    expect(rialsToUnit(15, 'toman')).toBe(2);
    expect(rialsToUnit(14, 'toman')).toBe(1);
    expect(formatMoney(12_345, 'toman').amount).toBe('۱٬۲۳۵');
  });
  it('prints ۰ for negative or non-numeric amounts', () => {
    for (const bad of [-10, Number.NaN, Infinity, null, undefined, 'abc', {}]) {
      expect(formatMoney(bad, 'toman').text).toBe('۰ تومان');
    }
  });
  it('accepts numeric strings in any digits', () => {
    expect(formatMoney('۱۲۰۰', 'toman').text).toBe('۱۲۰ تومان');
  });
  it('labels both units in Persian', () => {
    expect(MONEY_UNIT_LABELS).toEqual({ rial: 'ریال', toman: 'تومان' });
  });
});
