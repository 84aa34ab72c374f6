import { expect, type Page } from '@playwright/test';
import { isoToJalali, jalaliMonthName, toPersianDigits, type IsoDate } from '../../../src/domain';
import type { Session } from './accounts';
import { nationalCode } from './booking';

/** The calendar's accessible name of a day starts "۷ آذر ۱۴۰۵". */
export function dayName(iso: IsoDate): RegExp {
  const { year, month, day } = isoToJalali(iso);
  return new RegExp(`^${toPersianDigits(day)} ${jalaliMonthName(month)} ${toPersianDigits(year)}`);
}

/** Types a city into the search form's origin or destination and takes the first match. */
export async function pickPlace(page: Page, field: 'مبدأ' | 'مقصد', text: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** The session the app keeps after a sign-in in the browser (AuthStore's storage keys), for API checks beside it. */
export async function sessionOf(page: Page, phone: string): Promise<Session> {
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem('auth.access_token') ?? '',
    refreshToken: localStorage.getItem('auth.refresh_token') ?? '',
  }));
  expect(stored.accessToken, 'the app keeps no session').not.toBe('');
  return { phone, ...stored, refreshExpiresIn: 0 };
}

/**
 * Fills the first passenger form as an Iranian adult: Persian and Latin names, gender, a birth
 * date from the calendar (the first day it allows: an adult on the flight day) and a national code.
 */
export async function fillIranianAdult(page: Page): Promise<void> {
  const form = page.getByRole('region', { name: /^مسافر ۱/ });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('نام (فارسی)').fill('مریم');
  await form.getByLabel('نام خانوادگی (فارسی)').fill('احمدی');
  await form.getByLabel('نام (انگلیسی)').fill('Maryam');
  await form.getByLabel('نام خانوادگی (انگلیسی)').fill('Ahmadi');
  // Mantine draws the radio over its input: click its label, as a traveller does.
  await form.locator('label', { hasText: /^زن$/ }).click();
  await expect(form.getByRole('radio', { name: 'زن' })).toBeChecked();
  await form.getByRole('button', { name: /^تاریخ تولد/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('[data-date]') });
  await expect(calendar).toBeVisible();
  await calendar.locator('[data-date]:not([aria-disabled="true"])').first().click();
  await expect(calendar).toBeHidden();
  const nine = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  await form.getByLabel('کد ملی').fill(nationalCode(nine));
}

/** From /add-passenger/ with the trip chosen: the passenger, the submit, the confirm page, the bank. Answers the order id. */
export async function bookChosenTrip(page: Page): Promise<string> {
  await fillIranianAdult(page);
  await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();
  await expect(page).toHaveURL(/\/confirm\/\?orderId=/, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('button', { name: 'پرداخت و دریافت بلیت' }).click();
  return orderId;
}
