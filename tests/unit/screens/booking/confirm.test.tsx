import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '../../../../src/contract';
import { bookingRoutes } from '../../../../src/screens/booking/routes';
import { BALANCE, details, summary } from '../account/fixtures';
import { fakeApi, FakeError, type FakeHandler } from '../account/fake-api';
import { preload, renderRoutes } from '../account/render';

beforeAll(() => preload(bookingRoutes), 60_000);

const held = (status: OrderStatus = 'Reserved') => details({
  ...summary({ status, statusFa: 'رزروشده', paidAt: null, issuedAt: null, holdExpiresAt: status === 'Reserved' ? '2099-01-01T00:00:00Z' : null }),
  items: details().items.map((i) => ({ ...i, ticketNumber: null })),
});

function backend(over: Record<string, FakeHandler> = {}, usable = BALANCE.usableBalance) {
  let status: OrderStatus = 'Created';
  return fakeApi({
    'GET /api/flight-reservation/Submit/VerifyFlightOrder/o1': () => ({ order: held(status), canPay: status === 'Reserved', holdSecondsLeft: 900, messages: [] }),
    'POST /api/flight-reservation/Reserve/ReserveFlightOrder': () => {
      status = 'Reserved';
      return held();
    },
    'GET /api/wallet/wallet/CurrentUserBalance': () => ({ ...BALANCE, usableBalance: usable }),
    'GET /api/wallet/wallet/CurrentUserBalanceDifference': ({ params }) => {
      const total = Number(params.totalPrice);
      const walletAmount = Math.min(usable, total);
      return { totalPrice: total, usableBalance: usable, walletAmount, difference: total - walletAmount };
    },
    ...over,
  });
}

describe('/confirm/?orderId=', () => {
  it('holds a submitted order, then shows the trip, the hold timer and the price', async () => {
    const { api, calls } = backend();
    const { root } = renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    expect(await screen.findByRole('heading', { name: 'تأیید و پرداخت' })).toBeInTheDocument();
    expect(calls('POST /api/flight-reservation/Reserve/ReserveFlightOrder')).toHaveLength(1);
    expect(screen.getByText('زمان باقی‌مانده برای تکمیل خرید')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'جزئیات قیمت' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ویرایش مسافران' })).toHaveAttribute('href', '/edit-passenger/?orderId=o1');
    expect(root.wallet.inventory).toBe(BALANCE.balance);
  });

  it('pays at the bank with Pay/Create when the wallet is off', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, calls } = backend({ 'POST /api/payment/Pay/Create': () => ({ paymentId: 'p', url: 'http://bank.test/x', amount: 1, walletAmount: 0, expiresAt: null }) });
    renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'پرداخت و دریافت بلیت' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://bank.test/x'));
    expect(calls('POST /api/payment/Pay/Create')[0]!.body).toMatchObject({ orderId: 'o1', useWallet: false, gatewayId: 1 });
    vi.unstubAllGlobals();
  });

  it('pays wholly from the wallet with ConfirmOrder when it covers the price', async () => {
    const { api, calls } = backend({ 'POST /api/wallet/wallet/ConfirmOrder': () => ({}) }, 50_000_000);
    const { router } = renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    await userEvent.click(await screen.findByRole('switch', { name: /پرداخت از کیف پول/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'پرداخت از کیف پول' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/o1/'));
    expect(calls('POST /api/wallet/wallet/ConfirmOrder')[0]!.body).toEqual({ orderId: 'o1' });
  });

  it('applies a voucher and shows a rejected code in Persian', async () => {
    const { api } = backend({
      'POST /api/orders/Order/ApplyDiscountVoucher': ({ body }) => {
        if ((body as { code: string }).code !== 'WELCOME10') throw new FakeError(400, { errors: { code: ['کد تخفیف معتبر نیست.'] } });
        return summary({ status: 'Reserved', voucherCode: 'WELCOME10', discountAmount: 3_000_000, payableAmount: 27_000_000 });
      },
    });
    renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    const field = await screen.findByRole('textbox', { name: /کد تخفیف/ });
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال' }));
    expect(await screen.findByText('کد تخفیف معتبر نیست.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال' }));
    expect(await screen.findByText('۲۷٬۰۰۰٬۰۰۰')).toBeInTheDocument();
  });

  it('says an expired order can no longer be paid, and leads back to search', async () => {
    const { api } = fakeApi({
      'GET /api/flight-reservation/Submit/VerifyFlightOrder/o1': () => ({ order: held('Expired'), canPay: false, holdSecondsLeft: 0, messages: ['مهلت رزرو تمام شد.'] }),
      'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE,
      'GET /api/wallet/wallet/CurrentUserBalanceDifference': () => ({ totalPrice: 1, usableBalance: 0, walletAmount: 0, difference: 1 }),
    });
    renderRoutes(bookingRoutes, '/confirm/?orderId=o1', api);
    expect(await screen.findByText('مهلت رزرو تمام شد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی دوباره پرواز' })).toHaveAttribute('href', '/');
  });

  it('has an empty state without an order', async () => {
    const { api, seen } = fakeApi({});
    renderRoutes(bookingRoutes, '/confirm/', api);
    expect(await screen.findByText('سفارشی برای تأیید نیست')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
