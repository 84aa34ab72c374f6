import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundableItem, RefundRequestInfo } from '../../../../src/contract';
import { accountRoutes } from '../../../../src/screens/account/routes';
import { BALANCE, details, summary, USER } from './fixtures';
import { fakeApi, FakeError } from './fake-api';
import { preload, renderRoutes } from './render';

beforeAll(() => preload(accountRoutes), 60_000);

const BASE = { 'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE };
const signedIn = (root: { auth: { setUser(u: typeof USER): void } }) => root.auth.setUser(USER);
const ITEM: RefundableItem = {
  itemId: 'i1', passengerId: 'px1', passengerName: 'MOHAMMADI/SARA', passengerType: 1, segmentId: 's1', proposalId: 'p-out', route: 'تهران به مشهد',
  departureTime: '2026-12-04T08:30:00', status: 'Active', paidAmount: 30_000_000, refundable: true, reason: null, penaltyPercent: 30, penaltyAmount: 9_000_000, refundAmount: 21_000_000,
};
const REFUND: RefundRequestInfo = {
  id: 'r1', orderId: 'o1', status: 'Refunded', reasonId: 1, reasonTitle: 'تغییر برنامه سفر', destination: 'Wallet', sheba: null, bankReference: null,
  amount: 21_000_000, penalty: 9_000_000, giftAmount: 0, itemIds: ['i1'], createdAt: '2026-11-24T06:40:00Z', dueAt: '2026-11-24T06:40:00Z', completedAt: '2026-11-24T06:40:01Z',
};
const REFUND_ROUTES = {
  ...BASE,
  'GET /api/orders/Order/GetById/o1': () => summary(),
  'GET /api/refund/RefundableItems/GetOrderRefundableItems/o1': () => ({ orderId: 'o1', items: [ITEM], totalRefundAmount: 21_000_000 }),
  'GET /api/refund/RefundReason/GetAll': () => [{ id: 1, title: 'تغییر برنامه سفر', involuntary: false }, { id: 4, title: 'لغو پرواز از سوی ایرلاین', involuntary: true }],
  'POST /api/refund/RefundRequest/Quote': () => ({ orderId: 'o1', reasonId: 1, involuntary: false, paidAmount: 30_000_000, penalty: 9_000_000, amount: 21_000_000, giftAmount: 0, items: [ITEM], delayMinutes: 0 }),
};
const REFUND_PAGE = '/profile/my-travels/order-details/refund/?orderId=o1';

async function chooseTicketAndReason() {
  // First name first, as everywhere else (the answer gives LAST/FIRST, as on the passport).
  await userEvent.click(await screen.findByRole('checkbox', { name: /^SARA MOHAMMADI/ }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'دلیل استرداد' }), 'تغییر برنامه سفر');
}

describe('refunds (issue 18)', () => {
  it('offers «درخواست استرداد» on an issued order and its items page', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/o1': () => summary(),
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => details(),
      'GET /api/orders/Order/GetOrderPassengers/o1': () => details().passengers.map((p) => ({ ...p, items: details().items })),
    });
    const { router } = renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=o1', api, signedIn);
    expect(await screen.findByRole('link', { name: 'درخواست استرداد' })).toHaveAttribute('href', REFUND_PAGE);
    await router.navigate('/profile/my-travels/order-details/flight-order-items/?orderId=o1&proposalId=p-out');
    await waitFor(() => expect(screen.getByRole('link', { name: 'درخواست استرداد' })).toHaveAttribute('href', `${REFUND_PAGE}&proposalId=p-out`));
  });

  it('says what is missing, shows the quote in Persian digits, and confirms to the wallet', async () => {
    const { api, calls } = fakeApi({
      ...REFUND_ROUTES,
      'POST /api/refund/RefundRequest/Create': () => REFUND,
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => details({ status: 'PartiallyRefunded', statusFa: 'بخشی استردادشده' }),
      'GET /api/refund/RefundRequest/GetOrderRefunds/o1': () => [REFUND],
    });
    const { router } = renderRoutes(accountRoutes, REFUND_PAGE, api, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'مشاهده مبلغ استرداد' }));
    expect(screen.getByText('دست‌کم یک بلیت را برای استرداد انتخاب کنید.')).toBeInTheDocument();
    expect(screen.getByText('دلیل استرداد را انتخاب کنید.')).toBeInTheDocument();
    expect(calls('POST /api/refund/RefundRequest/Quote')).toHaveLength(0);

    await chooseTicketAndReason();
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده مبلغ استرداد' }));
    const quote = await screen.findByRole('region', { name: 'مبلغ استرداد' });
    expect(quote).toHaveTextContent('۹٬۰۰۰٬۰۰۰');
    expect(quote).toHaveTextContent('۲۱٬۰۰۰٬۰۰۰');
    expect(quote).toHaveTextContent('بلافاصله پس از تأیید به کیف پول');
    expect(calls('POST /api/refund/RefundRequest/Quote')[0]!.body).toEqual({ orderId: 'o1', itemIds: ['i1'], reasonId: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'تأیید و ثبت درخواست استرداد' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-travels/order-details/'));
    expect(calls('POST /api/refund/RefundRequest/Create')[0]!.body).toEqual({ orderId: 'o1', itemIds: ['i1'], reasonId: 1, destination: 'Wallet' });
    const timeline = await screen.findByRole('region', { name: 'درخواست‌های استرداد' });
    expect(within(timeline).getByText('استرداد شد')).toBeInTheDocument();
    expect(timeline).toHaveTextContent('به کیف پول برگشت');
  });

  it('asks for a valid Sheba before a bank refund and shows the server\'s word on it', async () => {
    const { api, calls } = fakeApi({
      ...REFUND_ROUTES,
      'POST /api/refund/RefundRequest/Create': () => { throw new FakeError(400, { errors: { sheba: ['شماره شبا معتبر نیست؛ IR و ۲۴ رقم با رقم کنترل درست.'] } }); },
    });
    renderRoutes(accountRoutes, REFUND_PAGE, api, signedIn);
    await chooseTicketAndReason();
    await userEvent.click(screen.getByRole('radio', { name: 'به حساب بانکی (شبا)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'شماره شبا' }), 'IR12');
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده مبلغ استرداد' }));
    expect(await screen.findByText('شماره شبا باید IR و ۲۴ رقم باشد.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'شماره شبا' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'شماره شبا' }), 'ir۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۲');
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده مبلغ استرداد' }));
    expect(await screen.findByRole('region', { name: 'مبلغ استرداد' })).toHaveTextContent('IR062960000000100324200002');
    await userEvent.click(screen.getByRole('button', { name: 'تأیید و ثبت درخواست استرداد' }));
    expect(await screen.findByText('شماره شبا معتبر نیست؛ IR و ۲۴ رقم با رقم کنترل درست.')).toBeInTheDocument();
    expect((calls('POST /api/refund/RefundRequest/Create')[0]!.body as { sheba: string }).sheba).toBe('IR062960000000100324200002');
  });

  it('says why nothing can be refunded, and how a visa order can be', async () => {
    const { api, calls } = fakeApi({
      ...REFUND_ROUTES,
      'GET /api/refund/RefundableItems/GetOrderRefundableItems/o1': () => ({ orderId: 'o1', items: [{ ...ITEM, refundable: false, reason: 'بلیت چارتری قابل استرداد نیست (مگر با لغو پرواز از سوی ایرلاین).' }], totalRefundAmount: 0 }),
      'GET /api/orders/Order/GetById/v1': () => summary({ id: 'v1', product: 'Visa', title: 'روادید امارات' }),
    });
    const { router } = renderRoutes(accountRoutes, REFUND_PAGE, api, signedIn);
    expect(await screen.findByText(/بلیت چارتری قابل استرداد نیست/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'مشاهده مبلغ استرداد' })).toBeNull();
    await router.navigate('/profile/my-travels/order-details/refund/?orderId=v1');
    expect(await screen.findByText(/استرداد هزینه روادید آنلاین ممکن نیست/)).toBeInTheDocument();
    expect(calls('GET /api/refund/RefundableItems/GetOrderRefundableItems/v1')).toHaveLength(0);
  });
});
