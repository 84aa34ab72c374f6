import { expect, test } from '@playwright/test';
import type { GetToursResponse, TourOrderDetails, TourQuote } from '../../src/contract';
import { formatCode, formatJalaliLong, formatNumber } from '../../src/domain';
import { roomInputsOf, standInBirthDates } from '../../src/domain/tours';
import { bearer, freshPhone, signInWithOtp } from './support/accounts';
import { payAtBank } from './support/booking';
import { sessionOf } from './support/journeys';
import { fillTraveller, shoot } from './support/travellers';
import { data } from './support/api';
import { refundFirstUnit } from './support/refund';


test('a family books a domestic tour: from the list to a destination, a departure and hotel for two adults and a child, sign-in on the way, the travellers, the bank, the voucher and its PDF', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tours = await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours'));
  const tour = tours.find((t) => t.countryCode === 'IR' && t.departures.filter((d) => d.placesLeft >= 3 && d.hotels.length > 1).length >= 2)!;
  const departure = tour.departures.filter((d) => d.placesLeft >= 3 && d.hotels.length > 1)[1]!;
  const hotel = departure.hotels[1]!;

  await page.goto(`/tour/?destination=${tour.destination}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('article', { name: tour.titleFa }).getByRole('link', { name: `مشاهده و رزرو ${tour.titleFa}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: tour.titleFa })).toBeVisible();
  const showAll = page.getByRole('button', { name: /^نمایش همه .* تاریخ حرکت$/ });
  if (await showAll.isVisible()) await showAll.click();
  await page.getByRole('button', { name: new RegExp(`^${formatJalaliLong(departure.departureDate, { weekday: true })} تا `) }).click();
  await page.getByRole('button', { name: new RegExp(`^${hotel.hotelNameFa}`) }).click();
  await page.getByRole('button', { name: 'یک کودک با تخت بیشتر' }).click();
  const quote = await data<TourQuote>(await request.post('/api/tours/Tour/Quote', {
    data: {
      departureId: departure.id, hotelOptionId: hotel.id,
      passengers: standInBirthDates({ adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 }, departure.departureDate).map((birthDate) => ({ birthDate })),
      rooms: roomInputsOf([{ adults: 2, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 }]),
    },
  }));
  const price = page.getByRole('region', { name: 'قیمت تور' });
  await expect(price).toContainText(formatNumber(quote.total), { timeout: 20_000 });
  await page.getByRole('button', { name: 'رزرو', exact: true }).click();

  // The booking step asks to sign in and comes back with the departure, hotel, party and rooms in its URL.
  await expect(page).toHaveURL(/\/\?redirect=%2Ftour%2Fbook%2F/);
  const phone = await signInWithOtp(page, freshPhone());
  await expect(page).toHaveURL(new RegExp(`/tour/book/\\?departure=${departure.id}&hotel=${hotel.id}&adults=2&children=1&infants=0&rooms=2a1b`));
  await expect(page.getByRole('heading', { name: 'مشخصات مسافران تور' })).toBeVisible({ timeout: 20_000 });
  await fillTraveller(page, 1, ['سارا', 'احمدی'], ['Sara', 'Ahmadi'], 'زن');
  await fillTraveller(page, 2, ['علی', 'رضایی'], ['Ali', 'Rezaei'], 'مرد');
  await fillTraveller(page, 3, ['نیلا', 'رضایی'], ['Nila', 'Rezaei'], 'زن');
  await shoot(page, 'TOUR_SCREENS', 'tour-book');
  await page.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();

  await expect(page).toHaveURL(/\/tour\/confirm\/[0-9a-f-]{36}\/$/, { timeout: 20_000 });
  const orderId = /confirm\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'تأیید و پرداخت تور' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('مبلغ قابل پرداخت').locator('..')).toContainText(formatNumber(quote.total));
  await shoot(page, 'TOUR_SCREENS', 'tour-confirm');
  await page.getByRole('button', { name: 'پرداخت و دریافت واچر' }).click();
  await payAtBank(page);

  await expect(page).toHaveURL(new RegExp(`/tour/payment/${orderId}/\\?paymentId=`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'پرداخت موفق بود و واچر تور صادر شد' })).toBeVisible({ timeout: 30_000 });
  const voucher = page.getByRole('article', { name: `واچر ${tour.titleFa}` });
  await expect(voucher).toContainText('سارا احمدی');
  await expect(voucher).toContainText('نیلا رضایی');
  await expect(voucher).toContainText(hotel.hotelNameFa);
  const session = await sessionOf(page, phone);
  const order = await data<TourOrderDetails>(await request.get(`/api/tours/TourReservation/GetTourOrderDetails/${orderId}`, { headers: bearer(session) }));
  expect(order.status).toBe('Issued');
  expect(order.product).toBe('Tour');
  expect(order.passengers.map((p) => p.priceKind)).toEqual(['adult-double', 'adult-double', 'child-bed']);
  await expect(voucher).toContainText(formatCode(order.confirmationCode!));
  await shoot(page, 'TOUR_SCREENS', 'tour-voucher');

  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/TourReservation/Voucher/${orderId}`)),
    page.getByRole('button', { name: 'دانلود واچر (PDF)' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await page.goto(`/tour/voucher/${orderId}/`);
  await expect(page.getByRole('article', { name: `واچر ${tour.titleFa}` })).toContainText('علی رضایی', { timeout: 20_000 });
  await page.goto(`/profile/my-travels/order-details/?orderId=${orderId}`);
  await expect(page.getByRole('link', { name: 'واچر تور' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: tour.titleFa })).toContainText(hotel.hotelNameFa);

  // One traveller cancels under the tour's policy; the refund reaches the wallet and the place is on sale again.
  const placesBefore = (await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours')))
    .find((t) => t.id === tour.id)!.departures.find((d) => d.id === departure.id)!.placesLeft;
  await page.goto('/profile/my-travels/');
  await expect(page.getByText(tour.titleFa).first()).toBeVisible({ timeout: 20_000 });
  await refundFirstUnit(page, request, session, orderId, 'لغو و استرداد');
  const after = await data<TourOrderDetails>(await request.get(`/api/tours/TourReservation/GetTourOrderDetails/${orderId}`, { headers: bearer(session) }));
  expect(after.status).toBe('PartiallyRefunded');
  const placesAfter = (await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours')))
    .find((t) => t.id === tour.id)!.departures.find((d) => d.id === departure.id)!.placesLeft;
  expect(placesAfter).toBe(placesBefore + 1);
});

test('the tour list filters to a destination and opens a tour with its programme, departures, hotels and a live quote', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tours = await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours'));
  const tour = tours.find((t) => t.departures.some((d) => d.placesLeft >= 3))!;

  await page.goto('/tour/');
  await expect(page).toHaveTitle('تورهای مسافرتی | سفرآسا');
  await expect(page.getByRole('heading', { level: 1, name: 'تورهای مسافرتی' })).toBeVisible();
  const list = page.getByRole('list', { name: 'تورها' });
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await shoot(page, 'TOUR_SCREENS', 'tour-list');
  const filters = page.getByRole('complementary', { name: 'فیلترها' });
  // The choice navigates (the filters live in the URL): a click, then the radio follows the new URL.
  await filters.getByRole('radio', { name: new RegExp(`^${tour.destinationFa}`) }).click();
  await expect(filters.getByRole('radio', { name: new RegExp(`^${tour.destinationFa}`) })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/tour/\\?destination=${tour.destination}$`));
  await expect(list.getByRole('article', { name: tour.titleFa })).toBeVisible();
  for (const title of await list.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    expect(tours.find((t) => t.titleFa === title)?.destination).toBe(tour.destination);
  }

  await list.getByRole('article', { name: tour.titleFa }).getByRole('link', { name: `مشاهده و رزرو ${tour.titleFa}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/${tour.slug}/$`));
  await expect(page.getByRole('heading', { level: 1, name: tour.titleFa })).toBeVisible();
  await expect(page.getByRole('list', { name: 'برنامه سفر' }).getByRole('listitem')).toHaveCount(tour.itinerary.length);
  await expect(page.getByRole('region', { name: 'قیمت تور' })).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'TOUR_SCREENS', 'tour-page');
});
