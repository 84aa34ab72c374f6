import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FOOTER_LINK_GROUPS } from '../../../../src/design-system';
import {
  addDays, LocationCodeType, parseSearchUrl, ProductType, tehranToday, tehranTomorrow, TripType,
} from '../../../../src/domain';
import { POLICY_LINKS, POLICY_NAV } from '../../../../src/screens/content/policies/policy-pages';
import { POLICY_SLUGS } from '../../../../src/screens/content/policies/policy-routes';
import { renderRoute, ROUTE_TEST_TIMEOUT_MS } from './render-route';

const T = ROUTE_TEST_TIMEOUT_MS;

describe('unknown city and country pages', () => {
  it.each(['/cities/paris/', '/countries/france/'])('%s renders the 404 state with a way home', async (path) => {
    const { h1 } = await renderRoute(path);
    expect(h1).toHaveTextContent('صفحه پیدا نشد');
    expect(h1.closest('[data-status]')).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /بلیت یک‌طرفه/ })).toBeNull();
  }, T);

  it('leaves a policy that does not exist to the router\'s catch-all 404', async () => {
    const { h1 } = await renderRoute('/privacy/refund-everything/', { path: '*', element: <h1>۴۰۴</h1> });
    expect(h1).toHaveTextContent('۴۰۴');
    expect(screen.queryByRole('navigation', { name: 'فهرست قوانین' })).toBeNull();
  }, T);

  it('reads a slug in any letter case', async () => {
    const { h1 } = await renderRoute('/cities/Dubai/');
    expect(h1).toHaveTextContent('سفر به دبی');
  }, T);
});

describe('policy navigation', () => {
  it.each(POLICY_SLUGS)('/privacy/%s/ lists every policy and marks itself current', async (slug) => {
    await renderRoute(`/privacy/${slug}/`);
    const nav = screen.getByRole('navigation', { name: 'فهرست قوانین' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(POLICY_NAV.map((link) => link.href));
    for (const other of POLICY_SLUGS) expect(hrefs).toContain(`/privacy/${other}/`);
    expect(within(nav).getByRole('link', { name: POLICY_LINKS[slug].label })).toHaveAttribute('aria-current', 'page');
    const crumbs = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(crumbs).getByRole('link', { name: 'قوانین و مقررات' })).toHaveAttribute('href', '/privacy/');
  }, T);

  it('offers the same pages in the phone select, and choosing one opens it', async () => {
    const { router } = await renderRoute('/privacy/');
    const select = screen.getByRole('combobox', { name: 'قوانین و مقررات' });
    const options = within(select).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options).toEqual(POLICY_NAV.map((link) => link.href));
    fireEvent.change(select, { target: { value: '/privacy/charter-flight/' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy/charter-flight/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'قوانین پرواز چارتری' }, { timeout: T })).toBeInTheDocument();
  }, T);

  it('covers every policy page the footer links to', () => {
    const footerPolicies = FOOTER_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.href))
      .filter((href) => href.startsWith('/privacy/'));
    expect(footerPolicies.length).toBeGreaterThan(0);
    for (const href of footerPolicies) expect(POLICY_NAV.map((link) => link.href)).toContain(href);
  });

  it('shows the system-flight penalty table with one row per fare class', async () => {
    await renderRoute('/privacy/system-flight/');
    const table = screen.getByRole('table', { name: /درصد جریمه استرداد/ });
    const row = within(table).getByRole('row', { name: /^L / });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['اکونومی', '۴۰٪', '۶۰٪', '۸۰٪', '۱۰۰٪']);
  }, T);
});

describe('city flight links', () => {
  it('searches Tehran to the city tomorrow (Tehran time), and the link parses back', async () => {
    await renderRoute('/cities/istanbul/');
    const href = screen.getByRole('link', { name: 'بلیت یک‌طرفه تهران به استانبول' }).getAttribute('href')!;
    expect(href.startsWith('/international-flight/THR-IST/')).toBe(true);
    const parsed = parseSearchUrl(href, { today: tehranToday() });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.productType).toBe(ProductType.InternationalFlight);
    expect(parsed.value.flightType).toBe(TripType.OneWay);
    expect(parsed.value.adults).toBe(1);
    expect(parsed.value.segments).toEqual([{
      origin: 'THR', originType: LocationCodeType.CityCode, destination: 'IST', destinationType: LocationCodeType.CityCode,
      departureDate: tehranTomorrow(), isJalali: true,
    }]);
  }, T);

  it('offers a round trip a week later that parses back too', async () => {
    await renderRoute('/cities/yerevan/');
    const href = screen.getByRole('link', { name: 'رفت و برگشت یک‌هفته‌ای' }).getAttribute('href')!;
    const parsed = parseSearchUrl(href);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.flightType).toBe(TripType.RoundTrip);
    expect(parsed.value.segments.map((s) => [s.origin, s.destination, s.departureDate])).toEqual([
      ['THR', 'EVN', tehranTomorrow()],
      ['EVN', 'THR', addDays(tehranTomorrow(), 7)],
    ]);
  }, T);

  it('gives every city a country page can fly to its own link', async () => {
    await renderRoute('/countries/turkey/');
    const links = screen.getAllByRole('link', { name: /^بلیت یک‌طرفه تهران به / });
    const destinations = links.map((a) => {
      const parsed = parseSearchUrl(a.getAttribute('href')!);
      return parsed.ok ? parsed.value.segments[0]!.destination : null;
    });
    expect(destinations).toEqual(['IST', 'ANK', 'AYT']);
    expect(screen.getByRole('link', { name: 'درخواست ویزای ترکیه' })).toHaveAttribute('href', '/visa/turkey/');
  }, T);

  it('sends Thailand travellers to the Thai visa page', async () => {
    await renderRoute('/countries/thailand/');
    expect(screen.getByRole('link', { name: 'صفحه ویزای تایلند' })).toHaveAttribute('href', '/visa-thiland/');
    expect(screen.getByText('ویزا لازم است')).toBeInTheDocument();
  }, T);
});

// /hotels/ and /tour/ are products now (src/screens/hotels, src/screens/tours), no longer content pages.
