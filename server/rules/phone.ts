import { normalizeDigits } from '../../src/domain/numbers';

/** REFERENCE.md: after digit normalisation `^(\+98|0098|98|0)?9\d{9}$`; stored as 09xxxxxxxxx. */
export function canonicalMobile(text: string): string | undefined {
  const compact = normalizeDigits(text).replace(/[\s\-()]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return m ? `0${m[1]}` : undefined;
}
