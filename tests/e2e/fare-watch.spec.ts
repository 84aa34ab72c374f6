import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { AvailableResponse, FareAlertPush, FareWatch, OrderDetails, Proposal } from '../../src/contract';
import { addDays, buildSearchUrl, Cabin, LocationCodeType, ProductType, tehranToday, toPersianDigits, TripType, type IsoDate } from '../../src/domain';
import { BrowserSubscription, LocalPushService } from '../fakes/push-service';
import { E2E_SERVER_ENV } from './global-setup';
import { bearer, freshPhone, type Session } from './support/accounts';
import { data } from './support/api';
import { adult } from './support/booking';
import { freePort } from './support/ports';

// Issue 30: a traveller watches a route from its results; when the cheapest fare's last seats are
// going, the server pushes an alert (encrypted, RFC 8291) to the browser's push service — here a
// local one, since Chromium's own (FCM) cannot be reached — and the service worker shows it.

const resultsUrl = (date: IsoDate) => buildSearchUrl({
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay, productType: ProductType.DomesticFlight,
  segments: [{ origin: 'THR', originType: LocationCodeType.AirportCode, destination: 'MHD', destinationType: LocationCodeType.AirportCode, departureDate: date, isJalali: true }],
});

/** A server of its own: it trusts the local push service's certificate and re-checks watches every few seconds. */
async function startServer(push: LocalPushService) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-fare-watch-'));
  let log = '';
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env, ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
      NODE_EXTRA_CA_CERTS: push.certificateFile, FARE_WATCH_INTERVAL_MINUTES: '0.05', SWEEP_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.ok, () => false), { timeout: 120_000 }).toBe(true);
  return {
    base,
    log: () => log,
    close() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(api: APIRequestContext, log: () => string): Promise<Session> {
  const phone = freshPhone();
  await api.post('/account/otp/create', { data: { phoneNumber: phone } });
  let code: string | undefined;
  await expect.poll(() => (code = new RegExp(`OTP code for ${phone}: (\\d{5})`).exec(log())?.[1])).toBeTruthy();
  const body = await (await api.post('/account/connect/token', { form: { grant_type: 'otp', phone_number: phone, code: code! } })).json() as { access_token: string; refresh_token: string; refresh_expires_in: number };
  return { phone, accessToken: body.access_token, refreshToken: body.refresh_token, refreshExpiresIn: body.refresh_expires_in };
}

/** A day whose one cheapest fare has 4–9 seats: holding all but three of them is "the last seats going". */
async function dayWithRoomyCheapest(api: APIRequestContext): Promise<{ date: IsoDate; requestId: string; proposal: Proposal }> {
  for (let days = 30; days < 90; days++) {
    const date = addDays(tehranToday(), days);
    const search = await data<AvailableResponse>(await api.post('/api/flight-catalog/FlightCatalog/Available', {
      data: { adults: 1, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: date }] },
    }));
    const open = search.proposals.filter((p) => p.Seat > 0);
    const min = Math.min(...open.map((p) => p.TotalPrice));
    const cheapest = open.filter((p) => p.TotalPrice === min);
    if (cheapest.length === 1 && cheapest[0]!.Seat >= 4) return { date, requestId: search.requestId, proposal: cheapest[0]! };
  }
  throw new Error('no day with a roomy cheapest fare');
}

test('watching a route from its results: the last cheap seats going reach the browser as a Persian notification', async ({ browser }) => {
  test.setTimeout(180_000);
  const push = await new LocalPushService().start();
  const server = await startServer(push);
  const api = await playwrightRequest.newContext({ baseURL: server.base });
  const subscription = new BrowserSubscription(`${push.origin}/push/e2e-browser`);
  const context = await browser.newContext({ baseURL: server.base, locale: 'fa-IR', timezoneId: 'Asia/Tehran', permissions: ['notifications'] });
  try {
    const session = await signIn(api, server.log);
    await context.addInitScript(({ s, sub }) => {
      localStorage.setItem('auth.access_token', s.accessToken);
      localStorage.setItem('auth.refresh_token', s.refreshToken);
      localStorage.setItem('auth.refresh_expires_at', String(Date.now() + s.refreshExpiresIn * 1000));
      localStorage.setItem('auth.issued_at', String(Date.now()));
      // Chromium's push service is out of reach: subscribing answers the local one's subscription,
      // made with keys the test holds, and remembers the key the app subscribed with.
      const made = { endpoint: sub.endpoint, toJSON: () => sub, unsubscribe: async () => true };
      let current: typeof made | null = null;
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        (window as unknown as { appKey: unknown }).appKey = Array.from(new Uint8Array(options!.applicationServerKey as ArrayBuffer));
        current = made;
        return made as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription | null;
    }, { s: session, sub: subscription.toJSON() });
    const page = await context.newPage();
    const { date, proposal } = await dayWithRoomyCheapest(api);

    await page.goto(resultsUrl(date));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const watchSwitch = page.getByRole('switch', { name: /ردیابی قیمت/ });
    await watchSwitch.click();
    await expect(watchSwitch).toBeChecked();
    // The app subscribed with the server's VAPID key, and the server keeps the subscription for this session.
    const publicKey = (await data<{ publicKey: string }>(await api.get('/api/fare-watch/Push/PublicKey'))).publicKey;
    expect(Buffer.from(await page.evaluate(() => (window as unknown as { appKey: number[] }).appKey)).toString('base64url')).toBe(publicKey);
    const [watch] = await data<FareWatch[]>(await api.get('/api/fare-watch/Watches', { headers: bearer(session) }));
    expect(watch).toMatchObject({ channels: { push: true, sms: false, email: false }, seatsLeft: proposal.Seat });

    // Other travellers hold all but three seats of the cheapest fare.
    const held = proposal.Seat - 3;
    const search = await data<AvailableResponse>(await api.post('/api/flight-catalog/FlightCatalog/Available', {
      data: { adults: held, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: date }] },
    }));
    const same = search.proposals.find((p) => p.ProposalId === proposal.ProposalId)!;
    const other = await signIn(api, server.log);
    const order = await data<OrderDetails>(await api.post('/api/flight-reservation/Submit/SubmitFlightOrder', {
      headers: bearer(other), data: { proposal: { requestId: search.requestId, proposalId: same.ProposalId }, passengers: Array.from({ length: held }, () => adult()), contact: { mobile: other.phone } },
    }));
    await data(await api.post('/api/flight-reservation/Reserve/ReserveFlightOrder', { headers: bearer(other), data: { orderId: order.id } }));

    // The watch job notices within seconds and the push reaches the push service, encrypted for this browser.
    await expect.poll(() => push.received.length, { timeout: 60_000 }).toBe(1);
    const text = subscription.decrypt(push.received[0]!.body);
    const alert = JSON.parse(text) as FareAlertPush;
    expect(alert.title).toBe('صندلی‌های ارزان تهران ← مشهد رو به اتمام است');
    expect(alert.body).toContain(`فقط ${toPersianDigits(3)} صندلی`);
    expect(alert.url).toContain('/flight/THR-MHD/');

    // The push service hands it to the browser (here through DevTools): the service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => r.scopeURL.startsWith(server.base))?.registrationId).toBeTruthy();
    const registrationId = registrations.find((r) => r.scopeURL.startsWith(server.base))!.registrationId;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.base, registrationId, data: text });
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, dir: n.dir, lang: n.lang, url: (n.data as { url: string }).url })));
    await expect.poll(shown).toEqual([{ title: alert.title, body: alert.body, dir: 'rtl', lang: 'fa', url: alert.url }]);

    // The profile lists the watch at the price it was watched; removing it ends its alerts.
    await page.goto('/profile/fare-watches/');
    const card = page.getByRole('article').filter({ hasText: 'تهران ← مشهد' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /حذف|برداشتن/ }).first().click();
    const confirm = page.getByRole('button', { name: /بله|برداشتن ردیابی|حذف شود/ });
    if (await confirm.count()) await confirm.first().click();
    await expect(page.getByText('هنوز قیمت مسیری را ردیابی نمی‌کنید')).toBeVisible();
    expect(await data<FareWatch[]>(await api.get('/api/fare-watch/Watches', { headers: bearer(session) }))).toEqual([]);
  } finally {
    await context.close();
    await api.dispose();
    server.close();
    await push.stop();
  }
});
