import { expect, test } from '@playwright/test';
import type { HotelOrderDetails } from '../../src/contract';
import { addDays, formatCode, formatJalaliForUrl, formatNumber, tehranToday, toPersianDigits } from '../../src/domain';
import { parseHotelBookingUrl } from '../../src/domain/hotels';
import { bearer, freshPhone, signInWithOtp, type Session } from './support/accounts';
import { nationalCode, payAtBank } from './support/booking';
import { data } from './support/api';
import { refundFirstUnit } from './support/refund';


test('a traveller books a hotel room: searches a city for next week, filters, opens a hotel, chooses a room, signs in, enters the guest, pays at the bank, opens the voucher and its PDF, cancels it and gets the money back', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const checkIn = addDays(tehranToday(), 7);
  const checkOut = addDays(checkIn, 2);

  // Mashhad next week, two nights; only hotels free to cancel (the filter goes into the URL).
  await page.goto(`/hotels/mashhad/?checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(checkOut)}`);
  const list = page.getByRole('list', { name: 'نتایج هتل' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /^لغو رایگان/ }).first().check();
  await expect(page).toHaveURL(/[?&]cancellation=free(&|$)/);
  const first = list.getByRole('listitem').first();
  const hotelName = await first.getByRole('heading').innerText();
  await first.getByRole('link', { name: /^مشاهده و رزرو/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();

  // The cheapest room (the one the card priced, free to cancel); the booking step asks to sign in and comes back.
  await page.getByRole('button', { name: /^رزرو / }).first().click();
  await expect(page).toHaveURL(/\/\?redirect=%2Fhotels%2Fbook%2F/);
  const phone = await signInWithOtp(page, freshPhone());
  await expect(page).toHaveURL(/\/hotels\/book\/\d+\/\?checkin=/);
  const link = parseHotelBookingUrl(new URL(page.url()).pathname, new URL(page.url()).search);
  expect(link.ok).toBe(true);
  const offerPrice = link.ok ? link.value.total : 0;
  await expect(page.getByRole('heading', { name: 'مشخصات مهمانان' })).toBeVisible();
  await expect(page.getByRole('region', { name: hotelName })).toContainText(`${toPersianDigits(2)} شب`);
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(toPersianDigits(phone));

  // Submitting empty names what is missing; nothing is sent.
  await page.getByRole('button', { name: 'ثبت مهمانان و نگه‌داشتن اتاق' }).click();
  await expect(page.getByText('نام را به فارسی وارد کنید.')).toBeVisible();
  await expect(page.getByText('تاریخ تولد')).toHaveCount(0);

  await page.getByRole('textbox', { name: /^نام \(فارسی\)/ }).fill('سارا');
  await page.getByRole('textbox', { name: /^نام خانوادگی \(فارسی\)/ }).fill('احمدی');
  await page.getByRole('textbox', { name: /^نام \(انگلیسی\)/ }).fill('Sara');
  await page.getByRole('textbox', { name: /^نام خانوادگی \(انگلیسی\)/ }).fill('Ahmadi');
  await page.getByText('زن', { exact: true }).click();
  await page.getByRole('textbox', { name: /کد ملی/ }).fill(nationalCode('004123456'));
  await page.getByLabel(/درخواست ویژه/).fill('ورود دیرهنگام، حدود ساعت ۲۳');
  await page.getByRole('button', { name: 'ثبت مهمانان و نگه‌داشتن اتاق' }).click();

  // Held: the countdown, the rooms and the price as the server priced them.
  await expect(page).toHaveURL(/\/hotels\/confirm\/[0-9a-f-]{36}\/$/, { timeout: 20_000 });
  const orderId = /confirm\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'تأیید و پرداخت رزرو هتل' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  // Nothing the guests page left behind (its special-requests box) widens this page when the window narrows to a phone's.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize(wide);
  await expect(page.getByText('مبلغ قابل پرداخت').locator('..')).toContainText(formatNumber(offerPrice));
  await page.getByRole('button', { name: 'پرداخت و دریافت واچر' }).click();
  await payAtBank(page);

  // Back from the bank: issued, with the voucher.
  await expect(page).toHaveURL(new RegExp(`/hotels/payment/${orderId}/\\?paymentId=`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و واچر هتل صادر شد' })).toBeVisible({ timeout: 30_000 });
  const voucher = page.getByRole('article', { name: `واچر ${hotelName}` });
  await expect(voucher).toContainText('سارا احمدی');
  await expect(voucher).toContainText('ورود دیرهنگام');
  const session: Session = { phone, accessToken: await page.evaluate(() => localStorage.getItem('auth.access_token')!), refreshToken: '', refreshExpiresIn: 0 };
  const order = await data<HotelOrderDetails>(await request.get(`/api/hotel-reservation/HotelReservation/GetHotelOrderDetails/${orderId}`, { headers: bearer(session) }));
  expect(order.status).toBe('Issued');
  expect(order.confirmationNumber).toBeTruthy();
  await expect(voucher).toContainText(formatCode(order.confirmationNumber!));

  // The PDF is fetched with the traveller's token and opened in a new tab.
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/HotelReservation/Voucher/${orderId}`)),
    page.getByRole('button', { name: 'دانلود واچر (PDF)' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // My travels lists it; cancelling follows the hotel's policy (free now) and the money goes to the wallet.
  await page.goto('/profile/my-travels/');
  await expect(page.getByText(order.title).first()).toBeVisible();
  await refundFirstUnit(page, request, session, orderId, 'لغو رزرو و استرداد');
  await expect(page.getByText('استردادشده').first()).toBeVisible();
});
