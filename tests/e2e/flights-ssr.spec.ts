import { expect, test } from '@playwright/test';
import { addDays, buildSearchUrl, Cabin, LocationCodeType, ProductType, tehranToday, TripType } from '../../src/domain';
import { bearer, signInByApi, useSession } from './support/accounts';
import { serverRoot, watch } from './support/pages';

// Issue 29: the flight results page is rendered on the server with its search answered, and the
// browser starts from the same answer (the page seed) instead of searching again.
const day = addDays(tehranToday(), 9);
const RESULTS = buildSearchUrl({
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay, productType: ProductType.DomesticFlight,
  segments: [{ origin: 'THR', originType: LocationCodeType.AirportCode, destination: 'MHD', destinationType: LocationCodeType.AirportCode, departureDate: day, isJalali: true }],
});
const FLIGHT_CALLS = ['Available', 'CalendarPrices'];

test.describe('flight results rendered on the server', () => {
  test('the HTML holds the first cards with their prices and the strip’s prices, and the answer for the browser', async ({ request, baseURL }) => {
    const res = await request.get(`${baseURL}${RESULTS}`);
    const html = await res.text();
    const root = serverRoot(html);
    const cards = root.match(/role="listitem"/g) ?? [];
    expect(cards.length).toBe(3);
    expect(root).toContain('انتخاب پرواز');
    // Prices in Persian digits with the rial, in the cards and in the date strip.
    expect(root).toMatch(/[۰-۹]{1,3}(٬[۰-۹]{3})+/);
    expect(root).toContain('ریال');
    // Whether today's price is low, above the cheapest card (issue 30), before the list.
    expect(root).toMatch(/data-verdict="(low|typical|high)"[^]*قیمت امروز برای این مسیر[^]*role="listitem"/);
    expect(html).toMatch(/window\.__safarPageSeed=JSON\.parse\(.*\\"flights\\"/);
  });

  test('the results read without JavaScript: cards, count and the cheapest first', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}${RESULTS}`);
    const list = page.getByRole('list', { name: 'نتایج پرواز' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(/[۰-۹]+ پرواز/).first()).toBeVisible();
    await context.close();
  });

  test('the page hydrates in place without a second search, and its cards work', async ({ page }) => {
    const { problems, calls } = watch(page, '/api/flight-catalog/');
    const fareCalls = watch(page, '/api/fare-watch/').calls;
    await page.goto(RESULTS);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The price insight came with the page: shown beside the cheapest card, not asked for again.
    await expect(page.getByText(/قیمت امروز برای این مسیر/)).toBeVisible();
    // The filters and the rest of the list arrive after hydration, from the seeded answer.
    await expect(page.getByRole('button', { name: /فیلترها/ }).first()).toBeVisible();
    await expect.poll(() => page.getByRole('list', { name: 'نتایج پرواز' }).getByRole('listitem').count()).toBeGreaterThan(3);
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => FLIGHT_CALLS.includes(c))).toEqual([]);
    expect(fareCalls).not.toContain('PriceInsight');
    expect(problems).toEqual([]);
    // Still the app: a card's details open in place.
    await page.getByRole('button', { name: 'جزئیات پرواز' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(calls).toContain('FlightDetail');
  });

  for (const width of [375, 1280]) {
    test(`after a search in the browser the price insight's place is held, so the list does not move (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(RESULTS);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The next day's search runs in the browser; its insight comes a second later than its flights.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // The context's route, not the page's: the service worker's fetches go through it too.
      await page.context().route((url) => url.pathname === '/api/fare-watch/PriceInsight', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'روز بعد' }).click();
      const firstCard = page.getByRole('list', { name: 'نتایج پرواز' }).getByRole('listitem').first();
      await expect(page.locator('[aria-busy="true"]').filter({ hasText: 'ارزیابی قیمت در راه است' })).toBeAttached();
      await expect(firstCard).toBeVisible();
      const before = (await firstCard.boundingBox())!.y;
      release();
      await expect(page.getByText(/قیمت امروز برای این مسیر/)).toBeVisible();
      const after = (await firstCard.boundingBox())!.y;
      // Within a few pixels: the placeholder is as tall as the insight at this width.
      expect(Math.abs(after - before)).toBeLessThanOrEqual(8);
    });
  }

  test('a signed-in traveller’s search still goes into their history', async ({ page, request, baseURL }) => {
    const session = await signInByApi(request);
    await useSession(page, session);
    const { calls } = watch(page, '/api/flight-catalog/');
    await page.goto(RESULTS);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => calls.filter((c) => c === 'Available').length).toBe(1);
    await expect.poll(async () => {
      const res = await request.post(`${baseURL}/api/user-interactions/FlightUserInteractions/GetFlightSearchHistories`, { headers: bearer(session), data: {} });
      const { data } = (await res.json()) as { data: { origin: string; destination: string; departureDate: string }[] };
      return data.map((h) => `${h.origin}-${h.destination} ${h.departureDate}`);
    }).toEqual([`THR-MHD ${day}`]);
  });
});
