/** Persian digits and number formatting (SPEC §2, §9). Pure: no React, no I/O. */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Replaces Latin digits with Persian ones; other characters pass through. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/**
 * The one rule for identifiers: a code with Latin letters (a confirmation code «HC-0100000», a flight
 * «W55112», a payment id) is written whole in Latin, one left-to-right unit as it is read out or
 * typed; a number of digits only (an order number, a ticket, a phone, a national code) in Persian
 * digits like every other number people read.
 */
export function formatCode(code: string | number): string {
  const text = String(code);
  return /[A-Za-z]/.test(text) ? text : toPersianDigits(text);
}

/** Replaces Persian and Arabic-Indic digits with Latin ones, so input can be validated. */
export function normalizeDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => {
    const persian = PERSIAN_DIGITS.indexOf(d);
    return String(persian >= 0 ? persian : ARABIC_INDIC_DIGITS.indexOf(d));
  });
}

/** A whole number's shortest decimal digits, without the exponent form String() uses from 1e21. */
function wholeDigits(n: number): string {
  const text = String(n);
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponent) return text;
  const mantissa = exponent[1]! + (exponent[2] ?? '');
  return mantissa.padEnd(Number(exponent[3]) + 1, '0');
}

/** The Persian thousands separator, as Intl.NumberFormat('fa-IR') writes it. */
const THOUSANDS_SEPARATOR = '٬';

/**
 * A whole number in the Persian locale with thousands separators.
 * Negative or non-numeric values print ۰ (SPEC §2).
 * Written by hand, the same as Intl.NumberFormat('fa-IR') (a test holds them equal): building
 * that formatter loads the locale's data, which costs a phone a long task while the app starts.
 */
export function formatNumber(value: unknown): string {
  const n = typeof value === 'string' ? Number(normalizeDigits(value.trim())) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return PERSIAN_DIGITS[0]!;
  const digits = wholeDigits(Math.floor(n));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return toPersianDigits(grouped);
}

/**
 * A whole, non-negative number typed in any digits ("۱۲", "12"); null for anything else
 * (signs, decimals, blanks). Thousands separators are accepted only when asked for.
 */
export function parseWholeNumber(text: string, options: { allowSeparators?: boolean } = {}): number | null {
  let digits = normalizeDigits(text.trim());
  if (options.allowSeparators) digits = digits.replace(/[,٬]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}
