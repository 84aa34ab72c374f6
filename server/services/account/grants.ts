import type { TokenRequest, TokenResponse } from '../../../src/contract';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from '../../auth/jwt';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { Db } from '../../db';
import { canonicalMobile } from '../../rules/phone';
import { normalizeDigits } from '../../../src/domain/numbers';
import { toPersianDigits } from '../../../src/domain/numbers';
import type { OtpCodes } from './otp';
import { verifyPassword } from './passwords';
import { clear, hit } from './rate-limits';
import { REFRESH_TOKEN_SECONDS, type RefreshTokens } from './refresh-tokens';
import type { UserRow, Users } from './users';

type OAuthCode = 'invalid_request' | 'invalid_grant';

/** A 400 in both shapes: the envelope's meta.errors and RFC 6749 §5.2's error fields. */
function oauthError(code: OAuthCode, field: string, message: string, status = 400, headers: Record<string, string> = {}): BadRequest {
  const errors: FieldErrors = { [field]: [message] };
  return new BadRequest(errors, status, { error: code, error_description: message }, headers);
}

export const PASSWORD_ATTEMPTS = 10;
export const PASSWORD_WINDOW_SECONDS = 15 * 60;

export interface GrantDeps {
  db: Db;
  users: Users;
  otp: OtpCodes;
  refresh: RefreshTokens;
  access: AccessTokens;
}

async function tokensFor(deps: GrantDeps, user: UserRow, familyId?: string, refreshToken?: string): Promise<TokenResponse> {
  const session = refreshToken && familyId ? { token: refreshToken, familyId } : await deps.refresh.issue(user.id);
  return {
    access_token: await deps.access.sign({ sub: user.id, phone_number: user.phoneNumber, scope: user.scope, sid: session.familyId }),
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: session.token,
    refresh_expires_in: REFRESH_TOKEN_SECONDS,
    scope: user.scope,
  };
}

async function otpGrant(deps: GrantDeps, body: TokenRequest): Promise<TokenResponse> {
  if (!body.phone_number) throw oauthError('invalid_request', 'phone_number', 'شماره موبایل را وارد کنید.');
  const phone = canonicalMobile(body.phone_number);
  if (!phone) throw oauthError('invalid_request', 'phone_number', 'شماره موبایل معتبر نیست.');
  const code = normalizeDigits(body.code ?? '').trim();
  if (!code) throw oauthError('invalid_request', 'code', 'کد تأیید را وارد کنید.');
  if (!/^\d{5}$/.test(code)) throw oauthError('invalid_request', 'code', 'کد تأیید باید ۵ رقم باشد.');
  const { outcome, attemptsLeft } = await deps.otp.verify(phone, code);
  switch (outcome) {
    case 'ok':
      return tokensFor(deps, await deps.users.findOrCreate(phone));
    case 'missing':
      throw oauthError('invalid_grant', 'code', 'برای این شماره کدی فرستاده نشده یا کد منقضی شده است؛ کد تازه بگیرید.');
    case 'expired':
      throw oauthError('invalid_grant', 'code', 'کد تأیید منقضی شده است؛ کد تازه بگیرید.');
    case 'locked':
      throw oauthError('invalid_grant', 'code', 'تعداد تلاش‌های نادرست از حد گذشت؛ کد تازه بگیرید.');
    case 'wrong':
      throw oauthError('invalid_grant', 'code', `کد تأیید نادرست است؛ ${toPersianDigits(attemptsLeft)} بار دیگر می‌توانید تلاش کنید.`);
  }
}

async function passwordGrant(deps: GrantDeps, body: TokenRequest): Promise<TokenResponse> {
  if (!body.username) throw oauthError('invalid_request', 'username', 'شماره موبایل یا ایمیل را وارد کنید.');
  if (!body.password) throw oauthError('invalid_request', 'password', 'رمز عبور را وارد کنید.');
  const login = body.username.trim();
  const phone = canonicalMobile(login);
  const key = `password:${phone ?? login.toLowerCase()}`;
  const limit = await hit(deps.db, key, PASSWORD_ATTEMPTS, PASSWORD_WINDOW_SECONDS);
  if (!limit.allowed) {
    throw oauthError('invalid_grant', 'password', `تلاش‌های ناموفق زیاد بود؛ ${toPersianDigits(Math.ceil(limit.retryAfter / 60))} دقیقه دیگر دوباره امتحان کنید.`, 429, { 'retry-after': String(limit.retryAfter) });
  }
  const user = phone ? await deps.users.byPhone(phone) : login.includes('@') ? await deps.users.byEmail(login) : undefined;
  if (!user?.passwordHash || !(await verifyPassword(body.password, user.passwordHash))) {
    throw oauthError('invalid_grant', 'password', 'نام کاربری یا رمز عبور نادرست است.');
  }
  await clear(deps.db, key);
  return tokensFor(deps, user);
}

async function refreshGrant(deps: GrantDeps, body: TokenRequest): Promise<TokenResponse> {
  if (!body.refresh_token) throw oauthError('invalid_request', 'refresh_token', 'توکن تمدید را بفرستید.');
  const next = await deps.refresh.rotate(body.refresh_token);
  const user = next && (await deps.users.byId(next.userId));
  if (!next || !user) throw oauthError('invalid_grant', 'refresh_token', 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.');
  return tokensFor(deps, user, next.familyId, next.token);
}

export function grant(deps: GrantDeps, body: TokenRequest): Promise<TokenResponse> {
  switch (body.grant_type) {
    case 'otp':
      return otpGrant(deps, body);
    case 'password':
      return passwordGrant(deps, body);
    case 'refresh_token':
      return refreshGrant(deps, body);
  }
}
