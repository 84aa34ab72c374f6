import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listingsRoutes } from '../../../../src/screens/listings/routes';
import { FakeError, fakeApi, preload, renderRoutes } from '../visa/harness';
import { calendar, DOMESTIC, INTERNATIONAL, PAIRS } from './fixtures';

beforeAll(() => preload(listingsRoutes), 60_000);

const backend = (over: Record<string, () => unknown> = {}) => fakeApi({
  'POST /api/flight-configuration/Airport/GetDomesticPlpAirports': () => DOMESTIC,
  'POST /api/flight-configuration/Airport/GetInternationalPlpAirports': () => INTERNATIONAL,
  'POST /api/flight-catalog/FlightCatalog/GetPlpProposalDetails': () => PAIRS,
  'POST /api/flight-catalog/FlightCalendar/CalendarPrices': () => calendar(),
  ...over,
});
const h1 = () => screen.findByRole('heading', { level: 1 });

describe('listing pages render their h1 (SPEC §2)', () => {
  it.each([
    ['/charter-flight/', 'بلیط چارتر'],
    ['/cheap-flight/', 'بلیط هواپیما ارزان'],
    ['/flights/', 'پروازها'],
    ['/last-second/', 'بلیط لحظه آخری'],
    ['/system-flight/', 'بلیط سیستمی'],
    ['/plp/', 'مسیرهای پرطرفدار پرواز'],
    ['/flight/', 'بلیط هواپیما داخلی'],
    ['/international-flight/', 'بلیط هواپیما خارجی'],
    ['/charter-flight/tehran-mashhad/', 'بلیط چارتر تهران به مشهد'],
    ['/system-flight/THR-BND/', 'بلیط سیستمی تهران به بندرعباس'],
    ['/last-second/tehran-istanbul/', 'بلیط لحظه آخری تهران به استانبول'],
  ])('%s', async (path, title) => {
    renderRoutes(listingsRoutes, path, backend().api);
    await waitFor(async () => expect(await h1()).toHaveTextContent(new RegExp(`^${title}$`)));
    expect(screen.getByRole('navigation', { name: 'مسیر صفحه' })).toBeInTheDocument();
  });
});

describe('a listing without a route', () => {
  it('links popular pairs and the routes from Tehran to their listing pages', async () => {
    renderRoutes(listingsRoutes, '/charter-flight/', backend().api);
    const popular = await screen.findByRole('region', { name: 'مسیرهای پرطرفدار چارتر' });
    await waitFor(() => expect(within(popular).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/charter-flight/tehran-mashhad/', '/charter-flight/tehran-istanbul/',
    ]));
    expect(await screen.findByRole('link', { name: 'تهران به بندرعباس' })).toHaveAttribute('href', '/charter-flight/tehran-bandar-abbas/');
    expect(screen.queryByRole('link', { name: 'تهران به تهران' })).toBeNull();
  });
});

describe('the /plp hub', () => {
  it('lists domestic routes from Tehran and, apart, the routes abroad', async () => {
    renderRoutes(listingsRoutes, '/plp/', backend().api);
    const abroad = await screen.findByRole('region', { name: 'پروازهای خارجی از تهران' });
    await waitFor(() => expect(within(abroad).getAllByRole('link').map((a) => a.textContent)).toEqual(['تهران به استانبول']));
    expect(within(abroad).getByRole('link')).toHaveAttribute('href', '/flights/tehran-istanbul/');
    const home = screen.getByRole('region', { name: 'پروازهای داخلی از تهران' });
    expect(within(home).getAllByRole('link').map((a) => a.textContent)).toEqual(['تهران به مشهد', 'تهران به بندرعباس', 'تهران به کیش']);
  });
});

describe('a listing with a route', () => {
  it('shows the cheapest days from CalendarPrices, each linking to its results with the type filter', async () => {
    const { api, calls } = backend();
    renderRoutes(listingsRoutes, '/charter-flight/tehran-mashhad/', api);
    const cheapest = await screen.findByRole('region', { name: 'ارزان‌ترین روزها' });
    const links = within(cheapest).getAllByRole('link');
    expect(links).toHaveLength(4);
    // Day 5 (2026-11-26 = 5 آذر 1405) is the cheapest.
    expect(links[0]).toHaveTextContent('۵ آذر');
    expect(links[0]).toHaveTextContent('۱۱٬۰۰۰٬۰۰۰');
    const href = links[0]!.getAttribute('href')!;
    expect(href).toMatch(/^\/flight\/THR-MHD\/\?/);
    expect(new URL(href, 'http://x').searchParams.get('departing')).toBe('1405-09-05');
    expect(new URL(href, 'http://x').searchParams.get('type')).toBe('charter');
    expect(screen.getAllByText('پروازی برای فروش نیست')).toHaveLength(1);
    expect(calls('POST /api/flight-catalog/FlightCalendar/CalendarPrices')[0]!.body).toMatchObject({
      origin: 'THR', destination: 'MHD', fromDate: '2026-11-21', toDate: '2026-12-18',
    });
    expect(screen.getByRole('link', { name: 'بلیط چارتر مشهد به تهران' })).toHaveAttribute('href', '/charter-flight/mashhad-tehran/');
  });

  it('looks at this week, today included, for last-second flights', async () => {
    const { api, calls } = backend();
    renderRoutes(listingsRoutes, '/last-second/THR-KIH/', api);
    await screen.findByRole('region', { name: 'ارزان‌ترین روزها' });
    expect(calls('POST /api/flight-catalog/FlightCalendar/CalendarPrices')[0]!.body).toMatchObject({ fromDate: '2026-11-20', toDate: '2026-11-26' });
  });

  it('an unknown route is a clear not-found state', async () => {
    renderRoutes(listingsRoutes, '/cheap-flight/tehran-atlantis/', backend().api);
    expect(await screen.findByText('این مسیر را نمی‌شناسیم')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'همه مسیرهای ارزان' })).toHaveAttribute('href', '/cheap-flight/');
  });

  it('a failed calendar can be tried again', async () => {
    renderRoutes(listingsRoutes, '/flights/tehran-kish/', backend({
      'POST /api/flight-catalog/FlightCalendar/CalendarPrices': () => { throw new FakeError(500); },
    }).api);
    expect(await screen.findByText('قیمت روزها دریافت نشد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
