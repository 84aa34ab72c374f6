import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OrderDetails } from '../../src/contract';
import { bearer, signInByApi, useSession, type Session } from './support/accounts';
import { bookByApi, oneWay, payAtBank } from './support/booking';

/** The proposal's live seats left, as the flight details call answers them. */
async function seatsLeft(request: APIRequestContext, session: Session, order: OrderDetails): Promise<number> {
  const s = order.segments[0]!;
  const res = await request.post('/api/flight-reservation/Proposals/GetFlightDetails', { headers: bearer(session), data: { requestId: s.requestId, proposalId: s.proposalId } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { items: { seatsLeft: number }[] } }).data.items[0]!.seatsLeft;
}

test.describe('cancelling a reservation and the welcome gift, on the real server', () => {
  test('a traveller cancels a held order on the confirm page; it shows cancelled there and in my travels, and the seats come back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signInByApi(request);
    await useSession(page, session);
    const order = await bookByApi(request, session, { days: 23 });
    const held = await seatsLeft(request, session, order);

    await page.goto(`/confirm/?orderId=${order.id}`);
    await expect(page.getByRole('heading', { name: 'تأیید و پرداخت' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'لغو رزرو' }).click();
    const dialog = page.getByRole('dialog', { name: 'لغو رزرو' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'بله، رزرو لغو شود' }).click();
    await expect(page.getByText('این رزرو لغو شد')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /پرداخت/ })).toHaveCount(0);
    expect(await seatsLeft(request, session, order)).toBe(held + 1);

    // The order is cancelled for the server too: paying it is refused in Persian.
    const pay = await request.post('/api/payment/Pay/Create', { headers: bearer(session), data: { orderId: order.id } });
    expect(pay.status()).toBe(400);
    expect(JSON.stringify(await pay.json())).toContain('لغوشده');

    await page.goto('/profile/my-travels/?status=closed');
    const row = page.getByRole('listitem').filter({ hasText: order.title });
    await expect(row.getByText('لغوشده')).toBeVisible({ timeout: 15_000 });
    await page.goto(`/profile/my-travels/order-details/?orderId=${order.id}`);
    await expect(page.getByText('این سفارش لغو شده است')).toBeVisible({ timeout: 15_000 });
  });

  test('a traveller\'s first issued order puts the welcome gift in the wallet, shown as gift credit', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signInByApi(request);
    await useSession(page, session);
    const trip = await oneWay(request, { days: 24 });
    const order = await bookByApi(request, session, { trip });

    await page.goto(`/confirm/?orderId=${order.id}`);
    await page.getByRole('button', { name: 'پرداخت و دریافت بلیت' }).click({ timeout: 20_000 });
    await payAtBank(page);
    await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و بلیت شما صادر شد' })).toBeVisible({ timeout: 30_000 });

    await page.goto('/profile/transactions/');
    await expect(page.getByText(/اعتبار هدیه خوش‌آمد/).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/شامل .* اعتبار هدیه/).first()).toContainText('۱٬۰۰۰٬۰۰۰');

    // The next order's wallet option says how much of the gift it can take.
    const next = await bookByApi(request, session, { days: 25 });
    await page.goto(`/confirm/?orderId=${next.id}`);
    await expect(page.getByText(/از اعتبار هدیه در این سفارش استفاده می‌شود/).first()).toContainText('۱٬۰۰۰٬۰۰۰', { timeout: 20_000 });
  });
});
