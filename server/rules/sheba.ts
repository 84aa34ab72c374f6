import { normalizeDigits } from '../../src/domain/numbers';

/**
 * An Iranian IBAN (Sheba): IR + 24 digits, ISO 13616 mod-97 check. Returns the canonical form
 * (upper case, no spaces) or undefined.
 */
export function canonicalSheba(text: string): string | undefined {
  const s = normalizeDigits(text).replace(/[\s-]/g, '').toUpperCase();
  const iban = /^\d{24}$/.test(s) ? `IR${s}` : s;
  if (!/^IR\d{24}$/.test(iban)) return undefined;
  // Move the country and check digits to the end; letters count as 10 + their index (I=18, R=27).
  const rearranged = `${iban.slice(4)}1827${iban.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : undefined;
}
