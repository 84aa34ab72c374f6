/** Checks on machine-facing strings: UUIDs, cookies, internal redirect paths (SPEC §2, §5). */
import { invalid, valid, type Validation } from './result';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** A UUID of version 1–5 (RFC 4122 variant) or the nil UUID (SPEC §5). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && (value === NIL_UUID || UUID.test(value));
}

// RFC 6265 cookie-name is an RFC 7230 token; cookie-value is cookie-octets, optionally quoted.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^(?:[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*|"[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*")$/;

export function validateCookieName(name: string): Validation {
  return COOKIE_NAME.test(name) ? valid(name) : invalid('نام کوکی نامعتبر است.');
}

/** Encode anything else (spaces, ; , " \ or non-ASCII) before storing it. */
export function validateCookieValue(value: string): Validation {
  return COOKIE_VALUE.test(value) ? valid(value) : invalid('مقدار کوکی نامعتبر است.');
}

// RFC 3986 unreserved + reserved characters and percent; nothing else may appear in a URL.
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const MAX_REDIRECT_LENGTH = 2048;

/**
 * An internal path to return to after login (SPEC §2): exactly one leading "/", only permitted
 * URL characters, no "//" or "\" (browsers read both as another host), no scheme, no control
 * characters, and no encoded slash or backslash in the path that a router might decode.
 */
export function validateRedirectPath(path: string): Validation {
  const bad = invalid('مسیر بازگشت نامعتبر است.');
  if (path.length === 0 || path.length > MAX_REDIRECT_LENGTH) return bad;
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return bad;
  if (!URL_CHARACTERS.test(path)) return bad;
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return bad;
  const pathPart = path.split(/[?#]/, 1)[0] ?? '';
  if (/%(?:2f|5c|00|0[9ad])/i.test(pathPart)) return bad;
  return valid(path);
}

export function isSafeRedirectPath(path: unknown): path is string {
  return typeof path === 'string' && validateRedirectPath(path).ok;
}
