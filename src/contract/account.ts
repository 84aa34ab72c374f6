/**
 * Account service (SPEC §7), relative to the account base (/account/).
 * Access tokens are Bearer JWTs (HS256) that expire after 1800 s (SPEC §9).
 */

/** POST otp/create: sends a 5-digit code; at most one per number per 60 s, valid 120 s. */
export interface OtpCreateRequest {
  /** 09xxxxxxxxx, +989…, 989… or 00989…, in Latin, Persian or Arabic digits. */
  phoneNumber: string;
}
export interface OtpCreateResponse {
  /** The number as stored: 09xxxxxxxxx. */
  phoneNumber: string;
  codeLength: 5;
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

/**
 * POST connect/token, application/x-www-form-urlencoded (JSON accepted too):
 * - grant_type=otp&phone_number=09…&code=12345 (a new number gets an account here)
 * - grant_type=password&username=<phone or email>&password=…
 * - grant_type=refresh_token&refresh_token=…
 */
export interface TokenRequest {
  grant_type: 'otp' | 'password' | 'refresh_token';
  phone_number?: string;
  code?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  client_id?: string;
  scope?: string;
}

/** The OAuth 2.0 token response (RFC 6749 §5.1), not wrapped in the envelope. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** 1800. */
  expires_in: number;
  /** Single use: every refresh answers a new one and revokes the old one. */
  refresh_token: string;
  refresh_expires_in: number;
  scope: string;
}

/**
 * A failed grant: the envelope's meta.errors (for the toast) plus RFC 6749 §5.2's error fields.
 * Status 400, or 429 when too many attempts were made.
 */
export interface TokenError {
  data: null;
  meta: { errors: Record<string, string[]> };
  error: 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type';
  error_description: string;
}

/** POST connect/revocation (RFC 7009): form or JSON { token }; revokes the refresh token's whole session. */
export interface RevokeRequest {
  token: string;
}

export type Gender = 'Male' | 'Female';

/** GET api/Account/CurrentUser → { data: User }. */
export interface User {
  id: string;
  phoneNumber: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  nationalCode: string | null;
  /** ISO YYYY-MM-DD. */
  birthDate: string | null;
  gender: Gender | null;
  hasPassword: boolean;
  /** SPEC §6: a scope field exists; every account is 'user'. */
  scope: string;
  createdAt: string;
}

/** POST api/Account/Update: only the fields sent change; null clears one. Answers { data: User }. */
export interface UpdateUserRequest {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  nationalCode?: string | null;
  birthDate?: string | null;
  gender?: Gender | null;
}

/** POST api/Account/ChangePassword: currentPassword is needed once a password is set. Answers { data: true }. */
export interface ChangePasswordRequest {
  currentPassword?: string;
  /** 8–64 characters with at least one letter and one digit. */
  newPassword: string;
  confirmPassword?: string;
}

/**
 * GET api/Account/userExistsByPhoneOrEmail?EmailOrPhone= (anonymous). It does not say whether the
 * account has a password: the password grant answers one message for every failure instead.
 */
export interface UserExistsResponse {
  exists: boolean;
}
