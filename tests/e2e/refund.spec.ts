import { expect, test } from '@playwright/test';
import type { OrderDetails, Proposal, RefundRequestInfo, WalletBalance } from '../../src/contract';
import { formatNumber } from '../../src/domain';
import { WELCOME_GIFT } from '../../server/services/wallet/welcome-gift';
import { bearer, signInByApi, useSession } from './support/accounts';
import { adult, oneWay, payAtBank } from './support/booking';

const refundable = (p: Proposal) => !p.IsCharter && p.FlightGroups[0]!.Refundable && p.Seat >= 2;

test('a traveller pays for two, asks a refund for one from the order details, sees the penalty and gets the money in the wallet', async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await signInByApi(request);
  await useSession(page, session);
  // Two passengers booked through the API, paid at the sandbox bank through the app.
  const trip = await oneWay(request, { days: 20, adults: 2, pick: refundable });
  const submitted = await request.post('/api/flight-reservation/Submit/SubmitFlightOrder', {
    headers: bearer(session),
    data: { proposal: trip.ref, passengers: [adult(), adult({ firstNameEn: 'Sara', firstNameFa: 'سارا', gender: 'Female' })], contact: { mobile: session.phone } },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const orderId = ((await submitted.json()) as { data: OrderDetails }).data.id;
  await page.goto(`/confirm/?orderId=${orderId}`);
  await page.getByRole('button', { name: 'پرداخت و دریافت بلیت' }).click();
  await payAtBank(page);
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و بلیت شما صادر شد' })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/profile/my-travels/order-details/?orderId=${orderId}`);
  await page.getByRole('link', { name: 'درخواست استرداد' }).click();
  await expect(page).toHaveURL(/\/profile\/my-travels\/order-details\/refund\/\?orderId=/);
  await expect(page.getByRole('heading', { name: 'درخواست استرداد', level: 1 })).toBeVisible();

  // Asking without a choice says what is missing.
  await page.getByRole('button', { name: 'مشاهده مبلغ استرداد' }).click();
  await expect(page.getByText('دست‌کم یک بلیت را برای استرداد انتخاب کنید.')).toBeVisible();
  await expect(page.getByText('دلیل استرداد را انتخاب کنید.')).toBeVisible();

  await page.getByRole('checkbox', { name: /sara/i }).check();
  await page.getByRole('combobox', { name: 'دلیل استرداد' }).selectOption({ label: 'تغییر برنامه سفر' });
  await page.getByRole('button', { name: 'مشاهده مبلغ استرداد' }).click();

  // The quote the server priced (fare rules, hours left) is what the page shows, in Persian digits.
  const items = await request.get(`/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`, { headers: bearer(session) });
  const sara = ((await items.json()) as { data: { items: { passengerName: string; penaltyAmount: number; refundAmount: number }[] } }).data.items
    .find((i) => /Sara/i.test(i.passengerName))!;
  expect(sara.penaltyAmount).toBeGreaterThan(0);
  const quote = page.getByRole('region', { name: 'مبلغ استرداد' });
  await expect(quote).toContainText(formatNumber(sara.penaltyAmount));
  await expect(quote).toContainText(formatNumber(sara.refundAmount));
  await expect(quote).toContainText('به کیف پول شما برمی‌گردد');
  await page.getByRole('button', { name: 'تأیید و ثبت درخواست استرداد' }).click();

  // Back on the order: the request is already paid (REFUND_DELAY_MINUTES=0) and the wallet shows it.
  await expect(page).toHaveURL(new RegExp(`/profile/my-travels/order-details/\\?orderId=${orderId}`));
  const timeline = page.getByRole('region', { name: 'درخواست‌های استرداد' });
  await expect(timeline).toContainText('استرداد شد', { timeout: 15_000 });
  await expect(timeline).toContainText(`${formatNumber(sara.refundAmount)}`);
  await expect(timeline).toContainText('به کیف پول برگشت');
  await expect(page.getByText('بخشی استردادشده').first()).toBeVisible();
  // The other passenger can still be refunded.
  await expect(page.getByRole('link', { name: 'درخواست استرداد' })).toBeVisible();

  const balance = ((await (await request.get('/api/wallet/wallet/CurrentUserBalance?type=Cache', { headers: bearer(session) })).json()) as { data: WalletBalance }).data;
  // The refund is cash; the gift beside it is the welcome gift of this first issued order.
  expect(balance.cashBalance).toBe(sara.refundAmount);
  expect(balance.giftBalance).toBe(WELCOME_GIFT);
  await expect(page.getByText(formatNumber(sara.refundAmount)).first()).toBeVisible();
  const refunds = ((await (await request.get(`/api/refund/RefundRequest/GetOrderRefunds/${orderId}`, { headers: bearer(session) })).json()) as { data: RefundRequestInfo[] }).data;
  expect(refunds).toMatchObject([{ status: 'Refunded', destination: 'Wallet', amount: sara.refundAmount, penalty: sara.penaltyAmount }]);
});
