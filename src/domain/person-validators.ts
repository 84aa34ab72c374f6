/**
 * Checks on what a traveller types about a person: national code, mobile, passport, names
 * (REFERENCE "Iranian national code", "Mobile numbers"). Digits may be Persian, Arabic-Indic or Latin.
 */
import { normalizeDigits } from './numbers';
import { invalid, valid, type Validation } from './result';

/** Checks the 10-digit national code checksum; the value is the 10 Latin digits. */
export function validateNationalCode(input: string): Validation {
  const digits = normalizeDigits(input.trim());
  if (digits === '') return invalid('کد ملی را وارد کنید.');
  if (!/^\d{8,10}$/.test(digits)) return invalid('کد ملی باید ۱۰ رقم باشد.');
  const code = digits.padStart(10, '0');
  // A city-prefix list is deliberately not checked: the public lists reject real codes.
  if (/^(\d)\1{9}$/.test(code)) return invalid('کد ملی نامعتبر است.');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const r = sum % 11;
  const check = Number(code[9]);
  const ok = r < 2 ? check === r : check === 11 - r;
  return ok ? valid(code) : invalid('کد ملی نامعتبر است.');
}

/** An Iranian mobile number; the value is the canonical 09xxxxxxxxx form. */
export function validateMobile(input: string): Validation {
  // Spaces, dashes and brackets are how people group digits; they carry no meaning.
  const text = normalizeDigits(input).replace(/[\s\-()]/g, '');
  if (text === '') return invalid('شماره موبایل را وارد کنید.');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(text);
  return m ? valid(`0${m[1]}`) : invalid('شماره موبایل نامعتبر است.');
}

export type PassportKind = 'iranian' | 'foreign';

/**
 * A passport number; the value is upper-case. Iranian passports are one letter and eight digits;
 * others are 6–9 letters and digits with at least one digit.
 */
export function validatePassportNumber(input: string, kind: PassportKind = 'foreign'): Validation {
  const text = normalizeDigits(input.trim()).toUpperCase();
  if (text === '') return invalid('شماره گذرنامه را وارد کنید.');
  const ok = kind === 'iranian' ? /^[A-Z]\d{8}$/.test(text) : /^(?=.*\d)[A-Z0-9]{6,9}$/.test(text);
  if (ok) return valid(text);
  return invalid(
    kind === 'iranian'
      ? 'شماره گذرنامه ایرانی باید یک حرف انگلیسی و ۸ رقم باشد.'
      : 'شماره گذرنامه باید ۶ تا ۹ حرف انگلیسی یا رقم باشد.',
  );
}

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

const LATIN_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;

/** A name as on the passport: English letters, single spaces, hyphens or apostrophes between them. */
export function validateLatinName(input: string): Validation {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return invalid('نام را به انگلیسی وارد کنید.');
  if (!LATIN_NAME.test(text)) return invalid('فقط حروف انگلیسی مجاز است.');
  if (text.length < NAME_MIN_LENGTH || text.length > NAME_MAX_LENGTH) {
    return invalid('نام باید بین ۲ تا ۵۰ حرف باشد.');
  }
  return valid(text);
}

// Arabic-script letters used in Persian, plus hamza forms and ZWNJ inside words.
const PERSIAN_LETTER = '[\\u0621-\\u063A\\u0641-\\u064A\\u067E\\u0686\\u0698\\u06A9\\u06AF\\u06C0\\u06CC]';
const PERSIAN_NAME = new RegExp(`^${PERSIAN_LETTER}+(?:[ \\u200C]${PERSIAN_LETTER}+)*$`);

/** Arabic ي and ك, which Arabic keyboards type, become Persian ی and ک. */
export function normalizePersianLetters(text: string): string {
  return text.replace(/ي/g, 'ی').replace(/ى/g, 'ی').replace(/ك/g, 'ک');
}

/** A name in Persian letters; the value has Persian ی/ک and single spaces. */
export function validatePersianName(input: string): Validation {
  const text = normalizePersianLetters(input.trim().replace(/\s+/g, ' '));
  if (text === '') return invalid('نام را به فارسی وارد کنید.');
  if (!PERSIAN_NAME.test(text)) return invalid('فقط حروف فارسی مجاز است.');
  if (text.length < NAME_MIN_LENGTH || text.length > NAME_MAX_LENGTH) {
    return invalid('نام باید بین ۲ تا ۵۰ حرف باشد.');
  }
  return valid(text);
}
