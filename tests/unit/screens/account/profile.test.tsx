import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountRoutes } from '../../../../src/screens/account/routes';
import { BALANCE, flow, paged, summary, USER } from './fixtures';
import { fakeApi, FakeError } from './fake-api';
import { preload, renderRoutes } from './render';

beforeAll(() => preload(accountRoutes), 60_000);

const BASE = {
  'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE,
  'GET /account/api/Account/CurrentUser': () => USER,
};

describe('profile layout and home (SPEC §2 /profile)', () => {
  it('shows who is signed in, the wallet (kept in root.wallet.inventory), the menu and the latest orders', async () => {
    const { api, calls } = fakeApi({ ...BASE, 'POST /api/orders/Order/GetCurrentUserOrders': () => paged([summary()], 4) });
    const { root } = renderRoutes(accountRoutes, '/profile/', api);
    expect(await screen.findByRole('heading', { name: 'سلام، سارا محمدی' })).toBeInTheDocument();
    expect(screen.getAllByText('۰۹۱۲۱۲۳۴۵۶۷').length).toBeGreaterThan(0);
    await waitFor(() => expect(root.wallet.inventory).toBe(2_500_000));
    expect(screen.getAllByText('۲٬۵۰۰٬۰۰۰').length).toBeGreaterThan(0);
    expect(await screen.findByText('۴ سفارش در حساب شما ثبت شده است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جزئیات سفارش ۱۴۰۵۱۲' })).toHaveAttribute('href', '/profile/my-travels/order-details/?orderId=o1');
    const menu = screen.getByRole('navigation', { name: 'بخش‌های حساب کاربری' });
    expect(within(menu).getByRole('link', { name: 'خلاصه حساب' })).toHaveAttribute('aria-current', 'page');
    expect(calls('POST /api/orders/Order/GetCurrentUserOrders')[0]!.body).toEqual({ pageNumber: 1, pageSize: 3 });
  });

  it('offers a search when there are no orders yet', async () => {
    const { api } = fakeApi({ ...BASE, 'POST /api/orders/Order/GetCurrentUserOrders': () => paged([]) });
    renderRoutes(accountRoutes, '/profile/', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('هنوز سفری ندارید')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی پرواز' })).toHaveAttribute('href', '/');
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const { api } = fakeApi({
      ...BASE,
      'POST /api/orders/Order/GetCurrentUserOrders': () => {
        if (fail) throw new FakeError(500);
        return paged([summary()]);
      },
    });
    renderRoutes(accountRoutes, '/profile/', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('خطایی در سرور رخ داد. کمی بعد دوباره تلاش کنید.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('link', { name: 'جزئیات سفارش ۱۴۰۵۱۲' })).toBeInTheDocument();
  });

  it('says what is wrong with a wrong link, without a retry that cannot help', async () => {
    const { api } = fakeApi({ ...BASE, 'GET /api/orders/Order/GetById/zzz': () => { throw new FakeError(400, { errors: { id: ['شناسه معتبر نیست.'] } }); } });
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=zzz', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByRole('heading', { name: /شناسه معتبر نیست/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
  });

  it('marks the section of a nested page in the menu (order details → سفرهای من)', async () => {
    const { api } = fakeApi({ ...BASE, 'GET /api/orders/Order/GetById/o1': () => { throw new FakeError(404); } });
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=o1', api, (root) => root.auth.setUser(USER));
    const menu = await screen.findByRole('navigation', { name: 'بخش‌های حساب کاربری' });
    expect(within(menu).getByRole('link', { name: 'سفرهای من' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('این سفارش در سفارش‌های شما پیدا نشد.')).toBeInTheDocument();
  });
});

describe('my-travels', () => {
  it('filters by status and pages through the URL', async () => {
    const { api, calls } = fakeApi({
      ...BASE,
      'POST /api/orders/Order/GetCurrentUserOrders': ({ body }) => {
        const b = body as { pageNumber: number };
        return paged([summary({ id: `o${b.pageNumber}`, number: b.pageNumber })], 25, b.pageNumber);
      },
    });
    const { router } = renderRoutes(accountRoutes, '/profile/my-travels/', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('۲۵ سفارش')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'جزئیات سفارش ۲' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'در انتظار پرداخت' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    const sent = calls('POST /api/orders/Order/GetCurrentUserOrders').map((c) => c.body);
    expect(sent.at(-1)).toEqual({ pageNumber: 1, pageSize: 10, status: ['Created', 'Reserved'] });
    expect(sent).toContainEqual({ pageNumber: 2, pageSize: 10 });
  });

  it('says it holds every product\'s orders, and dates a hotel order by its check-in day', async () => {
    const hotel = summary({ id: 'h1', number: 7, product: 'Hotel', title: 'هتل آسمان، شیراز', departureTime: '2026-11-25', createdAt: '2026-11-01T08:00:00Z' });
    const { api } = fakeApi({ ...BASE, 'POST /api/orders/Order/GetCurrentUserOrders': () => paged([hotel]) });
    renderRoutes(accountRoutes, '/profile/my-travels/', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('سفارش‌های پرواز، هتل، تور، CIP و روادید شما، از جدیدترین')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'جزئیات سفارش ۷' })).closest('li, article') as HTMLElement;
    expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-11-25');
  });

  it('says so when a filter has no orders, and can clear it', async () => {
    const { api } = fakeApi({ ...BASE, 'POST /api/orders/Order/GetCurrentUserOrders': () => paged([]) });
    const { router } = renderRoutes(accountRoutes, '/profile/my-travels/?status=refund', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('سفارشی با این وضعیت نیست')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'نمایش همه سفارش‌ها' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('هنوز سفری ندارید')).toBeInTheDocument();
  });
});

describe('transactions', () => {
  it('lists wallet flows signed by direction, and filters by direction', async () => {
    const { api, calls } = fakeApi({
      ...BASE,
      'GET /api/wallet/WalletFlows/GetCurrentUserWalletFlows': () => paged([flow(), flow({ id: 2, amount: 3_000_000, kind: 'Refund', kindFa: 'استرداد', description: '' })]),
    });
    renderRoutes(accountRoutes, '/profile/transactions/', api, (root) => root.auth.setUser(USER));
    const list = await screen.findByRole('list', { name: 'تراکنش‌ها' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('استرداد')).toBeInTheDocument();
    expect(within(list).getByText('−')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'برداشت' }));
    await waitFor(() => expect(calls('GET /api/wallet/WalletFlows/GetCurrentUserWalletFlows').at(-1)!.params).toMatchObject({ direction: 'Debit', pageNumber: 1 }));
  });

  it('has an empty state', async () => {
    const { api } = fakeApi({ ...BASE, 'GET /api/wallet/WalletFlows/GetCurrentUserWalletFlows': () => paged([]) });
    renderRoutes(accountRoutes, '/profile/transactions/', api, (root) => root.auth.setUser(USER));
    expect(await screen.findByText('تراکنشی نیست')).toBeInTheDocument();
  });
});

describe('wallet top-up', () => {
  it('checks the amount, then charges the wallet at the bank (Pay/Create with an amount and no order)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, calls } = fakeApi({
      ...BASE,
      'POST /api/orders/Order/GetCurrentUserOrders': () => paged([]),
      'POST /api/payment/Pay/Create': () => ({ paymentId: 'w1', url: 'http://bank.test/w1', amount: 5_000_000, walletAmount: 0, expiresAt: null }),
    });
    renderRoutes(accountRoutes, '/profile/transactions/', api, (root) => root.auth.setUser(USER));
    await userEvent.click((await screen.findAllByRole('button', { name: 'افزایش موجودی' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'افزایش موجودی کیف پول' });
    const field = within(dialog).getByRole('textbox', { name: 'مبلغ (ریال)' });
    await userEvent.type(field, '۵۰۰۰');
    await userEvent.click(within(dialog).getByRole('button', { name: 'پرداخت' }));
    expect(await within(dialog).findByText('کمترین مبلغ شارژ ۱۰٬۰۰۰ ریال است.')).toBeInTheDocument();
    expect(calls('POST /api/payment/Pay/Create')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: '۵٬۰۰۰٬۰۰۰ ریال' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'پرداخت' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://bank.test/w1'));
    expect(calls('POST /api/payment/Pay/Create')[0]!.body).toEqual({ gatewayId: 1, walletType: 'Cache', isMobile: true, amount: 5_000_000 });
    vi.unstubAllGlobals();
  });
});
