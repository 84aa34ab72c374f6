import { normalizeDigits } from '../../../src/domain/numbers';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const PARAMS = { N: 16_384, r: 8, p: 1 };

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  // Digits count the same whichever keyboard typed them.
  const key = await scrypt(normalizeDigits(password), salt, 32, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(normalizeDigits(password), Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** 8–64 characters with at least one letter and one digit; the Persian message says what is missing. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'رمز عبور باید دست‌کم ۸ نویسه باشد.';
  if (password.length > 64) return 'رمز عبور نباید بیشتر از ۶۴ نویسه باشد.';
  if (!/\p{L}/u.test(password) || !/[0-9۰-۹٠-٩]/.test(password)) return 'رمز عبور باید هم حرف و هم عدد داشته باشد.';
  return undefined;
}
