import { expect, test } from '@playwright/test';
import { bearer, signInByApi, useSession } from './support/accounts';
import { bookByApi, payAtBank } from './support/booking';

const ISSUED = 'پرداخت موفق بود و بلیت شما صادر شد';

test('Back from the payment result shows the bank\'s outcome and the way back, not the card form or a 404', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const session = await signInByApi(request);
  await useSession(page, session);
  const order = await bookByApi(request, session);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  // What the console shows, the browser's own fetches included (the bank page's icon was a 404 once per payment).
  page.on('console', (m) => {
    if (m.type() === 'error') failed.push(`${m.text()} ${m.location().url}`);
  });
  const created = await request.post('/api/payment/Pay/Create', { headers: bearer(session), data: { orderId: order.id } });
  const { url } = ((await created.json()) as { data: { url: string } }).data;
  await page.goto(`/confirm/?orderId=${order.id}`);
  await page.goto(url);
  await payAtBank(page);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 20_000 });

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود.' })).toBeVisible();
  await expect(page.getByLabel('شماره کارت')).toHaveCount(0);
  await page.getByRole('link', { name: 'بازگشت به سایت' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/\\?paymentId=`));
  await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 20_000 });
  expect(failed).toEqual([]);
});
