import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiftExceedCount, OrderStatus } from '../../../../src/contract';
import { accountRoutes } from '../../../../src/screens/account/routes';
import { bookingRoutes } from '../../../../src/screens/booking/routes';
import { BALANCE, details, paged, summary, USER } from '../account/fixtures';
import { fakeApi, FakeError, type FakeHandler } from '../account/fake-api';
import { preload, renderRoutes } from '../account/render';

beforeAll(() => Promise.all([preload(bookingRoutes), preload(accountRoutes)]), 60_000);

const orderIn = (status: OrderStatus) => details({
  ...summary({ status, statusFa: status === 'Cancelled' ? 'لغوشده' : 'رزروشده', paidAt: null, issuedAt: null, holdExpiresAt: status === 'Reserved' ? '2099-01-01T00:00:00Z' : null }),
  items: details().items.map((i) => ({ ...i, ticketNumber: null })),
});

/** A reserved order that CancelOrder cancels (or refuses with `refuse`). */
function backend(over: Record<string, FakeHandler> = {}, refuse?: string) {
  let status: OrderStatus = 'Reserved';
  return fakeApi({
    'GET /api/flight-reservation/Submit/VerifyFlightOrder/o1': () => ({ order: orderIn(status), canPay: status === 'Reserved', holdSecondsLeft: 900, messages: status === 'Cancelled' ? ['این سفارش لغو شده است.'] : [] }),
    'GET /api/flight-reservation/Issue/VerifyIssueFlightTicket/o1': () => ({ order: orderIn(status), issued: false, tickets: [], ticketPdfUrl: null, messages: [] }),
    'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE,
    'GET /api/wallet/wallet/CurrentUserBalanceDifference': ({ params }) => {
      const total = Number(params.totalPrice);
      const walletAmount = Math.min(BALANCE.usableBalance, total);
      return { totalPrice: total, usableBalance: BALANCE.usableBalance, walletAmount, difference: total - walletAmount };
    },
    'POST /api/orders/Order/CancelOrder': () => {
      if (refuse) throw new FakeError(400, { errors: { orderId: [refuse] } });
      status = 'Cancelled';
      return summary({ status, statusFa: 'لغوشده' });
    },
    ...over,
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'لغو رزرو' });

describe('«لغو رزرو» on the confirm page', () => {
  it('asks first, cancels through the order store, then shows the order cancelled with no way to pay', async () => {
    const { api, calls } = backend();
    const { root } = renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const asked = await dialog();
    expect(within(asked).getByText(/صندلی‌هایی که برای شما نگه داشته شده آزاد می‌شوند/)).toBeInTheDocument();
    await userEvent.click(within(asked).getByRole('button', { name: 'انصراف' }));
    expect(calls('POST /api/orders/Order/CancelOrder')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'لغو رزرو' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'بله، رزرو لغو شود' }));
    expect(await screen.findByText('این رزرو لغو شد')).toBeInTheDocument();
    expect(calls('POST /api/orders/Order/CancelOrder')[0]!.body).toEqual({ orderId: 'o1' });
    expect(screen.queryByRole('button', { name: /پرداخت/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'جستجوی دوباره پرواز' })).toHaveAttribute('href', '/');
    expect(root.order.cancelling).toBeNull();
  });

  it('keeps the dialog open with the server\'s Persian reason when the order can no longer be cancelled', async () => {
    const { api } = backend({}, 'این سفارش پرداخت شده است و لغو نمی‌شود؛ برای بازگشت وجه، درخواست استرداد ثبت کنید.');
    renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'بله، رزرو لغو شود' }));
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('لغو نمی‌شود');
    expect(screen.getByRole('heading', { name: 'تأیید و پرداخت' })).toBeInTheDocument();
  });

  it('says how much gift credit the order can take, or that the gift limit is reached (CheckGiftExceedCount)', async () => {
    const gift = (over: Partial<GiftExceedCount>) => ({ 'GET /api/wallet/WalletFlows/CheckGiftExceedCount': () => ({ count: 1, limit: 3, exceeded: false, giftBalance: 500_000, ...over }) });
    const first = renderRoutes(bookingRoutes, '/confirm/?orderId=o1', backend(gift({})).api);
    expect(await screen.findByText(/از اعتبار هدیه در این سفارش استفاده می‌شود/)).toHaveTextContent('۵۰۰٬۰۰۰');
    expect(screen.getByText(/از اعتبار هدیه در این سفارش/)).toHaveTextContent('۲ سفارش دیگر از ۳');
    first.view.unmount();
    renderRoutes(bookingRoutes, '/confirm/?orderId=o1', backend(gift({ count: 3, exceeded: true })).api);
    expect(await screen.findByText(/سقف استفاده از اعتبار هدیه/)).toHaveTextContent('فعلاً در این سفارش استفاده نمی‌شود');
  });
});

describe('the cancelled order elsewhere', () => {
  it('the payment page offers «لغو رزرو» for an unpaid order, then says it is cancelled with no pay button', async () => {
    const { api } = backend();
    renderRoutes(bookingRoutes, '/payment/o1/', api);
    expect(await screen.findByRole('heading', { name: 'این سفارش هنوز پرداخت نشده است' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'لغو رزرو' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'بله، رزرو لغو شود' }));
    expect(await screen.findByRole('heading', { name: 'این رزرو لغو شد' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پرداخت دوباره' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'لغو رزرو' })).toBeNull();
    await waitFor(() => expect(document.querySelector('[data-status="Cancelled"]')).toHaveTextContent('لغوشده'));
  });

  it('my travels and the order details show «لغوشده» and why', async () => {
    const cancelled = summary({ status: 'Cancelled', statusFa: 'لغوشده', paidAt: null, issuedAt: null });
    const { api } = fakeApi({
      'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE,
      'POST /api/orders/Order/GetCurrentUserOrders': () => paged([cancelled]),
      'GET /api/orders/Order/GetById/o1': () => cancelled,
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => orderIn('Cancelled'),
    });
    const list = renderRoutes(accountRoutes, '/profile/my-travels/', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('لغوشده')).toBeInTheDocument();
    list.view.unmount();
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=o1', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('این سفارش لغو شده است')).toBeInTheDocument();
    expect(screen.getByText(/صندلی‌های آن آزاد شد/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ادامه خرید و پرداخت' })).toBeNull();
  });
});

describe('the API client and the order store', () => {
  it('posts CancelOrder {orderId} and keeps the cancelled status on the order being built', async () => {
    const { api, calls } = backend();
    const { root } = renderRoutes(bookingRoutes, '/payment/', api);
    root.order.setOrder(orderIn('Reserved'));
    const pending = root.order.cancelOrder('o1');
    expect(root.order.cancelling).toBe('o1');
    const answer = await pending;
    expect(answer.status).toBe('Cancelled');
    expect(calls('POST /api/orders/Order/CancelOrder')[0]!.body).toEqual({ orderId: 'o1' });
    expect((root.order.order as { status: string }).status).toBe('Cancelled');
    expect(root.order.cancelling).toBeNull();
  });
});
