import { describe, expect, it } from 'vitest';
import { CITY_PAGES as CITY_PAGE_SLUGS, COUNTRY_PAGES as COUNTRY_PAGE_SLUGS } from '../../../../src/domain';
import {
  decideRoute, isInternalRedirect, NOT_FOUND_MESSAGES, ROUTES,
  routeById, VISA_DESTINATION_SLUGS,
} from '../../../../src/domain/routing';
import { MULTI_SEGMENT, NOT_FOUND, ORDER_ID, REDIRECTS, SAMPLE_PATHS } from './samples';

const persian = /[\u0600-\u06FF]/;

describe('ROUTES', () => {
  it('has unique ids and patterns', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it.each(ROUTES.map((r) => [r.id, r.pattern] as const))('%s (%s) resolves to itself from its sample path', (id) => {
    const decision = decideRoute(SAMPLE_PATHS[id], '');
    expect(decision.kind).toBe('page');
    if (decision.kind === 'page') expect(decision.route.id).toBe(id);
  });

  it('protects the booking, payment and profile steps and the reseller hand-off (it leads to them), and only those', () => {
    const isProtectedPath = (p: string) =>
      /^\/(add-passenger|edit-passenger|confirm|payment|profile|safarmarket)(\/|$)/.test(p) || /^\/visa\/(add-passenger|confirm|payment)(\/|$)/.test(p) ||
      /^\/(hotels|cip|tour)\/(book|confirm|payment|voucher)(\/|$)/.test(p);
    for (const r of ROUTES) expect([r.id, r.access]).toEqual([r.id, isProtectedPath(r.pattern) ? 'protected' : 'public']);
  });

  it('has every profile child of SPEC §2', () => {
    const children = ROUTES.filter((r) => r.pattern.startsWith('/profile/')).map((r) => r.pattern.slice('/profile/'.length));
    expect(children.sort()).toEqual([
      'account', 'auth-data', 'my-travels', 'my-travels/order-details', 'my-travels/order-details/VisaOrderItems',
      'my-travels/order-details/flight-order-items', 'my-travels/order-details/refund', 'passengers', 'transactions',
      // Issue 30.
      'fare-watches',
    ].sort());
  });

  it('routeById finds the entry', () => {
    expect(routeById('cityPage').pattern).toBe('/cities/:city?');
  });
});

describe('decideRoute: redirects', () => {
  it.each(REDIRECTS)('%s%s → 301 %s', (path, search, location) => {
    expect(decideRoute(path, search)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each(REDIRECTS)('%s%s: the target is final (one hop)', (path, search) => {
    const first = decideRoute(path, search);
    if (first.kind !== 'redirect') throw new Error('expected a redirect');
    const [p, q = ''] = first.location.split('?');
    expect(decideRoute(p!, q).kind).not.toBe('redirect');
  });

  it('accepts the search with or without its "?"', () => {
    expect(decideRoute('/domestic-flights', 'a=1')).toEqual(decideRoute('/domestic-flights', '?a=1'));
    expect(decideRoute('/about-us', '?')).toEqual({ kind: 'redirect', status: 301, location: '/about-us/' });
  });
});

describe('decideRoute: trailing slash (rule 1)', () => {
  it('serves a path with a query and no slash as if the slash were there', () => {
    expect(decideRoute('/about-us', '?rqs=ab1')).toMatchObject({ kind: 'page', route: { id: 'aboutUs' } });
    expect(decideRoute('/flight/THR-MHD', '?adults=1')).toMatchObject({ kind: 'page', params: { iata: 'THR-MHD' } });
  });

  it('leaves paths with a dot alone', () => {
    expect(decideRoute('/manifest.webmanifest', '').kind).toBe('not-found');
    expect(decideRoute('/flight/THR.MHD', '').kind).toBe('not-found');
  });

  it('serves the Dubai visa page with and without the slash, in any case', () => {
    expect(decideRoute('/visa-uae', '')).toMatchObject({ kind: 'page', route: { id: 'visaUae' } });
    expect(decideRoute('/visa-uae/', '')).toMatchObject({ kind: 'page', route: { id: 'visaUae' } });
    expect(decideRoute('/VISA-UAE', '')).toMatchObject({ kind: 'page', route: { id: 'visaUae' } });
  });

  it('does not redirect the root or a slash-terminated path', () => {
    expect(decideRoute('/', '')).toMatchObject({ kind: 'page', route: { id: 'home' } });
    expect(decideRoute('', '')).toMatchObject({ kind: 'page', route: { id: 'home' } });
  });

  it('never redirects to another host', () => {
    for (const path of ['//evil', '//evil/x', '/\\evil']) {
      const d = decideRoute(path, '');
      expect(d.kind === 'redirect' && !isInternalRedirect(d.location)).toBe(false);
    }
  });

  it('re-encodes a query a Location header could not carry', () => {
    const d = decideRoute('/domestic-flights', '?q=تهران ۱');
    expect(d).toEqual({ kind: 'redirect', status: 301, location: `/flight/?${new URLSearchParams({ q: 'تهران ۱' })}` });
  });
});

describe('decideRoute: the Tehran–Istanbul rule (4) leaves other routes alone', () => {
  it.each(['/international-flight/THR-IST/', '/international-flight/IST-THR/', '/international-flight/THR-DXB/'])('%s is served', (path) => {
    expect(decideRoute(path, '')).toMatchObject({ kind: 'page', route: { id: 'internationalResults' } });
  });
});

describe('decideRoute: not found', () => {
  it.each(NOT_FOUND)('%s%s → 404 %s', (path, search, reason) => {
    expect(decideRoute(path, search)).toEqual({ kind: 'not-found', status: 404, reason, message: NOT_FOUND_MESSAGES[reason] });
  });

  it('has Persian messages', () => {
    for (const message of Object.values(NOT_FOUND_MESSAGES)) expect(message).toMatch(persian);
    expect(NOT_FOUND_MESSAGES['page-not-found']).not.toBe(NOT_FOUND_MESSAGES['could-not-be-found']);
  });
});

describe('decideRoute: landing pages', () => {
  it('has exactly the SPEC cities and countries', () => {
    expect([...CITY_PAGE_SLUGS].sort()).toEqual(['ankara', 'dubai', 'istanbul', 'muscat', 'najaf', 'yerevan']);
    expect([...COUNTRY_PAGE_SLUGS].sort()).toEqual(['armenia', 'thailand', 'turkey']);
  });

  it.each(CITY_PAGE_SLUGS)('/cities/%s/ is a page', (city) => {
    expect(decideRoute(`/cities/${city}/`, '')).toEqual({ kind: 'page', route: routeById('cityPage'), params: { city } });
    expect(decideRoute(`/cities/${city.toUpperCase()}/`, '').kind).toBe('page');
  });

  it.each(COUNTRY_PAGE_SLUGS)('/countries/%s/ is a page', (country) => {
    expect(decideRoute(`/countries/${country}/`, '')).toEqual({ kind: 'page', route: routeById('countryPage'), params: { country } });
  });

  it('serves the indexes', () => {
    expect(decideRoute('/cities/', '')).toEqual({ kind: 'page', route: routeById('cityPage'), params: { city: undefined } });
    expect(decideRoute('/countries/', '')).toEqual({ kind: 'page', route: routeById('countryPage'), params: { country: undefined } });
  });
});

describe('decideRoute: parameters', () => {
  it.each(['THR-MHD', 'thr-mhd', 'Thr-Kih'])('domestic route %s', (iata) => {
    expect(decideRoute(`/flight/${iata}/`, '')).toEqual({ kind: 'page', route: routeById('domesticResults'), params: { iata } });
  });

  it('reads form B with the search-url parser, whatever the dates', () => {
    expect(decideRoute(`/international-flight/${MULTI_SEGMENT}/`, '')).toMatchObject({ kind: 'page', params: { iata: MULTI_SEGMENT } });
    expect(decideRoute('/flight/THR-airportcode-MHD-airportcode-1390-01-10/', '').kind).toBe('page');
    // a later leg before an earlier one is no route
    expect(decideRoute('/international-flight/THR-citycode-IST-airportcode-1405-01-15_IST-airportcode-DXB-airportcode-1405-01-10/', '').kind).toBe('not-found');
  });

  it.each(VISA_DESTINATION_SLUGS)('visa destination %s and its type page', (destination) => {
    expect(decideRoute(`/visa/${destination}/`, '')).toMatchObject({ kind: 'page', route: { id: 'visaDestination' }, params: { destination } });
    expect(decideRoute(`/visa/${destination}/type/`, '')).toMatchObject({ kind: 'page', route: { id: 'visaType' }, params: { destination } });
  });

  it('payment with and without an order id', () => {
    expect(decideRoute('/payment/', '')).toEqual({ kind: 'page', route: routeById('payment'), params: { orderId: undefined } });
    expect(decideRoute(`/payment/${ORDER_ID.toUpperCase()}/`, '')).toMatchObject({ kind: 'page', params: { orderId: ORDER_ID.toUpperCase() } });
    expect(decideRoute('/visa/payment/', '')).toMatchObject({ kind: 'page', route: { id: 'visaPayment' } });
    expect(decideRoute(`/visa/payment/${crypto.randomUUID()}/`, '').kind).toBe('page');
  });

  it('listing slugs and IATA pairs', () => {
    for (const prefix of ['charter-flight', 'cheap-flight', 'flights', 'last-second', 'system-flight']) {
      expect(decideRoute(`/${prefix}/thr-mhd/`, '').kind).toBe('page');
      expect(decideRoute(`/${prefix}/Tehran-Mashhad-2/`, '').kind).toBe('page');
      expect(decideRoute(`/${prefix}/tehran--mashhad/`, '').kind).toBe('not-found');
    }
  });

  it('decodes parameters', () => {
    expect(decideRoute('/cities/%64ubai/', '')).toMatchObject({ kind: 'page', params: { city: 'dubai' } });
  });
});

describe('isInternalRedirect (SPEC §2)', () => {
  it('accepts internal paths only', () => {
    expect(isInternalRedirect('/profile/my-travels/?a=1')).toBe(true);
    expect(isInternalRedirect('//evil.example/')).toBe(false);
    expect(isInternalRedirect('https://evil.example/')).toBe(false);
    expect(isInternalRedirect('/سفر')).toBe(false);
  });
});
