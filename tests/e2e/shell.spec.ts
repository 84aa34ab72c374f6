import { expect, test } from '@playwright/test';

test.describe('the app shell', () => {
  test('opens / in Persian, right to left, with the Persian title and Vazirmatn', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page).toHaveTitle(/بلیط هواپیما.*ارزان.*داخلی و خارجی.*پشتیبانی ۲۴ ساعته/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ارزان.*داخلی و خارجی.*۲۴ ساعته/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
        body: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts.loaded.some((family) => family.includes('Vazirmatn'))).toBe(true);
    expect(fonts.body).toMatch(/^["']?Vazirmatn/);
  });

  test('loads the font from the app itself, never a CDN', async ({ page, baseURL }) => {
    const fontRequests: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fontRequests.push(req.url());
    });
    await page.goto('/');
    // The first page renders in a transition: wait for its text before asking for the fonts.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(url.startsWith(baseURL!)).toBe(true);
  });

  test('serves the app for any page path and JSON for unknown API paths', async ({ page, request }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /این صفحه پیدا نشد/ })).toBeVisible();

    const api = await request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ data: null, meta: { message: expect.any(String) } });

    const health = await request.get('/api/health');
    expect(await health.json()).toEqual({ data: { status: 'ok' }, meta: {} });
  });
});
