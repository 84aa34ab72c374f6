import { normalizeDigits } from '../../src/domain/numbers';

/** The Iranian national code checksum of REFERENCE.md; returns the 10-digit code or undefined. */
export function canonicalNationalCode(text: string): string | undefined {
  let code = normalizeDigits(text.trim());
  if (!/^\d{8,10}$/.test(code)) return undefined;
  code = code.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(code)) return undefined;
  const d = [...code].map(Number);
  const s = d.slice(0, 9).reduce((sum, digit, i) => sum + digit * (10 - i), 0);
  const r = s % 11;
  const check = d[9]!;
  return (r < 2 && check === r) || (r >= 2 && check === 11 - r) ? code : undefined;
}
