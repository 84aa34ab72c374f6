import { expect, test, type Page } from '@playwright/test';
import type { WalletBalance } from '../../src/contract';
import { addDays, isoToJalali, tehranToday } from '../../src/domain';
import { WELCOME_GIFT } from '../../server/services/wallet/welcome-gift';
import { bearer, signInByApi, useSession } from './support/accounts';
import { adult, bookByApi, nationalCode, oneWay, payAtBank } from './support/booking';

/** What a person reads in the page's main part, Latin names such as CVV2 left out. */
/** The page's main text without the codes that keep Latin letters (PNR, flight, seat: formatCode's rule), whose digits stay Latin too. */
const mainText = async (page: Page) => {
  const codes = await page.locator('main bdi').evaluateAll((els) => els.map((el) => el.textContent ?? '').filter((t) => /[A-Za-z]/.test(t)));
  return codes.reduce((text, code) => text.replace(code, ''), (await page.locator('main').first().innerText()).replace(/CVV2/g, ''));
};

/** A results URL's day (Jalali, as the app writes it). */
function jalaliDay(days: number): string {
  const { year, month, day } = isoToJalali(addDays(tehranToday(), days));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test.describe('account journeys on the real server', () => {
  test('tops up the wallet at the sandbox bank, then pays an order from the wallet; the ticket page labels its money and shows Persian digits', async ({ page, request }) => {
    test.setTimeout(150_000);
    const session = await signInByApi(request);
    await useSession(page, session);

    await page.goto('/profile/transactions/');
    await page.getByRole('button', { name: 'افزایش موجودی' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'افزایش موجودی کیف پول' });
    await dialog.getByLabel('مبلغ (ریال)').fill('۲۰۰۰۰۰۰۰۰');
    await dialog.getByRole('button', { name: 'پرداخت' }).click();

    // The sandbox bank: every digit a person reads is Persian (issue 18).
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی شاپرک' })).toBeVisible({ timeout: 20_000 });
    // The payment id is a code with Latin letters, kept whole in Latin (formatCode); every other digit is Persian.
    const paymentId = await page.locator('code[dir="ltr"]').first().innerText();
    expect(paymentId).toMatch(/^[0-9a-f-]+$/);
    const bank = (await page.locator('body').innerText()).replace(/CVV2/g, '').replace(paymentId, '');
    expect(bank).not.toMatch(/[0-9]/);
    await payAtBank(page);
    await expect(page.getByRole('heading', { name: 'کیف پول شما شارژ شد' })).toBeVisible({ timeout: 30_000 });

    const order = await bookByApi(request, session);
    await page.goto(`/confirm/?orderId=${order.id}`);
    await page.locator('label', { hasText: 'پرداخت از کیف پول' }).first().click();
    await page.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/`));
    await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و بلیت شما صادر شد' })).toBeVisible({ timeout: 30_000 });

    // Issue 18: base, taxes and the payable total each labelled, as on the confirm page; no Latin digits.
    const price = page.getByRole('region', { name: 'جزئیات قیمت' });
    await expect(price.getByText('قیمت پایه')).toBeVisible();
    await expect(price.getByText('مالیات و عوارض')).toBeVisible();
    await expect(price.getByText('مبلغ قابل پرداخت')).toBeVisible();
    await expect(page.getByText('مبلغ پایه')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'بلیت‌ها' })).toBeVisible();
    expect(await mainText(page)).not.toMatch(/[0-9]/);

    // The cash paid for the order; the first issued order also brings the welcome gift (README: the welcome gift).
    const wallet = await (await request.get('/api/wallet/wallet/CurrentUserBalance', { headers: bearer(session) })).json() as { data: WalletBalance };
    expect(wallet.data.cashBalance).toBe(200_000_000 - order.payableAmount);
    expect(wallet.data.giftBalance).toBe(WELCOME_GIFT);
  });

  test('edits the profile, and adds, edits and deletes a saved passenger', async ({ page, request }) => {
    test.setTimeout(120_000);
    await useSession(page, await signInByApi(request));

    await page.goto('/profile/account/');
    await page.getByLabel('نام', { exact: true }).fill('نرگس');
    await page.getByLabel('نام خانوادگی').fill('کریمی');
    await page.getByLabel('ایمیل').fill(`narges.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(page.getByText('اطلاعات حساب ذخیره شد.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('نام', { exact: true })).toHaveValue('نرگس');
    await expect(page.getByLabel('نام خانوادگی')).toHaveValue('کریمی');

    await page.goto('/profile/passengers/');
    await page.getByRole('button', { name: 'مسافر جدید' }).click();
    const form = page.getByRole('region', { name: 'مسافر جدید' }).last();
    await form.getByLabel('نام (فارسی)').fill('مریم');
    await form.getByLabel('نام خانوادگی (فارسی)').fill('احمدی');
    await form.getByLabel('نام (انگلیسی)').fill('Maryam');
    await form.getByLabel('نام خانوادگی (انگلیسی)').fill('Ahmadi');
    await form.locator('label', { hasText: /^زن$/ }).click();
    await form.getByRole('button', { name: /^تاریخ تولد/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.locator('[data-date]') });
    await calendar.locator('[data-date]:not([aria-disabled="true"])').first().click();
    await form.getByLabel('کد ملی').fill(nationalCode(String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9)));
    await page.getByRole('button', { name: 'ذخیره مسافر' }).click();
    await expect(page.getByRole('article', { name: 'مریم احمدی' })).toBeVisible();

    await page.getByRole('button', { name: 'ویرایش مریم احمدی' }).click();
    await page.getByRole('region', { name: 'ویرایش مسافر' }).last().getByLabel('نام (فارسی)').fill('مریم‌السادات');
    await page.getByRole('button', { name: 'ذخیره مسافر' }).click();
    await expect(page.getByRole('article', { name: 'مریم‌السادات احمدی' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: 'مریم‌السادات احمدی' })).toBeVisible();

    await page.getByRole('button', { name: 'حذف مریم‌السادات احمدی' }).click();
    await page.getByRole('dialog', { name: 'حذف مسافر' }).getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByRole('article', { name: 'مریم‌السادات احمدی' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('مسافری ذخیره نکرده‌اید')).toBeVisible();
  });

  test('a signed-in search appears in the recent searches on home and can be removed', async ({ page, request }) => {
    test.setTimeout(90_000);
    await useSession(page, await signInByApi(request));
    // The page comes with its flights; the search goes into the history once the page is on screen.
    const recorded = page.waitForResponse((r) => r.url().includes('/FlightCatalog/Available') && r.ok(), { timeout: 30_000 });
    await page.goto(`/flight/THR-KIH/?adults=1&departing=${jalaliDay(12)}`);
    await expect(page.getByRole('button', { name: /^انتخاب پرواز/ }).first()).toBeVisible({ timeout: 30_000 });
    await recorded;

    await page.goto('/');
    const entry = page.getByRole('link', { name: 'تهران به کیش', exact: true });
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'حذف جستجوی تهران به کیش' }).click();
    await expect(entry).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/هنوز جستجویی نکرده‌اید/)).toBeVisible({ timeout: 20_000 });
  });

  test('a passenger typed while booking is saved («ذخیره در مسافران من») and offered by the next booking\'s picker', async ({ page, request }) => {
    test.setTimeout(90_000);
    const session = await signInByApi(request);
    await useSession(page, session);
    const traveller = adult({ firstNameFa: 'کاوه', lastNameFa: 'نیک‌نام', firstNameEn: 'Kaveh', lastNameEn: 'Niknam' });
    // The first booking: the traveller types the passenger; the box is ticked by default.
    const trip = await oneWay(request, { days: 11 });
    const order = await (await request.post('/api/flight-reservation/Submit/SubmitFlightOrder', {
      headers: bearer(session), data: { proposal: trip.ref, passengers: [traveller], contact: { mobile: session.phone } },
    })).json() as { data: { id: string } };
    // The order through the API does not save passengers (the app does): none yet.
    const before = await (await request.post('/api/flight-reservation/Passenger/GetCurrentUserPassengers', { headers: bearer(session), data: {} })).json() as { data: unknown[] };
    expect(before.data).toHaveLength(0);
    await page.goto(`/edit-passenger/?orderId=${order.data.id}`);
    const form = page.getByRole('region', { name: /^مسافر ۱/ });
    await expect(form.getByLabel('نام (انگلیسی)')).toHaveValue(/^kaveh$/i, { timeout: 20_000 });
    await expect(form.getByRole('checkbox', { name: 'ذخیره در مسافران من' })).toBeChecked();
    await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();
    await expect(page).toHaveURL(/\/confirm\/\?orderId=/, { timeout: 20_000 });

    const after = await (await request.post('/api/flight-reservation/Passenger/GetCurrentUserPassengers', { headers: bearer(session), data: {} })).json() as { data: { firstNameEn: string }[] };
    expect(after.data.map((p) => p.firstNameEn.toUpperCase())).toEqual(['KAVEH']);
    await page.goto('/profile/passengers/');
    await expect(page.getByRole('article', { name: 'کاوه نیک‌نام' })).toBeVisible();
    // The next booking's passenger step offers the saved passenger.
    await page.goto(`/edit-passenger/?orderId=${order.data.id}`);
    await expect(page.getByRole('region', { name: /انتخاب از مسافران قبلی \(بزرگسال\)/ })).toBeVisible({ timeout: 20_000 });
  });

  test('on a 375 px phone an error toast sits above the bottom navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/flight/XXX-MHD/?adults=1&departing=${jalaliDay(7)}`);
    const toast = page.getByRole('alert').filter({ hasText: 'XXX' }).first();
    await expect(toast).toBeVisible({ timeout: 20_000 });
    const nav = await page.getByRole('navigation', { name: 'پیمایش اصلی' }).boundingBox();
    const box = await toast.boundingBox();
    expect(nav && box).toBeTruthy();
    expect(box!.y + box!.height).toBeLessThanOrEqual(nav!.y);
  });
});
