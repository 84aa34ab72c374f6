import { expect, test, type Page } from '@playwright/test';
import { addDays, buildSearchUrl, Cabin, LocationCodeType, ProductType, tehranToday, TripType } from '../../src/domain';
import { formatJalaliForUrl } from '../../src/domain/jalali';
import { signInByApi, useSession as seedSession, type Session } from './support/accounts';

// Issue 29: on every server-rendered route the first client render matches the server's HTML,
// signed in or not; whatever the server cannot know (the traveller, the wallet) comes after hydration.
const checkIn = addDays(tehranToday(), 7);
const stay = `checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(addDays(checkIn, 2))}`;
const FLIGHTS = buildSearchUrl({
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay, productType: ProductType.DomesticFlight,
  segments: [{ origin: 'THR', originType: LocationCodeType.AirportCode, destination: 'MHD', destinationType: LocationCodeType.AirportCode, departureDate: addDays(tehranToday(), 7), isJalali: true }],
});
const ROUTES = ['/', FLIGHTS, '/cities/istanbul/', `/hotels/mashhad/?${stay}`, '/tour/', '/cip/', '/about-us/', '/privacy/buying-ticket/'];

/** React's hydration complaints and page errors while a route opens and settles. */
async function hydrationProblems(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /#418|#423|#425|hydrat|did not match/i.test(m.text())) problems.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => problems.push(e.message.slice(0, 300)));
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return problems;
}

for (const signedIn of [false, true]) {
  test(`no hydration mismatch on any server-rendered route, ${signedIn ? 'signed in' : 'signed out'}`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const session: Session | undefined = signedIn ? await signInByApi(request) : undefined;
    const found: string[] = [];
    for (const route of ROUTES) {
      const context = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (session) await seedSession(page, session);
      for (const p of await hydrationProblems(page, route)) found.push(`${route}: ${p}`);
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
