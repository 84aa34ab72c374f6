import { expect, type Page } from '@playwright/test';
import { toPersianDigits } from '../../../src/domain';
import { nationalCode } from './booking';

/** With the env flag set (CIP_SCREENS=1, TOUR_SCREENS=1), keeps full-page shots at 375 and 1280 px in tmp/screens/ to look at. */
export async function shoot(page: Page, flag: string, name: string): Promise<void> {
  if (!process.env[flag]) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `tmp/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Fills the n-th traveller's form (a flight, CIP or tour booking step) as an Iranian: the first birth day
 * the calendar allows fits the form's kind (an adult's, a child's).
 */
export async function fillTraveller(page: Page, n: number, fa: [string, string], en: [string, string], gender: 'زن' | 'مرد'): Promise<void> {
  const form = page.getByRole('region', { name: new RegExp(`^مسافر ${toPersianDigits(n)}`) });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('نام (فارسی)').fill(fa[0]);
  await form.getByLabel('نام خانوادگی (فارسی)').fill(fa[1]);
  await form.getByLabel('نام (انگلیسی)').fill(en[0]);
  await form.getByLabel('نام خانوادگی (انگلیسی)').fill(en[1]);
  // Mantine draws the radio over its input: click its label, as a traveller does.
  await form.locator('label', { hasText: new RegExp(`^${gender}$`) }).click();
  await expect(form.getByRole('radio', { name: gender })).toBeChecked();
  await form.getByRole('button', { name: /^تاریخ تولد/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('[data-date]') });
  await expect(calendar).toBeVisible();
  await calendar.locator('[data-date]:not([aria-disabled="true"])').first().click();
  await expect(calendar).toBeHidden();
  const nine = String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9);
  await form.getByLabel('کد ملی').fill(nationalCode(nine));
}
