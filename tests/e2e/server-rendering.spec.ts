import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { addDays, buildSearchUrl, Cabin, LocationCodeType, ProductType, tehranToday, TripType } from '../../src/domain';

// Pages come server-rendered (src/entry-server.tsx) and are hydrated in place by the browser.
const RESULTS = buildSearchUrl({
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay, productType: ProductType.DomesticFlight,
  segments: [{
    origin: 'THR', originType: LocationCodeType.AirportCode, destination: 'MHD', destinationType: LocationCodeType.AirportCode,
    departureDate: addDays(tehranToday(), 7), isJalali: true,
  }],
});
const PAGES: [path: string, heading: RegExp][] = [
  ['/', /بلیط/],
  ['/cities/istanbul/', /استانبول/],
  ['/about-us/', /درباره/],
  // A prose page with tables (a plain table in a scrollable, named region).
  ['/privacy/buying-ticket/', /قوانین خرید بلیت/],
  // The server renders with the city lists (and sends them along), so the route has its names.
  [RESULTS, /بلیط هواپیما تهران به مشهد/],
];

/** Console errors and warnings, which is where React reports a hydration mismatch. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

// Evaluated, not added as a <script>: the page's CSP (rightly) refuses inline scripts it did not sign.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG A/AA violations on the page as it stands, as "rule: first offending element". */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (options: object) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } };
    const { violations } = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
  });
}

test.describe('server-rendered pages', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} arrives with its page in the HTML`, async ({ request, baseURL }) => {
      const res = await request.get(`${baseURL}${path}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script(?: nonce="[^"]*")?>/.exec(html)?.[1] ?? '';
      expect(root).toMatch(/<h1[^>]*>/);
      expect(root).toContain('__staticRouterHydrationData');
      // The app's script is requested after the first paint, not by the HTML.
      expect(html).not.toMatch(/<script[^>]*type="module"/);
    });

    test(`${path} reads without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await context.close();
    });

    // The server's HTML holds the loading states (skeletons) the browser shows only briefly.
    test(`${path} is accessible as the server sends it`, async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${path} is accessible once hydrated`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  // On a phone seven days do not fit: the strip the server sends opens on the chosen day, centred.
  test('the results date strip opens on the chosen day without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}${RESULTS}`);
    const strip = page.getByRole('navigation', { name: 'انتخاب روز پرواز' }).getByRole('list');
    const chosen = strip.locator('[aria-current="date"]');
    const [list, day] = [await strip.boundingBox(), await chosen.boundingBox()];
    expect(list && day).toBeTruthy();
    expect(Math.abs(list!.x + list!.width / 2 - (day!.x + day!.width / 2))).toBeLessThan(4);
    await context.close();
  });

  test('a hydrated page navigates in the app, without reloading', async ({ page }) => {
    await page.goto('/cities/istanbul/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'درباره ما' }).first().click();
    await expect(page).toHaveURL(/\/about-us\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /درباره/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

// SPEC §9's lazy hydration: parts below the fold keep the server's HTML until the page is in use.
test.describe('lazily hydrated parts', () => {
  test('home hydrates without waiting for its popular cities, which hydrate in place later', async ({ page }) => {
    const problems = collectProblems(page);
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    // What the page had fetched at the moment it reported itself hydrated.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hydrated !== 'true') return;
          observer.disconnect();
          const fetched = performance.getEntriesByType('resource').map((e) => e.name);
          Object.assign(window, { citiesAtHydration: fetched.some((name) => /\/PopularCities-[\w-]+\.js$/.test(name)) });
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
      });
    });
    await page.goto('/');
    const cities = page.getByRole('heading', { level: 2, name: 'پروازهای داخلی پرطرفدار' });
    await cities.evaluate((heading) => Object.assign(heading, { fromServer: true }));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => (window as unknown as { citiesAtHydration?: boolean }).citiesAtHydration)).toBe(false);
    await expect.poll(() => chunks.some((c) => /\/PopularCities-[\w-]+\.js$/.test(c)), { timeout: 5000 }).toBe(true);
    // The same element the server sent, now driven by React: a card's link navigates in the app.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(await cities.evaluate((heading) => (heading as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    await page.getByRole('link', { name: /مشهد/ }).first().click();
    await expect(page).toHaveURL(/\/flight\/THR-MHD\//);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a tap on the phone\'s bottom bar before its code arrives navigates in the app', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // The bar's chunk arrives late, so the tap lands on the server's HTML.
    await page.route('**/assets/MobileBottomNav-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/about-us/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'پیمایش اصلی' }).getByRole('link', { name: /خانه/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /بلیط/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
