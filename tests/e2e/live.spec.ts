import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import type { AvailableResponse, OrderDetails, Proposal } from '../../src/contract';
import { addDays, buildSearchUrl, Cabin, LocationCodeType, ProductType, tehranToday, TripType, type IsoDate } from '../../src/domain';
import { E2E_SERVER_ENV } from './global-setup';
import { bearer, signInByApi, type Session } from './support/accounts';
import { data } from './support/api';
import { adult } from './support/booking';
import { freePort } from './support/ports';

// SPEC §7's live updates: seats taken by others reach an open results page without a reload, and
// a flight that sells out is marked and can no longer be chosen.

const resultsUrl = (date: IsoDate) => buildSearchUrl({
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay, productType: ProductType.DomesticFlight,
  segments: [{ origin: 'THR', originType: LocationCodeType.AirportCode, destination: 'MHD', destinationType: LocationCodeType.AirportCode, departureDate: date, isJalali: true }],
});

/** The same flight (number and departure) in a search for `adults`, if it still has the seats. */
async function findFlight(api: APIRequestContext, date: IsoDate, flightNumber: string, adults: number): Promise<{ requestId: string; proposal: Proposal } | undefined> {
  const search = await data<AvailableResponse>(await api.post('/api/flight-catalog/FlightCatalog/Available', {
    data: { adults, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: date }] },
  }));
  const proposal = search.proposals.find((p) => p.FlightGroups[0]?.FlightNumber === flightNumber && p.Seat >= adults);
  return proposal && { requestId: search.requestId, proposal };
}

/** Holds every seat left on the flight (orders of up to nine adults), as other travellers would. */
async function sellOut(api: APIRequestContext, session: Session, date: IsoDate, flightNumber: string): Promise<void> {
  for (let round = 0; round < 30; round++) {
    const one = await findFlight(api, date, flightNumber, 1);
    if (!one) return;
    const adults = Math.min(9, one.proposal.Seat);
    const found = await findFlight(api, date, flightNumber, adults);
    if (!found) continue;
    const order = await data<OrderDetails>(await api.post('/api/flight-reservation/Submit/SubmitFlightOrder', {
      headers: bearer(session),
      data: { proposal: { requestId: found.requestId, proposalId: found.proposal.ProposalId }, passengers: Array.from({ length: adults }, () => adult()), contact: { mobile: session.phone } },
    }));
    await data(await api.post('/api/flight-reservation/Reserve/ReserveFlightOrder', { headers: bearer(session), data: { orderId: order.id } }));
  }
  throw new Error(`flight ${flightNumber} did not sell out`);
}

/** Opens the results page, and answers the first flight's card and number. */
async function openResults(page: Page, base: string, date: IsoDate) {
  await page.goto(`${base}${resultsUrl(date)}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^انتخاب پرواز/ }) }).first();
  await expect(card).toBeVisible();
  const flightNumber = (await card.locator('[class*="latin"]').first().innerText()).trim();
  expect(flightNumber).toMatch(/\w+\d+/);
  return { card: page.getByRole('article').filter({ hasText: flightNumber }).first(), flightNumber };
}

async function expectSoldOutLive(page: Page, card: ReturnType<Page['getByRole']>) {
  // No reload: the page's own navigation entry is the one it started with.
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await expect(card.getByText('تکمیل ظرفیت')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: /^انتخاب پرواز/ })).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
}

test('seats sold elsewhere reach an open results page: the flight is marked sold out and cannot be chosen', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // Dates of their own (Jalali, as the API reads years under 2000): no other test sells these flights.
  const jalali = addDays(tehranToday(), 23);
  const { card, flightNumber } = await openResults(page, baseURL!, jalali);
  const session = await signInByApi(request);
  await sellOut(request, session, jalali, flightNumber);
  await expectSoldOutLive(page, card);
});


/** A server process of its own on `databaseUrl`; its log (with the sign-in codes) is kept. */
async function startServer(databaseUrl: string): Promise<{ base: string; log: () => string; process: ChildProcess }> {
  const port = await freePort();
  let log = '';
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.ok ?? false, { timeout: 90_000, intervals: [250] }).toBe(true);
  return { base, log: () => log, process: child };
}

test('on one PostgreSQL, seats sold through one server process reach a browser connected to another', async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL), as CI has');
  test.setTimeout(240_000);
  const admin = process.env.DATABASE_URL!;
  const name = `e2e_live_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // One process migrates first; the second then finds the schema in place.
  const seller = await startServer(url.toString());
  const shown = await startServer(url.toString());
  const api = await playwrightRequest.newContext({ baseURL: seller.base });
  try {
    const jalali = addDays(tehranToday(), 24);
    const { card, flightNumber } = await openResults(page, shown.base, jalali);
    const phone = `0913${String(Date.now() % 1e7).padStart(7, '0')}`;
    expect((await api.post('/account/otp/create', { data: { phoneNumber: phone } })).ok()).toBe(true);
    await expect.poll(() => new RegExp(`OTP code for ${phone}: (\\d{5})`).exec(seller.log())?.[1], { timeout: 10_000 }).toBeTruthy();
    const code = new RegExp(`OTP code for ${phone}: (\\d{5})`).exec(seller.log())![1]!;
    const token = await (await api.post('/account/connect/token', { form: { grant_type: 'otp', phone_number: phone, code } })).json() as { access_token: string };
    const session: Session = { phone, accessToken: token.access_token, refreshToken: '', refreshExpiresIn: 0 };
    await sellOut(api, session, jalali, flightNumber);
    await expectSoldOutLive(page, card);
  } finally {
    await api.dispose();
    for (const s of [seller, shown]) if (s.process.pid) process.kill(-s.process.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    const cleanup = new pg.Client({ connectionString: admin });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
});
