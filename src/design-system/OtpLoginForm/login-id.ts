import { normalizeDigits, toPersianDigits } from '../../domain/numbers';
import { validateMobile } from '../../domain/person-validators';
import { invalid, valid, type Validation } from '../../domain/result';

export interface LoginId {
  kind: 'phone' | 'email';
  /** Canonical 09xxxxxxxxx, or the e-mail trimmed and lower-cased (the account service's username). */
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits (any script), spaces and "+": a number being typed, shown in Persian digits like the phone step.
const NUMBER_LIKE = /^[+0-9۰-۹٠-٩\s\-()]*$/;

/** The password grant's username: a mobile number or an e-mail, checked before the server is asked. */
export function checkLoginId(text: string): Validation<LoginId> {
  const trimmed = normalizeDigits(text).trim();
  if (trimmed === '') return invalid('شماره موبایل یا ایمیل را وارد کنید.');
  if (trimmed.includes('@')) {
    return EMAIL.test(trimmed) ? valid({ kind: 'email', value: trimmed.toLowerCase() }) : invalid('ایمیل معتبر نیست.');
  }
  const phone = validateMobile(trimmed);
  return phone.ok ? valid({ kind: 'phone', value: phone.value }) : invalid('شماره موبایل یا ایمیل معتبر نیست.');
}

/** What the field shows: a number in Persian digits, an e-mail as typed. */
export function displayLoginId(text: string): string {
  return NUMBER_LIKE.test(text) ? toPersianDigits(normalizeDigits(text)) : text;
}
