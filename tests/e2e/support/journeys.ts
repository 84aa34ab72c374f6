import { expect, type Page } from '@playwright/test';
import { isoToJalali, jalaliMonthName, toPersianDigits, type IsoDate } from '../../../src/domain';
import type { Session } from './accounts';
import { fillTraveller } from './travellers';

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
  await fillTraveller(page, 1, ['مریم', 'احمدی'], ['Maryam', 'Ahmadi'], 'زن');
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
