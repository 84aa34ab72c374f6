import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizePersianLetters, validateLatinName, validateMobile, validateNationalCode, validatePassportNumber,
  validatePersianName,
} from '../../../src/domain/person-validators';
import type { Validation } from '../../../src/domain/result';

const persian = /[\u0600-\u06FF]/;
const expectInvalid = (result: Validation) => {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.message).toMatch(persian);
};

/** The check digit REFERENCE describes, for generating valid codes. */
function withCheckDigit(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const r = sum % 11;
  return nine + String(r < 2 ? r : 11 - r);
}

describe('validateNationalCode (REFERENCE)', () => {
  it.each([
    ['0499370899', '0499370899'],
    ['7400076205', '7400076205'],
    ['4400276201', '4400276201'],
    ['۰۴۹۹۳۷۰۸۹۹', '0499370899'],
    ['٧٤٠٠٠٧٦٢٠٥', '7400076205'],
    [' 4400276201 ', '4400276201'],
    ['499370899', '0499370899'], // 9 digits, left-padded
  ])('accepts %j as %s', (input, value) => {
    expect(validateNationalCode(input)).toEqual({ ok: true, value });
  });
  it('left-pads 8 digits', () => {
    const code = withCheckDigit('001234567');
    expect(code.startsWith('00')).toBe(true);
    expect(validateNationalCode(code.slice(2))).toEqual({ ok: true, value: code });
  });
  it.each(['0499370898', '7400076204', '1111111111', '0000000000', '12345', '1234567', '04993708990', 'abcdefghij', '0499-370899', ''])(
    'rejects %j',
    (input) => {
      expectInvalid(validateNationalCode(input));
    },
  );
  it('accepts exactly one check digit for any nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 9 }), (nine, last) => {
        const valid = withCheckDigit(nine);
        const code = nine + String(last);
        const identical = /^(\d)\1{9}$/.test(code);
        expect(validateNationalCode(code).ok).toBe(code === valid && !identical);
      }),
    );
  });
});

describe('validateMobile (REFERENCE): canonical 09xxxxxxxxx', () => {
  it.each([
    '09123456789', '+989123456789', '00989123456789', '989123456789', '9123456789',
    '۰۹۱۲۳۴۵۶۷۸۹', '٠٩١٢٣٤٥٦٧٨٩', '0912 345 6789', '0912-345-6789', '+98 (912) 345 6789',
  ])('accepts %j', (input) => {
    expect(validateMobile(input)).toEqual({ ok: true, value: '09123456789' });
  });
  it.each(['', '0812345678', '08123456789', '091234567', '091234567890', '+9809123456789', '0098 09123456789', '+1 9123456789', 'abc'])(
    'rejects %j',
    (input) => {
      expectInvalid(validateMobile(input));
    },
  );
});

describe('validatePassportNumber', () => {
  it.each([
    ['A12345678', 'A12345678'],
    ['a12345678', 'A12345678'],
    ['K۱۲۳۴۵۶۷۸', 'K12345678'],
  ])('Iranian %j', (input, value) => {
    expect(validatePassportNumber(input, 'iranian')).toEqual({ ok: true, value });
  });
  it.each(['AB1234567', '123456789', 'A1234567', 'A123456789', 'A-1234567', ''])('Iranian rejects %j', (input) => {
    expectInvalid(validatePassportNumber(input, 'iranian'));
  });
  it.each(['X1234567', '123456', 'AB12CD34', 'c01x00t47', 'A12345678'])('general accepts %j', (input) => {
    expect(validatePassportNumber(input).ok).toBe(true);
  });
  it.each(['ABCDEFG', '12345', '1234567890', 'A-123456', 'AB 12345', ''])('general rejects %j', (input) => {
    expectInvalid(validatePassportNumber(input));
  });
});

describe('names', () => {
  it.each([
    ['Ali', 'Ali'],
    ['Mary-Jane', 'Mary-Jane'],
    ["O'Neil", "O'Neil"],
    ['  Ali   Reza ', 'Ali Reza'],
  ])('Latin %j', (input, value) => {
    expect(validateLatinName(input)).toEqual({ ok: true, value });
  });
  it.each(['', 'A', 'علی', 'Ali3', 'Ali-', '-Ali', 'Ali--Reza', 'Ali.', 'Renée', 'A'.repeat(51)])('Latin rejects %j', (input) => {
    expectInvalid(validateLatinName(input));
  });
  it.each([
    ['علی', 'علی'],
    ['محمد‌رضا', 'محمد‌رضا'], // with ZWNJ
    ['علي', 'علی'],
    ['كاظم', 'کاظم'],
    ['  آرش   کمانگیر ', 'آرش کمانگیر'],
    ['پژمان گودرزی', 'پژمان گودرزی'],
  ])('Persian %j', (input, value) => {
    expect(validatePersianName(input)).toEqual({ ok: true, value });
  });
  it.each(['', 'ع', 'Ali', 'علی۲', 'علی!', '‌علی', 'علی.', 'ع'.repeat(51)])('Persian rejects %j', (input) => {
    expectInvalid(validatePersianName(input));
  });
  it('normalises Arabic letters', () => {
    expect(normalizePersianLetters('يكى')).toBe('یکی');
  });
});
