import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { OrderDetails, OrderSummary, PayCreateResponse } from '../../src/contract';
import { toPersianDigits } from '../../src/domain';
// @ts-expect-error plain ESM helper shared with the test script
import { chromiumPath, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { E2E_SERVER_ENV } from './global-setup';
import { bearer, signInByApi, useSession, type Session } from './support/accounts';
import { bookByApi, bookCipByApi, oneWay, payAtBank } from './support/booking';
import { freePort } from './support/ports';
import { shoot } from './support/travellers';

// Issue #19: the installed app. Each test signs in a traveller of its own; the install tests use
// a profile on disk (an incognito context cannot install), the offline ones the usual context.

const BASE = () => process.env.E2E_BASE_URL!;

/** A Chromium profile on disk with the app's page open: the browser can install from it. */
async function profileContext(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'safar-pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(), args: CHROMIUM_ARGS, baseURL: BASE(), locale: 'fa-IR', timezoneId: 'Asia/Tehran',
    viewport: { width: 1280, height: 900 },
  });
  const page = context.pages()[0] ?? await context.newPage();
  return { context, page, close: async () => { await context.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** The order as the traveller's API reads it. */
async function orderOf(request: APIRequestContext, session: Session, orderId: string): Promise<OrderSummary> {
  const response = await request.get(`/api/orders/Order/GetById/${orderId}`, { headers: bearer(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OrderSummary }).data;
}

/** An order booked through the API and paid at the sandbox bank in the page: issued, with its tickets. */
async function issuedOrder(page: Page, request: APIRequestContext, session: Session): Promise<OrderDetails> {
  const order = await bookByApi(request, session);
  const pay = await request.post('/api/payment/Pay/Create', { headers: bearer(session), data: { orderId: order.id } });
  expect(pay.ok(), await pay.text()).toBe(true);
  await page.goto(((await pay.json()) as { data: PayCreateResponse }).data.url);
  await payAtBank(page);
  await expect(page).toHaveURL(new RegExp(`/payment/${order.id}/`), { timeout: 30_000 });
  await expect.poll(async () => (await orderOf(request, session, order.id)).status, { timeout: 30_000 }).toBe('Issued');
  return order;
}

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}

/** Cache Storage as the page sees it: cache name → the paths (and queries) it holds. */
const cachedPaths = (page: Page) => page.evaluate(async () => {
  const out: Record<string, string[]> = {};
  for (const name of await caches.keys()) {
    out[name] = (await (await caches.open(name)).keys()).map((r) => { const u = new URL(r.url); return u.pathname + u.search; });
  }
  return out;
});

test('the app is installable: Chrome reports no installability errors and the manifest and its icons load', async ({ request }) => {
  test.setTimeout(90_000);
  const { page, context, close } = await profileContext();
  try {
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 }).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      lang: string; dir: string; display: string; start_url: string; scope: string; short_name: string; theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[]; shortcuts: { url: string }[]; screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'fa', dir: 'rtl', display: 'standalone', start_url: '/', scope: '/', short_name: 'سفرآسا', theme_color: '#1154b9' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/flight/', '/profile/my-travels/']);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    // Every image the manifest names loads, as the size it claims.
    for (const image of [...manifest.icons, ...manifest.screenshots, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const response = await request.get(image.src);
      expect(response.status(), image.src).toBe(200);
      expect(response.headers()['content-type'], image.src).toMatch(/^image\//);
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
    const served = await request.get('/manifest.webmanifest');
    expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  } finally {
    await close();
  }
});

test('an order placed from the installed app reports the Pwa channel, from a browser tab WebSite', async ({ request }) => {
  test.setTimeout(150_000);
  const session = await signInByApi(request);
  // A flight with room for the two orders made from this one: the first with seats could fill up while other
  // specs book it (a CI run met «ظرفیت این پرواز تکمیل شده است»).
  const trip = await oneWay(request, { days: 11, pick: (p) => !p.IsCharter && p.Seat >= 9 });
  const placed = await bookByApi(request, session, { reserve: false, trip });
  expect(placed.channel).toBe('WebSite');
  const { page, context, close } = await profileContext();
  try {
    await context.addInitScript((s) => {
      localStorage.setItem('auth.access_token', s.accessToken);
      localStorage.setItem('auth.refresh_token', s.refreshToken);
      localStorage.setItem('auth.refresh_expires_at', String(Date.now() + s.refreshExpiresIn * 1000));
      localStorage.setItem('auth.issued_at', String(Date.now()));
    }, session);
    // Resubmitting an order's passengers (/edit-passenger/?orderId=) makes a new order from the page.
    const resubmit = async (app: Page) => {
      await expect(app.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
      await app.getByRole('button', { name: 'ثبت مسافران و ادامه' }).click();
      await expect(app).toHaveURL(/\/confirm\/\?orderId=/, { timeout: 30_000 });
      const orderId = new URL(app.url()).searchParams.get('orderId')!;
      expect(orderId).not.toBe(placed.id);
      return (await orderOf(request, session, orderId)).channel;
    };
    const editUrl = `/edit-passenger/?orderId=${placed.id}`;
    await page.goto(editUrl);
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(false);
    expect(await resubmit(page)).toBe('WebSite');

    // Installed and opened in its own window, as from the app list: display-mode is standalone.
    const cdp = await context.newCDPSession(page);
    const manifestId = `${BASE()}/`;
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 }).toEqual([]);
    await cdp.send('PWA.install', { manifestId });
    await cdp.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' });
    const opened = context.waitForEvent('page');
    await cdp.send('PWA.launch', { manifestId, url: `${BASE()}${editUrl}` });
    const app = await opened;
    await app.waitForLoadState();
    expect(await app.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    expect(await resubmit(app)).toBe('Pwa');
  } finally {
    await close();
  }
});

test('offline: home and an opened ticket reload in Persian, my travels lists it, a page never seen shows the offline page; signing out clears the trips', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await signInByApi(request);
  await useSession(page, session);
  const order = await issuedOrder(page, request, session);

  // The first visit installs the worker; it controls the page (and every page after a reload).
  await page.goto('/');
  await controlled(page);
  await page.reload();
  await controlled(page);

  // The traveller opens the ticket while online: its details, the ticket card and the PDF are kept.
  const details = `/profile/my-travels/order-details/?orderId=${order.id}`;
  await page.goto(details);
  await expect(page.getByRole('heading', { name: 'جزئیات سفارش' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('علی رضایی').first()).toBeVisible();
  await expect.poll(async () => {
    const trips = Object.entries(await cachedPaths(page)).find(([name]) => name.startsWith('safarasa-trips-'))?.[1] ?? [];
    return ['GetCurrentUserOrderDetails', 'GetOrderPassengers', 'FlightTicketPdf'].filter((part) => trips.some((p) => p.includes(part)));
  }, { timeout: 60_000 }).toHaveLength(3);
  const pages = (await cachedPaths(page))['safarasa-pages'] ?? [];
  expect(pages).toEqual(expect.arrayContaining(['/', `/profile/my-travels/order-details/?orderId=${order.id}`]));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'جزئیات سفارش' })).toBeVisible();
  await expect(page.getByText('علی رضایی').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(toPersianDigits(order.number)).first()).toBeVisible();

  await page.goto(`/profile/my-travels/order-details/flight-order-items/?orderId=${order.id}`);
  await expect(page.getByRole('heading', { name: 'بلیت‌های صادرشده' })).toBeVisible({ timeout: 20_000 });

  // The PDF, as the download button asks for it (with the Bearer header), from the device.
  const pdf = await page.evaluate(async ({ id, token }) => {
    const response = await fetch(`/api/flight-reservation/Tickets/FlightTicketPdf/${id}?timestamp=${Date.now()}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), head: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
  }, { id: order.id, token: session.accessToken });
  expect(pdf).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF-' });

  await page.goto('/profile/my-travels/');
  await expect(page.getByText('شما آفلاین هستید')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(toPersianDigits(order.number)).first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بلیط هواپیما ارزان، داخلی و خارجی');

  await page.goto('/visa/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اتصال به اینترنت برقرار نیست');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Back online, signing out takes the trips (and the account pages naming them) off the device.
  // In a tab of its own: the offline page reloads itself when the browser reports being online,
  // which would race a navigation of this one.
  await context.setOffline(false);
  const account = await context.newPage();
  await account.goto('/profile/');
  await expect(account.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await account.getByRole('button', { name: /^حساب کاربری/ }).click();
  await account.getByRole('menuitem', { name: 'خروج' }).click();
  await expect.poll(async () => {
    const caches = await cachedPaths(account);
    return {
      trips: Object.keys(caches).filter((name) => name.startsWith('safarasa-trips-')),
      accountPages: (caches['safarasa-pages'] ?? []).filter((p) => p.startsWith('/profile/')),
    };
  }, { timeout: 15_000 }).toEqual({ trips: [], accountPages: [] });
});


test('offline: an opened CIP voucher reloads with its PDF, its order details and my travels; a voucher is kept like a ticket', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const session = await signInByApi(request);
  await useSession(page, session);
  const order = await bookCipByApi(request, session);
  const pay = await request.post('/api/payment/Pay/Create', { headers: bearer(session), data: { orderId: order.id } });
  expect(pay.ok(), await pay.text()).toBe(true);
  await page.goto(((await pay.json()) as { data: PayCreateResponse }).data.url);
  await payAtBank(page);
  // The bank sends the browser back to the result page; leave only once it is there (see issuedOrder).
  await expect(page).toHaveURL(new RegExp(`/cip/payment/${order.id}/`), { timeout: 30_000 });
  await expect.poll(async () => (await orderOf(request, session, order.id)).status, { timeout: 30_000 }).toBe('Issued');

  await page.goto('/');
  await controlled(page);
  await page.reload();
  await controlled(page);

  // Opened once online: its details, its summary, the voucher PDF and the pages that show it are kept.
  const voucherPage = `/cip/voucher/${order.id}/`;
  await page.goto(voucherPage);
  const voucher = page.getByRole('article', { name: 'واچر CIP فرودگاه امام خمینی' });
  await expect(voucher).toContainText('سارا احمدی', { timeout: 30_000 });
  await expect.poll(async () => {
    const trips = Object.entries(await cachedPaths(page)).find(([name]) => name.startsWith('safarasa-trips-'))?.[1] ?? [];
    return ['GetCipOrderDetails', 'GetById', 'CipReservation/Voucher'].filter((part) => trips.some((p) => p.includes(part)));
  }, { timeout: 60_000 }).toHaveLength(3);
  expect((await cachedPaths(page))['safarasa-pages']).toEqual(expect.arrayContaining([voucherPage, `/profile/my-travels/order-details/?orderId=${order.id}`]));

  await context.setOffline(true);
  await page.reload();
  await expect(voucher).toContainText('سارا احمدی', { timeout: 20_000 });
  await expect(voucher).toContainText(toPersianDigits(order.number));
  await shoot(page, 'PWA_SCREENS', 'cip-voucher-offline');

  const pdf = await page.evaluate(async ({ id, token }) => {
    const response = await fetch(`/api/cip/CipReservation/Voucher/${id}?timestamp=${Date.now()}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), head: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
  }, { id: order.id, token: session.accessToken });
  expect(pdf).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF-' });

  await page.goto(`/profile/my-travels/order-details/?orderId=${order.id}`);
  await expect(page.getByRole('region', { name: 'مسافران' })).toContainText('سارا احمدی', { timeout: 20_000 });
  await page.goto('/profile/my-travels/');
  await expect(page.getByText('شما آفلاین هستید')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(toPersianDigits(order.number)).first()).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'PWA_SCREENS', 'my-travels-offline');
  await context.setOffline(false);
});

test('a new deploy is detected and offered: «نسخه جدید آماده است», and «بارگذاری دوباره» moves to it once', async ({ page }) => {
  test.setTimeout(240_000);
  // A server of its own on a copy of the build, whose service worker the test can replace.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'safar-pwa-dist-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-pwa-data-'));
  cpSync('dist', staticDir, { recursive: true });
  const port = await freePort();
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: staticDir, SSR_DIR: path.resolve('dist-ssr') },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.ok, () => false), { timeout: 120_000 }).toBe(true);
    await page.goto(`${base}/`);
    await controlled(page);
    await expect(page.getByText('نسخه جدید آماده است')).toBeHidden();

    // The next deploy: a service worker whose bytes differ (as every build's precache list does).
    appendFileSync(path.join(staticDir, 'sw.js'), '\n// the next deploy\n');
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'نسخه جدید آماده است' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(await waiting()).toBe(true);

    // Nothing moves until the traveller says so; then one reload onto the new version.
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'بارگذاری دوباره' }).click();
    await reloaded;
    await controlled(page);
    expect(await waiting()).toBe(false);
    await expect(page.getByText('نسخه جدید آماده است')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بلیط هواپیما ارزان، داخلی و خارجی');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('without service workers (refused, as in a private window or a harness that blocks them): the app works and throws nothing', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL: BASE(), locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const blocked = page.waitForEvent('console', { predicate: (m) => /Service Worker registration blocked/i.test(m.text()), timeout: 20_000 });
  await page.goto('/');
  // The installed app's parts start when the page is idle; Playwright's block answers their registration with nothing.
  await blocked;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  await page.getByRole('tab', { name: 'هتل' }).click();
  await expect(page.getByRole('tab', { name: 'هتل' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
  await context.close();
});
