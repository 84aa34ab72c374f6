import { expect, test, type Page } from '@playwright/test';
import { bearer, signInByApi, useSession } from './support/accounts';
import { bookByApi } from './support/booking';

const ISSUED = 'پرداخت موفق بود و بلیت شما صادر شد';

/** The confirm page offers the server's gateways (PAYMENT_GATEWAYS of the e2e server: sandbox, Zarinpal, SEP). */
async function payWith(page: Page, orderId: string, gateway: RegExp) {
  await page.goto(`/confirm/?orderId=${orderId}`);
  await expect(page.getByRole('radio')).toHaveCount(3, { timeout: 20_000 });
  await page.getByRole('radio', { name: gateway }).check();
  await expect(page.getByRole('radio', { name: gateway })).toBeChecked();
  await page.screenshot({ path: `test-results/confirm-gateways-${page.viewportSize()?.width}.png`, fullPage: true });
  await page.getByRole('button', { name: /پرداخت/ }).last().click();
}

test.describe('paying through real gateway protocols (local fakes of Zarinpal and SEP)', () => {
  test('Zarinpal: the confirm page sends the traveller to StartPay, the bank sends them back, the ticket is issued', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signInByApi(request);
    await useSession(page, session);
    const order = await bookByApi(request, session, { days: 14 });
    await payWith(page, order.id, /زرین‌پال/);
    await expect(page).toHaveURL(/\/pg\/StartPay\/[AS][0-9a-zA-Z]{35}$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/\\?paymentId=`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('موفق', { exact: true })).toBeVisible();
  });

  test('SEP: the browser posts the token to the bank, the bank posts back cross-site without cookies, the ticket is issued', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const session = await signInByApi(request);
    await useSession(page, session);
    const order = await bookByApi(request, session, { days: 15 });
    await payWith(page, order.id, /سامان/);
    await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/OnlinePG/OnlinePG');
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/\\?paymentId=`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: 'test-results/sep-paid-375.png', fullPage: true });
  });

  test('a payment the order can no longer take is given back to the card, and the traveller is told so', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signInByApi(request);
    await useSession(page, session);
    const order = await bookByApi(request, session, { days: 16 });
    const created = await request.post('/api/payment/Pay/Create', { headers: bearer(session), data: { orderId: order.id, gatewayId: 2 } });
    const { url } = ((await created.json()) as { data: { url: string } }).data;
    // The traveller cancels the booking in another tab while the bank page is open, then pays.
    expect((await request.post('/api/orders/Order/CancelOrder', { headers: bearer(session), data: { orderId: order.id } })).ok()).toBe(true);
    await page.goto(url);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/\\?paymentId=`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'مبلغ به کارت شما برگشت داده شد' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('برگشت به کارت', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/reversed-1280.png', fullPage: true });
  });
});
