import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accountRoutes } from '../../../../src/screens/account/routes';
import { BALANCE, details, summary, USER } from './fixtures';
import { fakeApi } from './fake-api';
import { cipOrder, cipSummary, hotelOrder, hotelSummary, tourOrder, tourSummary } from './product-orders';
import { preload, renderRoutes } from './render';

beforeAll(() => preload(accountRoutes), 60_000);

const BASE = { 'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE };
const signedIn = (root: { auth: { setUser(u: typeof USER): void } }) => root.auth.setUser(USER);
const page = (id: string) => `/profile/my-travels/order-details/?orderId=${id}`;
const noRefunds = (id: string) => ({ [`GET /api/refund/RefundRequest/GetOrderRefunds/${id}`]: () => [] });

/** The value under a label of the order's summary (its <dd>), failing when the label is missing. */
async function headerFact(label: string): Promise<HTMLElement> {
  const header = await screen.findByRole('region', { name: 'خلاصه سفارش' });
  const term = within(header).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** No label of the order's summary stands over an empty value. */
function expectNoEmptyFacts() {
  const header = screen.getByRole('region', { name: 'خلاصه سفارش' });
  for (const dd of header.querySelectorAll('dd')) expect(dd.textContent?.trim(), dd.previousElementSibling?.textContent ?? '').not.toBe('');
}

describe('order details: when the trip is', () => {
  it('a hotel order shows its stay: check-in to check-out and the nights', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/h1': () => hotelSummary(),
      'GET /api/hotel-reservation/HotelReservation/GetHotelOrderDetails/h1': () => hotelOrder(),
    });
    renderRoutes(accountRoutes, page('h1'), api, signedIn);
    const stay = await headerFact('تاریخ اقامت');
    expect(stay).toHaveTextContent(/^چهارشنبه ۴ آذر ۱۴۰۵ تا جمعه ۶ آذر ۱۴۰۵، ۲ شب$/);
    expect(stay.querySelectorAll('time')[0]).toHaveAttribute('datetime', '2026-11-25');
    expect(stay.querySelectorAll('time')[1]).toHaveAttribute('datetime', '2026-11-27');
    expectNoEmptyFacts();
  });

  it('a tour order shows its departure to return and the nights', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/t1': () => tourSummary(),
      'GET /api/tours/TourReservation/GetTourOrderDetails/t1': () => tourOrder(),
    });
    renderRoutes(accountRoutes, page('t1'), api, signedIn);
    expect(await headerFact('تاریخ سفر')).toHaveTextContent(/^پنجشنبه ۱۲ آذر ۱۴۰۵ تا دوشنبه ۱۶ آذر ۱۴۰۵، ۴ شب$/);
    expectNoEmptyFacts();
  });

  it('a CIP order keeps its day of service', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/c1': () => cipSummary(),
      'GET /api/cip/CipReservation/GetCipOrderDetails/c1': () => cipOrder(),
    });
    renderRoutes(accountRoutes, page('c1'), api, signedIn);
    expect(await headerFact('تاریخ سفر')).toHaveTextContent(/^چهارشنبه ۴ آذر ۱۴۰۵$/);
    expectNoEmptyFacts();
  });

  it('a visa order shows its travel date (a plain day, as the server sends it)', async () => {
    const visa = summary({ id: 'v1', product: 'Visa', title: 'روادید امارات', departureTime: '2026-12-01' });
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/v1': () => visa,
      'GET /api/orders/Order/GetCurrentUserVisaOrderDetails/v1': () => ({
        ...visa, contact: { mobile: '09121234567', email: null }, passengers: [], history: [],
        visa: { destination: 'AE', destinationFa: 'امارات', visaType: 't', visaTypeFa: 'توریستی', speed: 'Normal', speedFa: 'عادی', travelDate: '2026-12-01', unitPrice: 1, processingDays: 5 },
      }),
    });
    renderRoutes(accountRoutes, page('v1'), api, signedIn);
    expect(await headerFact('تاریخ سفر')).toHaveTextContent('۱۰ آذر ۱۴۰۵');
    const visaFacts = screen.getByRole('region', { name: 'روادید' });
    expect(within(visaFacts).getByText('تاریخ سفر', { selector: 'dt' }).nextElementSibling).toHaveTextContent('۱۰ آذر ۱۴۰۵');
    expectNoEmptyFacts();
  });
});

describe('order details: the tour\'s hotel', () => {
  it('says «هتل» once when the hotel\'s name already starts with it', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/t1': () => tourSummary(),
      'GET /api/tours/TourReservation/GetTourOrderDetails/t1': () => tourOrder(),
    });
    renderRoutes(accountRoutes, page('t1'), api, signedIn);
    const trip = await screen.findByRole('region', { name: 'تور کیش' });
    expect(trip).toHaveTextContent('هتل مریم');
    expect(trip).not.toHaveTextContent('هتل هتل');
  });
});

describe('order details: cancelling once every item\'s refund is asked for', () => {
  const cases = [
    {
      product: 'hotel', cancel: 'لغو رزرو و استرداد', id: 'h1', summary: hotelSummary, order: hotelOrder,
      route: 'GET /api/hotel-reservation/HotelReservation/GetHotelOrderDetails/h1',
    },
    { product: 'CIP', cancel: 'لغو و استرداد', id: 'c1', summary: cipSummary, order: cipOrder, route: 'GET /api/cip/CipReservation/GetCipOrderDetails/c1' },
    { product: 'tour', cancel: 'لغو و استرداد', id: 't1', summary: tourSummary, order: tourOrder, route: 'GET /api/tours/TourReservation/GetTourOrderDetails/t1' },
  ] as const;

  for (const c of cases) {
    it(`a ${c.product} order with every refund pending offers no cancel link, and says why`, async () => {
      const pending = { status: 'RefundRequested' as const, statusFa: 'در انتظار استرداد' };
      const { api } = fakeApi({
        ...BASE, ...noRefunds(c.id),
        [`GET /api/orders/Order/GetById/${c.id}`]: () => c.summary(pending),
        [c.route]: () => c.order(pending, ['RefundRequested', 'RefundRequested']),
      });
      renderRoutes(accountRoutes, page(c.id), api, signedIn);
      expect(await screen.findByText('درخواست استرداد همه اقلام این سفارش ثبت شده و در حال بررسی است.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: c.cancel })).toBeNull();
    });

    it(`a ${c.product} order with one item still active keeps its cancel link`, async () => {
      const pending = { status: 'RefundRequested' as const, statusFa: 'در انتظار استرداد' };
      const { api } = fakeApi({
        ...BASE, ...noRefunds(c.id),
        [`GET /api/orders/Order/GetById/${c.id}`]: () => c.summary(pending),
        [c.route]: () => c.order(pending, ['RefundRequested', 'Active']),
      });
      renderRoutes(accountRoutes, page(c.id), api, signedIn);
      expect(await screen.findByRole('link', { name: c.cancel })).toHaveAttribute('href', `/profile/my-travels/order-details/refund/?orderId=${c.id}`);
      expect(screen.queryByText('درخواست استرداد همه اقلام این سفارش ثبت شده و در حال بررسی است.')).toBeNull();
    });
  }

  it('a flight order with every ticket\'s refund pending says so instead of offering a refund', async () => {
    const pending = { status: 'RefundRequested' as const, statusFa: 'در انتظار استرداد' };
    const flight = details({ ...summary(pending), items: details().items.map((i) => ({ ...i, status: 'RefundRequested' as const })) });
    const { api } = fakeApi({
      ...BASE, ...noRefunds('o1'),
      'GET /api/orders/Order/GetById/o1': () => summary(pending),
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => flight,
    });
    renderRoutes(accountRoutes, page('o1'), api, signedIn);
    expect(await screen.findByText('درخواست استرداد همه اقلام این سفارش ثبت شده و در حال بررسی است.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'درخواست استرداد' })).toBeNull();
  });
});
