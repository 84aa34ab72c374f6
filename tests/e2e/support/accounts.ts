import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A mobile number no other test uses: sign-in codes are one per number per minute. */
export function freshPhone(): string {
  const digits = `${Date.now() % 1e6}`.padStart(6, '0') + String(Math.floor(Math.random() * 10));
  return `0912${digits.slice(-7)}`;
}

/** The newest sign-in code the server wrote to its log for this number (README: Accounts). */
export async function otpFromLog(phone: string, after = 0): Promise<string> {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run the suite through its global setup');
  const pattern = new RegExp(`OTP code for ${phone}: (\\d{5})`, 'g');
  let code: string | undefined;
  await expect.poll(() => {
    const text = readFileSync(file, 'utf8').slice(after);
    code = [...text.matchAll(pattern)].at(-1)?.[1];
    return code;
  }, { timeout: 10_000, message: `no code for ${phone} in the server log` }).toBeTruthy();
  return code!;
}

/** Where the log ends now: a code asked for later is found after this offset. */
export const logOffset = () => (process.env.E2E_SERVER_LOG ? readFileSync(process.env.E2E_SERVER_LOG, 'utf8').length : 0);

export interface Session {
  phone: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresIn: number;
}

/** Signs in through the API (a code from the log), for tests whose journey starts signed in. */
export async function signInByApi(request: APIRequestContext, phone = freshPhone()): Promise<Session> {
  const offset = logOffset();
  const sent = await request.post('/account/otp/create', { data: { phoneNumber: phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await otpFromLog(phone, offset);
  const token = await request.post('/account/connect/token', { form: { grant_type: 'otp', phone_number: phone, code } });
  expect(token.ok(), await token.text()).toBe(true);
  const body = (await token.json()) as { access_token: string; refresh_token: string; refresh_expires_in: number };
  return { phone, accessToken: body.access_token, refreshToken: body.refresh_token, refreshExpiresIn: body.refresh_expires_in };
}

/** Puts a session where the app keeps it (AuthStore's storage keys), before any page script runs. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    // Only once per test: a later sign-out must stay signed out across reloads.
    if (sessionStorage.getItem('e2e.session-seeded')) return;
    sessionStorage.setItem('e2e.session-seeded', '1');
    localStorage.setItem('auth.access_token', s.accessToken);
    localStorage.setItem('auth.refresh_token', s.refreshToken);
    localStorage.setItem('auth.refresh_expires_at', String(Date.now() + s.refreshExpiresIn * 1000));
    localStorage.setItem('auth.issued_at', String(Date.now()));
  }, session);
}

/** The Authorization header of a session, for API calls a test makes beside the browser. */
export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** Signs in through the login modal, as a traveller does: number, then the texted code. */
export async function signInWithOtp(page: Page, phone = freshPhone()): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'ورود یا ثبت‌نام' });
  // The page that opens it may still be loading on a busy CI machine.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const offset = logOffset();
  await dialog.getByLabel('شماره موبایل').fill(phone);
  await dialog.getByRole('button', { name: /دریافت کد|ادامه/ }).click();
  const code = await otpFromLog(phone, offset);
  await dialog.getByRole('textbox', { name: /رقم ۱ از/ }).pressSequentially(code);
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  return phone;
}
