import { expect, test } from '@playwright/test';
import type { OrderDetails, SafarMarketRequest } from '../../src/contract';
import { addDays, tehranToday, toPersianDigits } from '../../src/domain';
import { bearer, freshPhone, signInByApi, signInWithOtp, useSession } from './support/accounts';
import { oneWay, payAtBank } from './support/booking';
import { bookChosenTrip, dayName, pickPlace, sessionOf } from './support/journeys';

const ISSUED = 'پرداخت موفق بود و بلیت شما صادر شد';

test.describe('journeys on the real server', () => {
  test('a new traveller searches on home, chooses a flight, signs in with a code, books, pays at the bank and gets the ticket', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const departing = addDays(tehranToday(), 9);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('label:visible', { hasText: /^یک‌طرفه$/ }).first().click();
    await pickPlace(page, 'مبدأ', 'تهران', /تهران/);
    await pickPlace(page, 'مقصد', 'مشهد', /مشهد/);
    await page.getByRole('button', { name: /^تاریخ رفت/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: dayName(departing) }).click();
    await page.getByRole('button', { name: 'جستجو' }).click();

    await expect(page).toHaveURL(/\/flight\/THR-MHD\/\?/);
    const choose = page.getByRole('button', { name: /^انتخاب پرواز/ });
    await expect(choose.first()).toBeVisible({ timeout: 30_000 });
    await choose.first().click();

    // Passenger entry is for signed-in travellers: sign in with a texted code, then on to the passengers.
    await expect(page).toHaveURL(/\/\?redirect=%2Fadd-passenger%2F/);
    const phone = await signInWithOtp(page, freshPhone());
    // Generous waits from here on: a CI run on a machine loaded by other tenants (3,511 s, twice the
    // usual) missed one of this journey's 15–20 s waits once; each step takes 1–3 s on a quiet one.
    await expect(page).toHaveURL(/\/add-passenger\/$/, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'پرواز انتخابی' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('شماره موبایل')).toHaveValue(toPersianDigits(phone));

    const orderId = await bookChosenTrip(page);
    await payAtBank(page);
    await expect(page).toHaveURL(new RegExp(`/payment/${orderId}/`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'بلیت‌ها' })).toBeVisible({ timeout: 30_000 });

    // The e-ticket: fetched with the session and opened in a new tab.
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/Tickets/FlightTicketPdf/${orderId}`), { timeout: 60_000 }),
      page.getByRole('button', { name: 'دانلود بلیت (PDF)' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/profile/my-travels/');
    const order = page.locator(`a[href*="orderId=${orderId}"]`);
    await expect(order).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article').filter({ has: order })).toContainText('صادر');
  });

  test('a traveller the reseller market sends lands on the passenger step, signs in on the way, and books as a SafarMarket order', async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 375, height: 812 });
    // The market searches our catalogue and sends the traveller with the chosen proposal's ids.
    const trip = await oneWay(request, { days: 11, destination: 'SYZ' });
    const landing = `/safarmarket/?requestId=${trip.ref.requestId}&proposalId=${encodeURIComponent(trip.ref.proposalId)}&returningRequestId=&returningProposalId=`;

    await page.goto(landing);
    // Protected: the login keeps the whole link and comes back to it.
    await expect(page).toHaveURL(/\/\?redirect=%2Fsafarmarket%2F%3FrequestId%3D/);
    const phone = await signInWithOtp(page, freshPhone());
    await expect(page).toHaveURL(/\/add-passenger\/$/, { timeout: 20_000 });
    const summary = page.getByRole('region', { name: 'پرواز انتخابی' });
    await expect(summary).toContainText(trip.proposal.FlightGroups[0]!.FlightNumber);
    await expect(summary).toContainText('شیراز');

    const orderId = await bookChosenTrip(page);
    await payAtBank(page);
    await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 30_000 });

    // As the market would see it: the order is SafarMarket's (5) and every step was reported.
    const session = await sessionOf(page, phone);
    const details = await request.get(`/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`, { headers: bearer(session) });
    expect(details.ok()).toBe(true);
    const order = ((await details.json()) as { data: OrderDetails }).data;
    expect(order.clientIdentifier).toBe(5);
    expect(order.status).toBe('Issued');
    const steps = async () => {
      const res = await request.post('/api/resellers/SafarMarket/SafarMarket/GetSafarMarketRequestByOrderId', { headers: bearer(session), data: { orderId } });
      const market = ((await res.json()) as { data: SafarMarketRequest }).data;
      expect(market).toMatchObject({ proposalId: trip.ref.proposalId, orderId, nextPath: `/payment/${orderId}/` });
      return market.steps.map((s) => s.step);
    };
    await expect.poll(steps, { timeout: 15_000 }).toEqual(['Landing', 'PassengerInfo', 'Submit', 'Confirm', 'Payment', 'Issue']);

    // The market's link for that order sends the traveller back to its ticket.
    await page.goto(`/safarmarket/?orderId=${orderId}`);
    await expect(page).toHaveURL(new RegExp(`/payment/${orderId}/$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: ISSUED })).toBeVisible({ timeout: 20_000 });
  });

  test('a market link the server cannot use says why and offers a search', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await useSession(page, await signInByApi(request));
    const trip = await oneWay(request, { days: 12 });
    await page.goto(`/safarmarket/?requestId=${trip.ref.requestId}&proposalId=no-such-flight`);
    await expect(page.getByText('این پرواز دیگر در دسترس نیست')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'جستجوی دوباره پرواز' })).toHaveAttribute('href', '/');
    await page.goto('/safarmarket/?proposalId=x');
    await expect(page.getByText('این پیوند سفرمارکت قابل استفاده نیست')).toBeVisible({ timeout: 20_000 });
  });
});
