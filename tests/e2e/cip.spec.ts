import { expect, test } from '@playwright/test';
import type { CipOrderDetails, CipQuote } from '../../src/contract';
import { addDays, formatCode, formatJalaliForUrl, formatNumber, tehranToday, toPersianDigits } from '../../src/domain';
import { bearer, freshPhone, signInByApi, signInWithOtp, useSession } from './support/accounts';
import { bookByApi, payAtBank } from './support/booking';
import { sessionOf } from './support/journeys';
import { fillTraveller, shoot } from './support/travellers';
import { data } from './support/api';
import { refundFirstUnit } from './support/refund';


test('a traveller books CIP for a departure from Imam Khomeini with a porter for two adults: the form and its live quote, sign-in on the way, the travellers, the bank, the voucher and its PDF', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const day = addDays(tehranToday(), 10);

  // The page is server-rendered with its title; the airports arrive with their lounges and prices.
  await page.goto(`/cip/?date=${formatJalaliForUrl(day)}&adults=2`);
  await expect(page).toHaveTitle('خدمات CIP فرودگاه | سفرآسا');
  await expect(page.getByRole('heading', { level: 1, name: 'خدمات CIP فرودگاه' })).toBeVisible();
  // The server sent the page whole; its buttons work once the browser has hydrated it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const airports = page.getByRole('list', { name: 'فرودگاه‌های دارای خدمات CIP' });
  const ika = airports.getByRole('listitem').filter({ hasText: '(IKA)' });
  await expect(ika).toContainText('خروجی، هر بزرگسال');
  await shoot(page, 'CIP_SCREENS', 'cip-page');
  await ika.getByRole('button', { name: 'رزرو در این فرودگاه' }).click();
  await expect(page.getByRole('combobox', { name: /^فرودگاه/ })).toHaveValue(/امام خمینی/);

  await page.locator('label', { hasText: /^خروجی$/ }).click();
  await page.getByRole('textbox', { name: /^ساعت پرواز/ }).fill('۸:۳۰');
  await page.getByRole('combobox', { name: /^ایرلاین/ }).fill('ایران');
  await page.getByRole('option', { name: /\(IR\)/ }).click();
  await page.getByRole('textbox', { name: /^شماره پرواز/ }).fill('451');
  await page.getByRole('checkbox', { name: /باربر/ }).check();
  await page.getByRole('button', { name: 'یک چمدان بیشتر' }).click();

  // The live quote is the server's: the page shows its total.
  const quote = await data<CipQuote>(await request.post('/api/cip/Cip/Quote', {
    data: { airport: 'IKA', kind: 'Departure', date: day, time: '08:30', passengers: { adults: 2, children: 0, infants: 0 }, extras: [{ extra: 'porter', count: 2 }] },
  }));
  const price = page.getByRole('region', { name: 'قیمت خدمات' }).or(page.locator('section', { hasText: 'قیمت خدمات' })).first();
  await expect(price).toContainText(formatNumber(quote.total));
  await expect(price).toContainText('باربر × ۲');
  await page.getByRole('button', { name: 'ادامه' }).click();

  // The booking step asks to sign in and comes back with the whole service in its URL.
  await expect(page).toHaveURL(/\/\?redirect=%2Fcip%2Fbook%2F/);
  const phone = await signInWithOtp(page, freshPhone());
  await expect(page).toHaveURL(/\/cip\/book\/\?airport=IKA&kind=departure&date=.*&time=08%3A30&adults=2&children=0&infants=0&airline=IR&flight=451&extras=porter%3A2/);
  await expect(page.getByRole('heading', { name: 'مشخصات مسافران CIP' })).toBeVisible();
  await expect(page.getByRole('region', { name: /CIP خروجی فرودگاه امام خمینی/ })).toContainText('۲ بزرگسال');

  // Submitting empty names what is missing; nothing is sent.
  await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();
  await expect(page.getByText('نام را به فارسی وارد کنید.').first()).toBeVisible();
  await fillTraveller(page, 1, ['سارا', 'احمدی'], ['Sara', 'Ahmadi'], 'زن');
  await fillTraveller(page, 2, ['علی', 'رضایی'], ['Ali', 'Rezaei'], 'مرد');
  await shoot(page, 'CIP_SCREENS', 'cip-book');
  await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();

  // Held: the countdown, the service, the price as the server priced it.
  await expect(page).toHaveURL(/\/cip\/confirm\/[0-9a-f-]{36}\/$/, { timeout: 20_000 });
  const orderId = /confirm\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'تأیید و پرداخت CIP' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('مبلغ قابل پرداخت').locator('..')).toContainText(formatNumber(quote.total));
  await shoot(page, 'CIP_SCREENS', 'cip-confirm');
  await page.getByRole('button', { name: 'پرداخت و دریافت واچر' }).click();
  await payAtBank(page);

  // Back from the bank: issued, with the voucher.
  await expect(page).toHaveURL(new RegExp(`/cip/payment/${orderId}/\\?paymentId=`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و واچر CIP صادر شد' })).toBeVisible({ timeout: 30_000 });
  const voucher = page.getByRole('article', { name: 'واچر CIP فرودگاه امام خمینی' });
  await expect(voucher).toContainText('سارا احمدی');
  await expect(voucher).toContainText('علی رضایی');
  await expect(voucher).toContainText('باربر (۲)');
  const session = await sessionOf(page, phone);
  const order = await data<CipOrderDetails>(await request.get(`/api/cip/CipReservation/GetCipOrderDetails/${orderId}`, { headers: bearer(session) }));
  expect(order.status).toBe('Issued');
  expect(order.product).toBe('Cip');
  await expect(voucher).toContainText(formatCode(order.confirmationCode!));
  await expect(voucher.getByRole('region', { name: 'محل و زمان حضور' })).toContainText(toPersianDigits(order.meetAt.slice(11, 16)));

  // The PDF is fetched with the traveller's token and opened in a new tab.
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/CipReservation/Voucher/${orderId}`)),
    page.getByRole('button', { name: 'دانلود واچر (PDF)' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The voucher page and the order's details show it again, with the way to cancel it.
  await page.goto(`/cip/voucher/${orderId}/`);
  await expect(page.getByRole('article', { name: 'واچر CIP فرودگاه امام خمینی' })).toBeVisible();
  await shoot(page, 'CIP_SCREENS', 'cip-voucher');
  await page.goto(`/profile/my-travels/order-details/?orderId=${orderId}`);
  await expect(page.getByRole('link', { name: 'واچر CIP' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'مسافران' })).toContainText('سارا احمدی');
  await expect(page.getByRole('link', { name: 'لغو و استرداد' })).toHaveAttribute('href', `/profile/my-travels/order-details/refund/?orderId=${orderId}`);

  // One of the two cancels: free ten days ahead, the whole share back to the wallet; the order is partly refunded.
  await refundFirstUnit(page, request, session, orderId, 'لغو و استرداد');
  const after = await data<CipOrderDetails>(await request.get(`/api/cip/CipReservation/GetCipOrderDetails/${orderId}`, { headers: bearer(session) }));
  expect(after.status).toBe('PartiallyRefunded');
});

test('an issued flight\'s payment page offers CIP for that flight: /cip/ opens prefilled with its origin, day, time, airline, number and travellers, and books it through the bank to its voucher', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await signInByApi(request);
  const order = await bookByApi(request, session);
  const leg = order.segments[0]!.proposal.FlightGroups[0]!.FlightLegs[0]!;
  await useSession(page, session);
  await page.goto(`/confirm/?orderId=${order.id}`);
  await page.getByRole('button', { name: 'پرداخت و دریافت بلیت' }).click();
  await payAtBank(page);
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و بلیت شما صادر شد' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: 'رزرو CIP برای این پرواز' }).click();
  const number = leg.FlightNumber.replace(new RegExp(`^${leg.MarketingAirlineCode}`), '');
  await expect(page).toHaveURL(new RegExp(`/cip/\\?airport=${leg.Origin}&kind=departure&date=\\d{4}-\\d{2}-\\d{2}&time=${leg.DepartureTime.slice(11, 13)}%3A${leg.DepartureTime.slice(14, 16)}&adults=1&children=0&infants=0&airline=${leg.MarketingAirlineCode}&flight=${number}&to=${leg.Destination}&order=${order.id}$`));
  await expect(page.getByRole('combobox', { name: /^فرودگاه/ })).toHaveValue(/مهرآباد/);
  await expect(page.getByRole('textbox', { name: /^ساعت پرواز/ })).toHaveValue(leg.DepartureTime.slice(11, 16));
  await expect(page.getByRole('textbox', { name: /^شماره پرواز/ })).toHaveValue(number);
  await expect(page.getByRole('combobox', { name: /^ایرلاین/ })).toHaveValue(new RegExp(`\\(${leg.MarketingAirlineCode}\\)`));
  await expect(page.getByRole('radio', { name: 'خروجی' })).toBeChecked();

  // Already signed in: on to the traveller, the hold, the bank and the voucher of that flight's service.
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page).toHaveURL(new RegExp(`/cip/book/\\?airport=${leg.Origin}&kind=departure&.*&flight=${number}`));
  await fillTraveller(page, 1, ['مریم', 'کریمی'], ['Maryam', 'Karimi'], 'زن');
  await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();
  await expect(page).toHaveURL(/\/cip\/confirm\/[0-9a-f-]{36}\/$/, { timeout: 20_000 });
  const cipId = /confirm\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'پرداخت و دریافت واچر' }).click();
  await payAtBank(page);
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و واچر CIP صادر شد' })).toBeVisible({ timeout: 30_000 });
  const voucher = page.getByRole('article', { name: /^واچر CIP فرودگاه مهرآباد/ });
  await expect(voucher).toContainText('مریم کریمی');
  // The flight as on booking and details, whole in Latin (it was «W5۵۱۱۲» on the voucher).
  await expect(voucher).toContainText(formatCode(leg.FlightNumber));
  const cip = await data<CipOrderDetails>(await request.get(`/api/cip/CipReservation/GetCipOrderDetails/${cipId}`, { headers: bearer(session) }));
  expect(cip.status).toBe('Issued');
  expect(cip.flight.flightNumber).toBe(number);
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/CipReservation/Voucher/${cipId}`)),
    page.getByRole('button', { name: 'دانلود واچر (PDF)' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});
