import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SafarMarketRequest } from '../../../../src/contract';
import { ThemeProvider } from '../../../../src/design-system/ThemeProvider';
import { bookingRoutes } from '../../../../src/screens/booking/routes';
import { readSafarMarketLanding } from '../../../../src/screens/resellers/landing-query';
import { resellersRoutes } from '../../../../src/screens/resellers/routes';
import { blockedLanding } from '../../../../src/screens/resellers/SafarMarketLanding';
import { SafarMarketOrderSteps } from '../../../../src/screens/resellers/SafarMarketSteps';
import { rememberSafarMarketTrip, safarMarketOrderFields, safarMarketRequestOf } from '../../../../src/screens/resellers/safarmarket-trip';
import { RootStore, StoresProvider } from '../../../../src/stores';
import { proposal, USER } from '../account/fixtures';
import { fakeApi, FakeError } from '../account/fake-api';
import { preload, renderRoutes } from '../account/render';
import { testEnv } from '../../stores/fixtures';

const REQUEST = '5b2f1c1e-8a3d-5c4e-9f10-1a2b3c4d5e6f';
const BACK = '6c3a2d2f-9b4e-5d5f-8a21-2b3c4d5e6f70';
const MARKET = '7d4b3e30-ac5f-4e60-9b32-3c4d5e6f7081';
const out = proposal({ RequestId: REQUEST, ProposalId: 'p-out' });

function marketRequest(over: Partial<SafarMarketRequest> = {}): SafarMarketRequest {
  return {
    id: MARKET, clientIdentifier: 5, requestId: REQUEST, proposalId: 'p-out', returningRequestId: null, returningProposalId: null,
    orderId: null, steps: [{ step: 'Landing', at: '2026-11-20T08:00:00Z', orderId: null }], nextPath: '/add-passenger/',
    search: {
      adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: 'DomesticFlight',
      segments: [{ origin: 'THR', originType: 'CityCode', destination: 'MHD', destinationType: 'AirportCode', departureDate: '2026-11-25' }],
    },
    flightDetails: { adults: 1, children: 0, infants: 0, isDomestic: true, totalPrice: out.TotalPrice, items: [{ proposal: out, seatsLeft: 7, fareRules: { refundable: true, rows: [] } as never }] },
    createdAt: '2026-11-20T08:00:00Z',
    ...over,
  };
}

beforeAll(() => preload([...resellersRoutes, ...bookingRoutes]), 60_000);
beforeEach(() => sessionStorage.clear());

describe('the SafarMarket link', () => {
  it('takes the chosen proposal(s) or an order, in any name case, and says what is wrong otherwise', () => {
    expect(readSafarMarketLanding(`?requestId=${REQUEST.toUpperCase()}&proposalId=p-out&returningRequestId=&returningProposalId=`))
      .toEqual({ kind: 'proposal', refs: { requestId: REQUEST, proposalId: 'p-out' } });
    expect(readSafarMarketLanding(`?RequestId=${REQUEST}&ProposalId=p1&ReturningRequestId=${BACK}&ReturningProposalId=p2`))
      .toEqual({ kind: 'proposal', refs: { requestId: REQUEST, proposalId: 'p1', returningRequestId: BACK, returningProposalId: 'p2' } });
    expect(readSafarMarketLanding(`?orderId=${MARKET}`)).toEqual({ kind: 'order', orderId: MARKET });
    expect(readSafarMarketLanding('')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('کامل نیست') });
    expect(readSafarMarketLanding(`?requestId=${REQUEST}`)).toMatchObject({ kind: 'invalid' });
    expect(readSafarMarketLanding('?requestId=12&proposalId=p')).toEqual({ kind: 'invalid', message: 'شناسه جست‌وجو در پیوند سفرمارکت معتبر نیست.' });
    expect(readSafarMarketLanding(`?requestId=${REQUEST}&proposalId=${'x'.repeat(401)}`)).toMatchObject({ kind: 'invalid' });
    expect(readSafarMarketLanding(`?requestId=${REQUEST}&proposalId=p&returningProposalId=p2`)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('برگشت') });
    expect(readSafarMarketLanding('?orderId=42')).toEqual({ kind: 'invalid', message: 'شناسه سفارش در پیوند سفرمارکت معتبر نیست.' });
  });

  it('goes on only with every flight chosen and seats for every traveller', () => {
    expect(blockedLanding(marketRequest())).toBeNull();
    const roundTrip = marketRequest({ search: { ...marketRequest().search!, flightType: 2 } });
    expect(blockedLanding(roundTrip)).toMatchObject({ title: 'پرواز برگشت انتخاب نشده است', resultsUrl: expect.stringMatching(/^\/flight\/THR-MHD\/\?/) });
    const full = marketRequest();
    full.flightDetails!.items[0]!.seatsLeft = 0;
    expect(blockedLanding(full)).toMatchObject({ title: 'ظرفیت این پرواز تکمیل شده است' });
    expect(blockedLanding(marketRequest({ search: null, flightDetails: null }))).toMatchObject({ resultsUrl: null });
  });

  it('remembers the market request for its own trip only', () => {
    rememberSafarMarketTrip(MARKET, [out]);
    expect(safarMarketRequestOf([{ RequestId: REQUEST.toUpperCase(), ProposalId: 'p-out' }])).toBe(MARKET);
    expect(safarMarketOrderFields([out])).toEqual({ safarMarketRequestId: MARKET });
    expect(safarMarketOrderFields([proposal({ RequestId: REQUEST, ProposalId: 'other' })])).toEqual({});
    expect(safarMarketRequestOf([])).toBeNull();
  });
});

describe('/safarmarket/', () => {
  const routes = [...resellersRoutes, ...bookingRoutes];

  it('reads the request, lands on the passenger step with the flight chosen, and reports PassengerInfo', async () => {
    const { api, calls } = fakeApi({
      'POST /api/resellers/SafarMarket/SafarMarket/GetSafarMarketRequestByProposalId': () => marketRequest(),
      'POST /api/resellers/SafarMarket/SafarMarket/CallStep': () => ({ id: MARKET, steps: [] }),
      'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [],
    });
    const { router, root } = renderRoutes(routes, `/safarmarket/?requestId=${REQUEST}&proposalId=p-out&returningRequestId=&returningProposalId=`, api, (r) => r.auth.setUser(USER));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-passenger/'));
    expect(await screen.findByRole('region', { name: 'پرواز انتخابی' })).toBeInTheDocument();
    expect(calls('POST /api/resellers/SafarMarket/SafarMarket/GetSafarMarketRequestByProposalId')[0]!.body).toEqual({ requestId: REQUEST, proposalId: 'p-out' });
    expect(root.order.proposal).toMatchObject({ ProposalId: 'p-out' });
    expect(root.flightConfiguration.availableRequest).toMatchObject({ adults: 1, segments: [{ origin: 'THR', destination: 'MHD', departureDate: '2026-11-25' }] });
    expect(root.flightConfiguration.routeFullPath).toMatch(/^\/flight\/THR-MHD\/\?/);
    expect(safarMarketRequestOf([out])).toBe(MARKET);
    await waitFor(() => expect(calls('POST /api/resellers/SafarMarket/SafarMarket/CallStep').map((c) => c.body))
      .toEqual([{ data: { safarMarketRequestId: MARKET, step: 'PassengerInfo' } }]));
    // Back does not come to the landing again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an order the market has to where it continues', async () => {
    const { api } = fakeApi({
      'POST /api/resellers/SafarMarket/SafarMarket/GetSafarMarketRequestByOrderId': () => marketRequest({ orderId: 'o1', nextPath: '/confirm/?orderId=o1' }),
    });
    const { router } = renderRoutes(routes, `/safarmarket/?orderId=${MARKET}`, api);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/confirm/?orderId=o1'));
  });

  it('says so when the market\'s flight is gone, with a way to search', async () => {
    const { api } = fakeApi({
      'POST /api/resellers/SafarMarket/SafarMarket/GetSafarMarketRequestByProposalId': () => {
        throw new FakeError(400, { errors: { proposalId: ['این پرواز دیگر در نتایج جست‌وجو نیست؛ دوباره جست‌وجو کنید.'] } });
      },
    });
    renderRoutes(routes, `/safarmarket/?requestId=${REQUEST}&proposalId=gone`, api);
    expect(await screen.findByText('این پرواز دیگر در دسترس نیست')).toBeInTheDocument();
    expect(screen.getByText(/دیگر در نتایج جست‌وجو نیست/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی دوباره پرواز' })).toHaveAttribute('href', '/');
  });

  it('explains a sold-out flight and links to the same search', async () => {
    const full = marketRequest();
    full.flightDetails!.items[0]!.seatsLeft = 0;
    const { api } = fakeApi({ 'POST /api/resellers/SafarMarket/SafarMarket/GetSafarMarketRequestByProposalId': () => full });
    const { router } = renderRoutes(routes, `/safarmarket/?requestId=${REQUEST}&proposalId=p-out`, api);
    expect(await screen.findByText('ظرفیت این پرواز تکمیل شده است')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پروازهای همین مسیر' }).getAttribute('href')).toMatch(/^\/flight\/THR-MHD\/\?/);
    expect(router.state.location.pathname).toBe('/safarmarket/');
  });

  it('explains a link without the ids, without asking the server', async () => {
    const { api, seen } = fakeApi({});
    renderRoutes(routes, '/safarmarket/?proposalId=p-out', api);
    expect(await screen.findByText('این پیوند سفرمارکت قابل استفاده نیست')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'خرید از سفرمارکت' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

describe('SafarMarketOrderSteps', () => {
  it('reports the page\'s steps by order id, in order, for an order from the market only', async () => {
    const { api, calls } = fakeApi({ 'POST /api/resellers/SafarMarket/SafarMarket/CallStep': () => ({ id: MARKET, steps: [] }) });
    const root = new RootStore(api, testEnv());
    const router = createMemoryRouter([{
      path: '*',
      element: (
        <>
          <SafarMarketOrderSteps order={{ id: 'o5', clientIdentifier: 5 }} steps={['Payment', 'Issue']} />
          <SafarMarketOrderSteps order={{ id: 'o6', clientIdentifier: null }} steps={['Confirm']} />
        </>
      ),
    }]);
    render(<ThemeProvider><StoresProvider store={root}><RouterProvider router={router} /></StoresProvider></ThemeProvider>);
    await waitFor(() => expect(calls('POST /api/resellers/SafarMarket/SafarMarket/CallStep').map((c) => c.body)).toEqual([
      { data: { orderId: 'o5', step: 'Payment' } },
      { data: { orderId: 'o5', step: 'Issue' } },
    ]));
  });
});
