import { toPersianDigits } from '../../domain/numbers';

/** OTP codes are five digits (the account service's /otp/create). */
export const OTP_LENGTH = 5;
/** Seconds before another code may be asked for, unless the screen says otherwise. */
export const DEFAULT_RESEND_AFTER_S = 120;

/** Whole seconds until a resend is allowed; 0 once it is. */
export function resendSecondsLeft(sentAtMs: number, resendAfterS: number, nowMs: number): number {
  return Math.max(0, Math.ceil((sentAtMs + resendAfterS * 1000 - nowMs) / 1000));
}

/** "۱:۵۹": minutes and two-digit seconds in Persian digits. */
export function formatResendCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return toPersianDigits(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
}
