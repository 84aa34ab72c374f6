import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, tehranToday } from '../../src/domain';
import { formatJalaliForUrl } from '../../src/domain/jalali';
import { serverRoot, watch } from './support/pages';

// Issue 20: the hotel pages are rendered on the server with their data, and the browser starts
// from the same answer (the page seed) instead of searching again.
const checkIn = addDays(tehranToday(), 7);
const stay = `checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(addDays(checkIn, 2))}`;
const RESULTS = `/hotels/mashhad/?${stay}`;

/** The first hotel of the city's results (cheapest first), from the API. */
async function firstHotel(request: APIRequestContext, baseURL: string) {
  const res = await request.post(`${baseURL}/api/hotel-catalog/HotelCatalog/Search`, {
    data: { citySlug: 'mashhad', checkIn, checkOut: addDays(checkIn, 2) },
  });
  const { data } = (await res.json()) as { data: { hotels: { slug: string; nameFa: string; roomsLeft: number }[] } };
  return data.hotels.find((h) => h.roomsLeft > 0)!;
}

test.describe('hotel pages rendered on the server', () => {
  test('the results HTML holds the first hotels with their prices, and their data for the browser', async ({ request, baseURL }) => {
    const res = await request.get(`${baseURL}${RESULTS}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = serverRoot(html);
    expect(root).toMatch(/<h1[^>]*>هتل‌های مشهد/);
    // A heading of the list's own between the page's h1 and the cards' h3s.
    expect(root).toMatch(/<h2[^>]*>نتایج<\/h2>/);
    const cards = root.match(/<article\b[^>]*aria-label="هتل [^"]+"/g) ?? [];
    expect(cards.length).toBe(4);
    expect(root).toContain('مشاهده و رزرو');
    // Prices in Persian digits (with the Persian thousands separator) and the rial.
    expect(root).toMatch(/[۰-۹]{1,3}(٬[۰-۹]{3})+/);
    expect(root).toContain('ریال');
    // The first card's photo is the page's largest paint: at once and first; the others lazily.
    const photos = root.match(/<img class="[^"]*photo[^"]*"[^>]*>/g) ?? [];
    expect(photos[0]).toMatch(/loading="eager"/);
    expect(photos[0]).toMatch(/fetchpriority="high"/i);
    for (const photo of photos.slice(1)) expect(photo).toMatch(/loading="lazy"/);
    // Each at the width it is shown: a desktop's column, a phone's full-width card.
    for (const photo of photos) expect(photo).toMatch(/srcset="[^"]*240w[^"]*960w"[^>]*sizes="\(min-width: 42.125rem\) 15rem, calc\(100vw - 2.125rem\)"/i);
    // The search's answer goes along, so the browser's store starts from it.
    expect(html).toMatch(/window\.__safarPageSeed=JSON\.parse\(.*\\"hotels\\"/);
  });

  test('the results page reads without JavaScript, and its filters and sort come from the URL', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${RESULTS}&stars=5&sort=score`);
    await expect(page.getByRole('heading', { level: 1, name: 'هتل‌های مشهد' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    // Every card five stars, best score first.
    const scores = await page.locator('article [class*="scoreBox"]').allTextContents();
    const numbers = scores.map((s) => Number(s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace('٫', '.').replace('/', '.')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    await context.close();
  });

  test('the results page hydrates in place without a second search', async ({ page }) => {
    const { problems, calls } = watch(page, '/api/hotel-catalog/');
    await page.goto(RESULTS);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // The filters arrive after hydration, counted from the seeded hotels.
    await expect(page.getByRole('button', { name: /فیلترها/ }).or(page.getByRole('complementary', { name: 'فیلترها' })).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c === 'Search')).toEqual([]);
    expect(problems).toEqual([]);
    // Still the app: a card's link opens the hotel page in place.
    await first.getByRole('link', { name: /مشاهده و رزرو/ }).click();
    await expect(page).toHaveURL(/\/hotels\/mashhad\/[a-z0-9-]+\/\?checkin=/);
  });

  test('the hotel page HTML holds its name in the title, its facts, first photo and rooms', async ({ request, baseURL }) => {
    const hotel = await firstHotel(request, baseURL!);
    const res = await request.get(`${baseURL}/hotels/mashhad/${hotel.slug}/?${stay}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${hotel.nameFa} مشهد | سفرآسا</title>`);
    const root = serverRoot(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${hotel.nameFa}<`));
    expect(root).toContain('درباره هتل');
    // The main photo is the page's largest paint: fetched first, at the width the screen shows it.
    expect(root).toMatch(/<img[^>]*src="\/images\/hotels\/\d+\/1\.jpg[^>]*srcset="[^"]*480w[^"]*"[^>]*fetchpriority="high"/i);
    expect(root).toMatch(/<h2[^>]*id="hotel-rooms"[^>]*>اتاق‌ها/);
    // A room offer with its reserve button, whatever the hotel calls its rooms (an apartment hotel: «آپارتمان دوخوابه»).
    expect(root).toMatch(/aria-label="رزرو [^"]+، [^"]+"/);
  });

  test('on a 375 px phone, a 768 px tablet and a 1280 px desktop no card photo is loaded much larger than it is shown', async ({ browser, baseURL }) => {
    // A tablet's list is one column of wide cards, each with its photo in a 15rem column.
    for (const viewport of [{ width: 375, height: 800 }, { width: 768, height: 1024 }, { width: 1280, height: 900 }]) {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      await page.goto(RESULTS);
      const photo = page.getByRole('article').first().locator('img').first();
      await expect(photo).toHaveJSProperty('complete', true);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const { natural, shown } = await photo.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.clientWidth }));
      // The smallest candidate that covers it: never the next size up (candidates go 240, 480, 720, 960).
      expect(natural, `${viewport.width} px`).toBeGreaterThanOrEqual(shown);
      expect(natural, `${viewport.width} px`).toBeLessThan(shown * 2);
      await context.close();
    }
  });

  test('the hotel page hydrates without calling GetHotel again and keeps its title', async ({ page, request, baseURL }) => {
    const hotel = await firstHotel(request, baseURL!);
    const { problems, calls } = watch(page, '/api/hotel-catalog/');
    await page.goto(`/hotels/mashhad/${hotel.slug}/?${stay}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: hotel.nameFa })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c === 'GetHotel' || c === 'Search')).toEqual([]);
    await expect(page).toHaveTitle(`${hotel.nameFa} مشهد | سفرآسا`);
    expect(problems).toEqual([]);
  });

  test('an unknown hotel of a known city is a 404 with the Persian not-found page', async ({ request, baseURL }) => {
    for (const path of [`/hotels/mashhad/no-such-hotel/?${stay}`, '/hotels/mashhad/no-such-hotel/']) {
      const res = await request.get(`${baseURL}${path}`);
      expect([path, res.status()]).toEqual([path, 404]);
    }
  });

  test('an unknown hotel shows the not-found page in the browser', async ({ page }) => {
    await page.goto(`/hotels/mashhad/no-such-hotel/?${stay}`);
    await expect(page.getByText(/پیدا نشد|یافت نشد/).first()).toBeVisible();
  });
});
