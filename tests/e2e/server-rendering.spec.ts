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

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's WCAG A/AA violations on the page as it stands, as "rule: first offending element". */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
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
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
      expect(root).toMatch(/<h1[^>]*>/);
      expect(root).toContain('__staticRouterHydrationData');
      // The app's script is requested after the first paint, not by the HTML.
      expect(html).not.toMatch(/<script type="module"/);
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
