import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest, OtpCreateRequest, OtpCreateResponse, RevokeRequest, TokenRequest, UpdateUserRequest, UserExistsResponse } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import type { AccessTokens } from '../../auth/jwt';
import type { ServerContext } from '../../context';
import { badField, BadRequest, HttpError, MESSAGES, ok, type FieldErrors } from '../../http/envelope';
import { canonicalMobile } from '../../rules/phone';
import { toPersianDigits } from '../../../src/domain/numbers';
import { grant } from './grants';
import { OTP_ADDRESS_WINDOW_SECONDS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, OtpCodes } from './otp';
import { hit } from './rate-limits';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { RefreshTokens } from './refresh-tokens';
import { changePasswordSchema, currentUserSchema, otpCreateSchema, revokeSchema, tokenSchema, updateSchema, userExistsSchema } from './schemas';
import type { OtpSender } from './sender';
import { SmsError } from '../../providers/sms/sender';
import { profileChanges } from './profile';
import { toUser, Users } from './users';
import { isUniqueViolation } from '../../db/unique';

export interface AccountOptions {
  ctx: ServerContext;
  access: AccessTokens;
  /** Keys the OTP hashes; the JWT secret serves. */
  pepper: Uint8Array;
  sender: OtpSender;
  /** Codes one address may ask for per OTP_ADDRESS_WINDOW_SECONDS. */
  otpAddressLimit: number;
}

/** The account service under /account/: OTP sign-in, the token endpoint and the profile. */
export async function accountRoutes(app: FastifyInstance, { ctx, access, pepper, sender, otpAddressLimit }: AccountOptions) {
  const users = new Users(ctx.db);
  const otp = new OtpCodes(ctx.db, pepper);
  const refresh = new RefreshTokens(ctx.db, pepper);
  const { requireUser } = ctx.guards;

  app.post<{ Body: OtpCreateRequest }>('/account/otp/create', { schema: otpCreateSchema }, async (request, reply) => {
    const phone = canonicalMobile(request.body.phoneNumber);
    if (!phone) throw badField('phoneNumber', 'شماره موبایل معتبر نیست.');
    const perAddress = await hit(ctx.db, `otp-address:${request.ip}`, otpAddressLimit, OTP_ADDRESS_WINDOW_SECONDS);
    if (!perAddress.allowed) {
      reply.header('retry-after', String(perAddress.retryAfter));
      const minutes = toPersianDigits(Math.ceil(perAddress.retryAfter / 60));
      throw badField('phoneNumber', `از این اینترنت کد زیادی درخواست شده است؛ ${minutes} دقیقه دیگر دوباره تلاش کنید.`, 429);
    }
    const result = await otp.create(phone);
    if ('waitSeconds' in result) {
      reply.header('retry-after', String(result.waitSeconds));
      throw badField('phoneNumber', `کد قبلی همین حالا فرستاده شد؛ ${toPersianDigits(result.waitSeconds)} ثانیه دیگر دوباره درخواست کنید.`, 429);
    }
    try {
      await sender.send(phone, result.code);
    } catch (error) {
      // The code never left: forget it, so asking again is not held back by the minute between codes.
      await otp.forget(phone);
      if (!(error instanceof SmsError)) throw error;
      request.log.warn({ sms: error.code, retryable: error.retryable }, 'sign-in code not sent');
      if (error.code === 411 || error.code === 104) throw badField('phoneNumber', 'پیامک به این شماره فرستاده نمی‌شود؛ شماره موبایل را بررسی کنید.');
      throw new HttpError(503, 'ارسال پیامک کد ورود فعلاً ممکن نیست؛ چند لحظه بعد دوباره تلاش کنید.');
    }
    return ok<OtpCreateResponse>({ phoneNumber: phone, codeLength: 5, expiresIn: OTP_TTL_SECONDS, resendAfter: OTP_RESEND_SECONDS });
  });

  app.post<{ Body: TokenRequest }>('/account/connect/token', { schema: tokenSchema }, async (request, reply) => {
    const tokens = await grant({ db: ctx.db, users, otp, refresh, access }, request.body);
    // RFC 6749 §5.1: token responses are never cached.
    return reply.header('cache-control', 'no-store').send(tokens);
  });

  app.post<{ Body: RevokeRequest }>('/account/connect/revocation', { schema: revokeSchema }, async (request, reply) => {
    await refresh.revoke(request.body.token);
    return reply.send(ok(true));
  });

  app.get('/account/api/Account/CurrentUser', { schema: currentUserSchema, onRequest: requireUser }, async (request) => {
    const user = await users.byId(currentUser(request).sub);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    return ok(toUser(user));
  });

  app.post<{ Body: UpdateUserRequest }>('/account/api/Account/Update', { schema: updateSchema, onRequest: requireUser }, async (request) => {
    const { sub } = currentUser(request);
    const changes = profileChanges(request.body);
    if (changes.email) {
      const owner = await users.byEmail(changes.email);
      if (owner && owner.id !== sub) throw badField('email', 'این ایمیل برای حساب دیگری ثبت شده است.');
    }
    try {
      return ok(toUser(await users.update(sub, changes)));
    } catch (error) {
      // Two accounts racing for one email: the unique index decides.
      if (isUniqueViolation(error)) {
        throw badField('email', 'این ایمیل برای حساب دیگری ثبت شده است.');
      }
      throw error;
    }
  });

  app.post<{ Body: ChangePasswordRequest }>('/account/api/Account/ChangePassword', { schema: changePasswordSchema, onRequest: requireUser }, async (request) => {
    const claims = currentUser(request);
    const user = await users.byId(claims.sub);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    const { currentPassword, newPassword, confirmPassword } = request.body;
    const errors: FieldErrors = {};
    const problem = passwordProblem(newPassword);
    if (problem) errors.newPassword = [problem];
    if (confirmPassword !== undefined && confirmPassword !== newPassword) errors.confirmPassword = ['تکرار رمز عبور با رمز جدید یکی نیست.'];
    if (user.passwordHash) {
      if (!currentPassword) errors.currentPassword = ['رمز عبور فعلی را وارد کنید.'];
      else if (!(await verifyPassword(currentPassword, user.passwordHash))) errors.currentPassword = ['رمز عبور فعلی نادرست است.'];
    }
    if (Object.keys(errors).length > 0) throw new BadRequest(errors);
    await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
    await refresh.revokeOthers(user.id, claims.sid);
    return ok(true);
  });

  app.get<{ Querystring: { EmailOrPhone: string } }>('/account/api/Account/userExistsByPhoneOrEmail', { schema: userExistsSchema }, async (request) => {
    const value = request.query.EmailOrPhone.trim();
    const phone = canonicalMobile(value);
    const isEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    if (!phone && !isEmail) throw badField('EmailOrPhone', 'ایمیل یا شماره موبایل معتبر نیست.');
    const user = phone ? await users.byPhone(phone) : await users.byEmail(value);
    // Whether the account has a password is not said: anyone may ask this, and it would list the
    // accounts worth a password-guessing run. The login form offers the password to everyone.
    return ok<UserExistsResponse>({ exists: Boolean(user) });
  });
}
