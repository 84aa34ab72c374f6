import { expect, test, type Page } from '@playwright/test';
import { addDays, tehranToday } from '../../src/domain';
import { signInByApi, useSession } from './support/accounts';
import { payAtBank } from './support/booking';
import { dayName, fillIranianAdult } from './support/journeys';

const ISSUED = 'پرداخت موفق بود و بلیت شما صادر شد';

/** Fills one row of the multi-destination form: its places and its day. */
async function fillRow(page: Page, row: number, origin: [string, RegExp] | null, destination: [string, RegExp], days: number) {
  const group = page.getByRole('group', { name: `مسیر ${'۰۱۲۳۴'[row]}` });
  for (const [field, place] of [['مبدأ', origin], ['مقصد', destination]] as const) {
    if (!place) continue;
    const box = group.getByRole('combobox', { name: field });
    await box.click();
    await box.fill(place[0]);
    await page.getByRole('option', { name: place[1] }).first().click();
  }
  await group.getByRole('button', { name: /^تاریخ پرواز/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: dayName(addDays(tehranToday(), days)) }).click();
}

test('a multi-destination trip from the international tab: results, a passenger with a passport, the bank, a ticket per flight, my travels', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSession(page, await signInByApi(request));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('tab', { name: 'پرواز خارجی' }).click();
  await page.locator('label:visible', { hasText: /^چند مسیره$/ }).first().click();
  await fillRow(page, 1, ['تهران', /امام خمینی/], ['استانبول', /استانبول/], 20);
  // The second row starts where the first ends.
  await fillRow(page, 2, null, ['دبی', /دبی/], 24);
  await page.getByRole('button', { name: 'جستجو' }).click();

  // SPEC §2's multi-segment URL, rendered as one list of whole trips.
  await expect(page).toHaveURL(/\/international-flight\/IKA-airportcode-IST-citycode-\d{4}-\d\d-\d\d_IST-citycode-DXB-airportcode-\d{4}-\d\d-\d\d\/\?adults=1/);
  const card = page.locator('article[data-multi-city]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('پرواز ۱')).toBeVisible();
  await expect(card.getByText('پرواز ۲')).toBeVisible();
  await card.getByRole('button', { name: /^انتخاب پرواز/ }).click();

  await expect(page).toHaveURL(/\/add-passenger\/$/, { timeout: 20_000 });
  const chosen = page.getByRole('region', { name: 'پرواز انتخابی' });
  await expect(chosen).toContainText('استانبول');
  await expect(chosen).toContainText('دبی');
  await fillIranianAdult(page);
  const form = page.getByRole('region', { name: /^مسافر ۱/ });
  await form.getByLabel('شماره گذرنامه').fill('K12345678');
  await form.getByRole('button', { name: /^تاریخ انقضای گذرنامه/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('[data-date]') });
  await calendar.getByRole('button', { name: 'ماه بعد' }).click();
  await calendar.locator('[data-date]:not([aria-disabled="true"])').last().click();
  await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();

  await expect(page).toHaveURL(/\/confirm\/\?orderId=/, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByText('پرواز ۲').first()).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت و دریافت بلیت' }).click();
  await payAtBank(page);
  await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 30_000 });

  // One ticket number, a card for each flight.
  const tickets = page.getByRole('article').filter({ hasText: 'شماره بلیت' });
  await expect(tickets).toHaveCount(2);
  await expect(tickets.nth(1)).toContainText('دبی');

  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/Tickets/FlightTicketPdf/${orderId}`), { timeout: 60_000 }),
    page.getByRole('button', { name: 'دانلود بلیت (PDF)' }).click(),
  ]);
  expect(pdf.status()).toBe(200);

  await page.goto('/profile/my-travels/');
  const order = page.locator(`a[href*="orderId=${orderId}"]`);
  await expect(order).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article').filter({ has: order })).toContainText('صادر');
});
