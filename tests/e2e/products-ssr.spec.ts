import { expect, test } from '@playwright/test';
import type { GetToursResponse } from '../../src/contract';
import { serverRoot, watch } from './support/pages';
import { data } from './support/api';

// Issue 21: the tour list, a tour's page and /cip/ are rendered on the server with what they show,
// and the browser starts from the same answers (PageSeed.loads) instead of asking again.

test.describe('tour and CIP pages rendered on the server', () => {
  test('the tour list HTML holds every open package\'s card, a heading for the list, and the packages for the browser', async ({ request }) => {
    const tours = await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours'));
    const open = tours.filter((t) => t.departures.some((d) => d.placesLeft > 0));
    const res = await request.get('/tour/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = serverRoot(html);
    expect(root).toMatch(/<h1[^>]*>تورهای مسافرتی/);
    expect(root).toMatch(/<h2[^>]*>تورها<\/h2>/);
    expect(root.match(/<article\b[^>]*aria-label="[^"]+"/g)?.length).toBe(open.length);
    // The first card's photo is the page's largest paint: at once and first.
    expect(root).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).toMatch(/window\.__safarPageSeed=JSON\.parse\(.*\\"loads\\"/);
  });

  test('the tour list reads without JavaScript, filtered as its URL says', async ({ browser, baseURL, request }) => {
    const tours = await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours'));
    const tour = tours.find((t) => t.departures.some((d) => d.placesLeft > 0))!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/tour/?destination=${tour.destination}`);
    const cards = page.getByRole('list', { name: 'تورها' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
      expect(tours.find((t) => t.titleFa === title)?.destination).toBe(tour.destination);
    }
    await context.close();
  });

  test('the tour list and a tour page hydrate in place without asking for the tours again', async ({ page, request }) => {
    const [tour] = await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours'));
    const { problems, calls } = watch(page, '/api/tours/');
    await page.goto('/tour/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);

    await page.goto(`/tour/${tour!.slug}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page).toHaveTitle(`${tour!.titleFa} | سفرآسا`);
    await expect(page.getByRole('heading', { level: 1, name: tour!.titleFa })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Once the browser's page titles have loaded (after hydration), the title still names the tour.
    await page.waitForTimeout(300);
    await expect(page).toHaveTitle(`${tour!.titleFa} | سفرآسا`);
    // The page's own live price is all it asks for.
    expect(calls.filter((c) => c !== 'Quote')).toEqual([]);
    expect(problems).toEqual([]);
    // Still the app: back to the list in place, which asks for the packages now.
    await page.getByRole('link', { name: 'همه تورها' }).click();
    await expect(page.getByRole('list', { name: 'تورها' }).getByRole('article').first()).toBeVisible();
    expect(calls).toContain('GetTours');
    await expect(page).toHaveTitle('تورهای مسافرتی | سفرآسا');
    // And into a tour in place: the title follows.
    await page.getByRole('article', { name: tour!.titleFa }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: tour!.titleFa })).toBeVisible();
    await expect(page).toHaveTitle(`${tour!.titleFa} | سفرآسا`);
  });

  test('a tour page\'s HTML holds its programme, departures and price; an unknown tour is a 404', async ({ request }) => {
    const [tour] = await data<GetToursResponse>(await request.get('/api/tours/Tour/GetTours'));
    const res = await request.get(`/tour/${tour!.slug}/`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${tour!.titleFa} | سفرآسا</title>`);
    const root = serverRoot(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${tour!.titleFa}<`));
    expect(root).toMatch(/<h2[^>]*id="tour-itinerary"[^>]*>برنامه سفر/);
    expect(root).toMatch(/<h2[^>]*id="tour-departures"[^>]*>تاریخ حرکت/);
    expect((await request.get('/tour/no-such-tour/')).status()).toBe(404);
  });

  test('/cip/ arrives with its form and airports, and hydrates without asking for them again', async ({ page, request }) => {
    const root = serverRoot(await (await request.get('/cip/')).text());
    expect(root).toMatch(/<h1[^>]*>خدمات CIP فرودگاه/);
    // The airports with their prices, and the form's airport field.
    expect(root.replaceAll('<!-- -->', '')).toMatch(/امام خمینی <bdi dir="ltr">\(IKA\)<\/bdi>/);
    expect(root).toContain('رزرو در این فرودگاه');
    expect(root).toMatch(/<input[^>]*aria-haspopup/);
    const { problems, calls } = watch(page, '/api/cip/');
    await page.goto('/cip/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('list', { name: 'فرودگاه‌های دارای خدمات CIP' }).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c === 'GetAirports')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
