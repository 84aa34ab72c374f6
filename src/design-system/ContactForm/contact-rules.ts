import { validateMobile } from '../../domain/person-validators';
import { invalid, valid, type Validation } from '../../domain/result';

export interface ContactValue {
  /** As typed, digits already Latin; validateMobile gives the canonical 09xxxxxxxxx form. */
  mobile: string;
  /** Optional; '' when not given. */
  email: string;
}

export type ContactField = keyof ContactValue;
export type ContactErrors = Partial<Record<ContactField, string>>;

// The domain has no e-mail check yet; this matches the server's `format: 'email'`, 254 characters at most.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An optional e-mail: '' is fine; otherwise one @ and a dotted domain. The value is lower-case. */
export function validateOptionalEmail(input: string): Validation {
  const text = input.trim();
  if (text === '') return valid('');
  if (text.length > 254 || !EMAIL.test(text)) return invalid('ایمیل معتبر نیست.');
  return valid(text.toLowerCase());
}

/** Every contact field's message; an empty object means the contact can be sent. */
export function contactErrors(value: ContactValue): ContactErrors {
  const errors: ContactErrors = {};
  const mobile = validateMobile(value.mobile);
  if (!mobile.ok) errors.mobile = mobile.message;
  const email = validateOptionalEmail(value.email);
  if (!email.ok) errors.email = email.message;
  return errors;
}
