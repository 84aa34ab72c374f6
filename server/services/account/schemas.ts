import { body, phoneNumber, query } from '../../http/schemas';

const TAGS = ['account'];
const text = (label: string, maxLength: number) => ({ type: 'string', maxLength, 'x-label': label });
const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });

export const otpCreateSchema = {
  tags: TAGS,
  summary: 'Send a 5-digit sign-in code to an Iranian mobile number',
  querystring: query(),
  body: body({ phoneNumber }, ['phoneNumber']),
};

export const tokenSchema = {
  tags: TAGS,
  summary: 'OAuth 2.0 token endpoint: grants otp, password and refresh_token (form-urlencoded)',
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  querystring: query(),
  body: body({
    grant_type: { type: 'string', enum: ['otp', 'password', 'refresh_token'], 'x-label': 'نوع ورود', 'x-message': 'نوع ورود باید otp، password یا refresh_token باشد.' },
    phone_number: phoneNumber,
    code: { type: 'string', maxLength: 10, 'x-label': 'کد تأیید', 'x-message': 'کد تأیید باید ۵ رقم باشد.' },
    username: text('نام کاربری', 254),
    password: text('رمز عبور', 128),
    refresh_token: text('توکن', 512),
    client_id: text('شناسه برنامه', 100),
    client_secret: text('رمز برنامه', 200),
    scope: text('دامنه دسترسی', 200),
  }, ['grant_type']),
};

export const revokeSchema = {
  tags: TAGS,
  summary: 'Revoke a refresh token and its session (RFC 7009)',
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  querystring: query(),
  body: body({ token: text('توکن', 512), token_type_hint: text('نوع توکن', 50) }, ['token']),
};

const bearer = [{ bearerAuth: [] }];

export const currentUserSchema = { tags: TAGS, summary: 'The signed-in user', security: bearer, querystring: query() };

export const updateSchema = {
  tags: TAGS,
  summary: 'Change profile fields; only the fields sent change',
  security: bearer,
  querystring: query(),
  body: body({
    firstName: nullable(text('نام', 50)),
    lastName: nullable(text('نام خانوادگی', 50)),
    email: nullable({ type: 'string', maxLength: 254, format: 'email', 'x-label': 'ایمیل', 'x-message': 'ایمیل معتبر نیست.' }),
    nationalCode: nullable({ type: 'string', maxLength: 12, 'x-label': 'کد ملی', 'x-message': 'کد ملی معتبر نیست.' }),
    birthDate: nullable({ type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-label': 'تاریخ تولد', 'x-message': 'تاریخ تولد باید به شکل YYYY-MM-DD باشد.' }),
    gender: nullable({ type: 'string', enum: ['Male', 'Female'], 'x-label': 'جنسیت', 'x-message': 'جنسیت باید Male یا Female باشد.' }),
  }),
};

export const changePasswordSchema = {
  tags: TAGS,
  summary: 'Set or change the password; other sessions are signed out',
  security: bearer,
  querystring: query(),
  body: body({
    currentPassword: text('رمز عبور فعلی', 128),
    newPassword: text('رمز عبور جدید', 128),
    confirmPassword: text('تکرار رمز عبور', 128),
  }, ['newPassword']),
};

export const userExistsSchema = {
  tags: TAGS,
  summary: 'Whether an account has this phone number or email',
  querystring: query({ EmailOrPhone: { type: 'string', minLength: 1, maxLength: 254, 'x-label': 'ایمیل یا شماره موبایل' } }, ['EmailOrPhone']),
};
