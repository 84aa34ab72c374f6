import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi, useSession } from './support/accounts';
import { nationalCode, payAtBank } from './support/booking';

// The journey holds one upload back (page.route), which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

/**
 * Opens a Jalali date picker by its label and takes a day it allows: `skip` allowed days in, or the
 * last allowed day shown when the month on screen has fewer (it depends on today's date).
 */
async function pickDay(page: Page, label: RegExp, skip = 0) {
  await page.getByRole('button', { name: label }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('[data-date]') });
  await expect(calendar).toBeVisible();
  const allowed = calendar.locator('[data-date]:not([aria-disabled="true"])');
  await expect(allowed.first()).toBeVisible();
  const count = await allowed.count();
  await allowed.nth(Math.min(skip, count - 1)).click();
  await expect(calendar).toBeHidden();
}

test('a visa request: type and date, a passenger with photo and passport scan uploaded, paid at the bank', async ({ page, request }) => {
  test.setTimeout(150_000);
  await useSession(page, await signInByApi(request));
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#8aa9c8' } }).jpeg().toBuffer();
  const scan = await sharp({ create: { width: 800, height: 560, channels: 3, background: '#d8c8a8' } }).png().toBuffer();

  await page.goto('/visa/uae/type/?visaType=AE-T30');
  await expect(page.getByTestId('visa-total')).toBeVisible({ timeout: 20_000 });
  await pickDay(page, /^تاریخ سفر/, 10);
  await page.getByRole('button', { name: 'ادامه و ورود مشخصات مسافران' }).click();
  await expect(page).toHaveURL(/\/visa\/add-passenger\//);

  const form = page.getByRole('region', { name: /^مسافر ۱/ });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('نام (فارسی)').fill('مریم');
  await form.getByLabel('نام خانوادگی (فارسی)').fill('کاظمی');
  await form.getByLabel('نام (انگلیسی)').fill('Maryam');
  await form.getByLabel('نام خانوادگی (انگلیسی)').fill('Kazemi');
  await form.locator('label', { hasText: /^زن$/ }).click();
  await pickDay(page, /^تاریخ تولد/);
  await form.getByLabel('کد ملی').fill(nationalCode(String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9)));
  await form.getByLabel('شماره گذرنامه').fill('K12345678');
  await pickDay(page, /^تاریخ انقضای گذرنامه/, 40);

  const mobile = page.getByLabel('شماره موبایل');
  if (!(await mobile.inputValue())) await mobile.fill('09121234567');
  // The scan reaches the server two seconds late: submitting meanwhile waits for it, then sends.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let uploads = 0;
  await page.route(/\/Submit\/UploadImage/, async (route) => {
    uploads += 1;
    if (uploads === 2) await held;
    await route.continue();
  });
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/بارگذاری شد/)).toBeVisible({ timeout: 15_000 });
  await files.nth(1).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: scan });
  await expect(page.getByText(/در حال بارگذاری passport\.png/)).toBeVisible();
  await page.getByRole('button', { name: 'ثبت درخواست و ادامه' }).click();
  await expect(page.getByText('تصاویر در حال بارگذاری است؛ پس از پایان، درخواست ثبت می‌شود.')).toBeVisible();
  await expect(page.getByText('چند مورد کامل نیست؛ پیام زیر هر فیلد را ببینید.')).toBeHidden();
  setTimeout(release, 2_000);

  await expect(page).toHaveURL(/\/visa\/confirm\/\?orderId=/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'جزئیات قیمت' })).toBeVisible();
  await page.getByRole('button', { name: 'پرداخت و ثبت نهایی' }).click();
  await payAtBank(page);
  await expect(page).toHaveURL(/\/visa\/payment\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'نتیجه پرداخت ویزا' })).toBeVisible();
  await expect(page.getByText('پرداخت با موفقیت انجام شد')).toBeVisible({ timeout: 20_000 });
});
