import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { GetToursResponse } from '../../src/contract';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${(await response.text()).slice(0, 400)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** TOUR_SCREENS=1 keeps full-page shots at 375 and 1280 px in tmp/screens/ to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.TOUR_SCREENS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `tmp/screens/tour-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

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
  await shoot(page, 'list');
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
  await shoot(page, 'page');
});
