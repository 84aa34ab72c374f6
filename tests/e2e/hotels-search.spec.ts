import { expect, test } from '@playwright/test';
import { addDays, tehranToday } from '../../src/domain';
import { formatJalaliForUrl } from '../../src/domain/jalali';

// Issue 20: a hotel search from home's «هتل» tab to the booking step, on the real server.
test('a traveller searches Mashhad hotels from home, filters and sorts in the URL, opens a hotel and reserves a room', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const checkIn = addDays(tehranToday(), 7);
  const checkOut = addDays(checkIn, 3);

  await page.goto('/');
  // The page arrives server-rendered: the tab answers once it has hydrated.
  const tab = page.getByRole('tab', { name: 'هتل' });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  const form = page.getByRole('form', { name: 'جستجوی هتل' });
  await expect(form).toBeVisible();

  // The destination: typed in Persian, chosen from the server's cities.
  const destination = form.getByLabel('مقصد یا نام هتل');
  await destination.click();
  await destination.fill('مشهد');
  await page.getByRole('option', { name: /^مشهد/ }).first().click();

  // Next week for three nights on the Jalali range picker; the nights are counted.
  await form.getByRole('button', { name: /^تاریخ ورود/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('[data-date]') });
  await calendar.locator(`[data-date="${checkIn}"]`).first().click();
  await calendar.locator(`[data-date="${checkOut}"]`).first().click();
  await expect(form.getByText('۳ شب')).toBeVisible();
  await form.getByRole('button', { name: 'جستجوی هتل' }).click();

  await expect(page).toHaveURL(new RegExp(`/hotels/mashhad/\\?checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(checkOut)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'هتل‌های مشهد' })).toBeVisible();
  const list = page.getByRole('list', { name: 'نتایج هتل' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // Five stars only, then the best guest score first: both go into the URL.
  await page.getByRole('checkbox', { name: /۵ ستاره/ }).first().check();
  await expect(page).toHaveURL(/[?&]stars=5(&|$)/);
  await page.locator('label', { hasText: 'بهترین امتیاز مهمانان' }).click();
  await expect(page).toHaveURL(/[?&]stars=5&sort=score$/);
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('article')).toBeVisible();
  const firstName = await first.getByRole('heading').innerText();

  // Reload: the same view from the URL alone.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /۵ ستاره/ }).first()).toBeChecked();
  await expect(page.getByRole('radio', { name: 'بهترین امتیاز مهمانان' })).toBeChecked();
  await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText(firstName);

  // The hotel's page with the same stay: facts, gallery and rooms.
  await list.getByRole('listitem').first().getByRole('link', { name: /^مشاهده و رزرو/ }).click();
  await expect(page).toHaveURL(new RegExp(`/hotels/mashhad/[a-z0-9-]+/\\?checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(checkOut)}`));
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'درباره هتل' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اتاق‌ها' })).toBeVisible();
  const reserve = page.getByRole('button', { name: /^رزرو / }).first();
  await expect(reserve).toBeVisible();

  // «رزرو» with one room goes to the booking step (which asks for sign-in; only its URL matters here).
  await reserve.click();
  await expect(page).toHaveURL(/\/hotels\/book\/\d+\/|redirect=%2Fhotels%2Fbook%2F\d+/);
  expect(decodeURIComponent(page.url())).toMatch(
    new RegExp(`/hotels/book/\\d+/\\?checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(checkOut)}&rooms=2&offers=[^&]+&total=\\d+`),
  );
});

test('two rooms choose one room each, then «ادامه» carries both offers; a bad city is a 404', async ({ page, request }) => {
  test.setTimeout(90_000);
  const checkIn = formatJalaliForUrl(addDays(tehranToday(), 10));
  const checkOut = formatJalaliForUrl(addDays(tehranToday(), 12));
  await page.goto(`/hotels/mashhad/?checkin=${checkIn}&checkout=${checkOut}&rooms=2_1&soldout=hide`);
  const list = page.getByRole('list', { name: 'نتایج هتل' });
  await list.getByRole('listitem').first().getByRole('link', { name: /^مشاهده و رزرو/ }).click();
  await expect(page).toHaveURL(/rooms=2_1/);
  // The hotel page may arrive server-rendered with its rooms: their buttons answer once it has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const room1 = page.getByRole('region', { name: /^اتاق ۱:/ });
  const room2 = page.getByRole('region', { name: /^اتاق ۲:/ });
  const next = page.getByRole('button', { name: 'ادامه' });
  await expect(next).toBeDisabled();
  await room1.getByRole('button', { name: /^رزرو / }).first().click();
  await expect(room1.getByRole('button', { name: /^رزرو / }).first()).toHaveText('انتخاب شد');
  await room2.getByRole('button', { name: /^رزرو / }).first().click();
  await next.click();
  await expect(page).toHaveURL(/hotels%2Fbook%2F\d+|\/hotels\/book\/\d+\//);
  expect(decodeURIComponent(page.url())).toMatch(/rooms=2_1&offers=[^,&]+,[^,&]+&total=\d+/);

  expect((await request.get(`/hotels/atlantis/?checkin=${checkIn}&checkout=${checkOut}`)).status()).toBe(404);
});
