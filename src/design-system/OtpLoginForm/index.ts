export { OtpLoginForm } from './OtpLoginForm';
export type { OtpLoginFormProps, OtpLoginStep } from './OtpLoginForm';
export { DEFAULT_RESEND_AFTER_S, formatResendCountdown, OTP_LENGTH, resendSecondsLeft } from './resend';
export { checkLoginId, displayLoginId } from './login-id';
export type { LoginId } from './login-id';
