import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visaRoutes as routes } from '../../../../src/screens/visa/routes';
import { FakeError, fakeApi, preload, renderRoutes } from './harness';
import { ORDER_ID, visaOrder, visaRoutes } from './fixtures';

beforeAll(() => preload(routes), 60_000);

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('visa pages render their h1 (SPEC §2)', () => {
  it.each([
    ['/visa/', 'ویزای آنلاین'],
    ['/visa-uae', 'ویزای دبی و امارات'],
    ['/visa-italy/', 'ویزای ایتالیا (شینگن)'],
    ['/visa-azerbaijan/', 'ویزای جمهوری آذربایجان'],
    ['/visa-thiland/', 'ویزای تایلند'],
    ['/visa/uae/', 'ویزای امارات متحده عربی'],
    ['/visa/uae/type/', 'انتخاب نوع ویزای امارات متحده عربی'],
    ['/visa/add-passenger/', 'مشخصات مسافران ویزا'],
    [`/visa/confirm/?orderId=${ORDER_ID}`, 'تأیید و پرداخت درخواست ویزا'],
    [`/visa/payment/${ORDER_ID}/`, 'نتیجه پرداخت ویزا'],
  ])('%s', async (path, title) => {
    const { api } = fakeApi({ ...visaRoutes, [`GET /api/visa/Submit/VerifyVisaPayment/${ORDER_ID}`]: () => ({ order: visaOrder(), paid: false, messages: [] }) });
    renderRoutes(routes, path, api);
    // Some pages name the destination once its catalogue has loaded: wait for the final heading.
    await h1();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title), { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: 'مسیر صفحه' })).toBeInTheDocument();
  });

  it('lists every destination with its visa types, prices and a link to its flow', async () => {
    const { api } = fakeApi(visaRoutes);
    renderRoutes(routes, '/visa/', api);
    expect(await screen.findByRole('heading', { name: 'ویزای ایتالیا (شینگن)' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'درخواست ویزا' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/visa/uae/', '/visa/italy/', '/visa/azerbaijan/', '/visa/thiland/']);
    expect(screen.getAllByText('۷۲٬۰۰۰٬۰۰۰').length).toBeGreaterThan(0);
  });

  it('says so when the destination is unknown or the catalogue fails', async () => {
    const { api } = fakeApi(visaRoutes);
    renderRoutes(routes, '/visa/mars/', api);
    expect(await screen.findByText('این مقصد ویزا را نداریم')).toBeInTheDocument();
    const failing = fakeApi({ 'GET /api/visa/Visa/GetVisaEnums': () => { throw new FakeError(500); } });
    renderRoutes(routes, '/visa-uae', failing.api);
    expect(await screen.findByText('اطلاعات ویزا دریافت نشد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});

describe('the type step (GetTotalPrice)', () => {
  it('shows the live total for the chosen type, speed and passenger count', async () => {
    const { api, calls } = fakeApi(visaRoutes);
    renderRoutes(routes, '/visa/uae/type/?visaType=AE-T30', api);
    await waitFor(() => expect(screen.getByTestId('visa-total')).toHaveTextContent('۷۲٬۰۰۰٬۰۰۰'));
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مسافر' }));
    await waitFor(() => expect(screen.getByTestId('visa-total')).toHaveTextContent('۱۴۴٬۰۰۰٬۰۰۰'));
    await userEvent.click(screen.getByRole('radio', { name: /فوری.*۳ روز کاری/ }));
    // 72M + 40% = 100.8M per passenger, two passengers.
    await waitFor(() => expect(screen.getByTestId('visa-total')).toHaveTextContent('۲۰۱٬۶۰۰٬۰۰۰'));
    expect(calls('GET /api/visa/Visa/GetTotalPrice').at(-1)!.params).toMatchObject({ destination: 'uae', visaType: 'AE-T30', passengerCount: 2, speed: 'Urgent' });
  });

  it('will not continue without a travel date, and carries the choice to the passenger step', async () => {
    const { api } = fakeApi(visaRoutes);
    const { router, root } = renderRoutes(routes, '/visa/uae/type/?visaType=AE-TR96', api);
    await screen.findByTestId('visa-total');
    await userEvent.click(screen.getByRole('button', { name: 'ادامه و ورود مشخصات مسافران' }));
    expect((await screen.findAllByText('تاریخ سفر را انتخاب کنید.')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/visa/uae/type/');
    expect(root.visa.requestVisa).toBeNull();
  });

  it('keeps an earlier choice with its date and moves on to the passengers', async () => {
    const { api } = fakeApi(visaRoutes);
    const choice = { destination: 'uae', visaType: 'AE-T30', speed: 'Normal' as const, passengerCount: 2, travelDate: '2027-01-10' };
    const { router, root } = renderRoutes(routes, '/visa/uae/type/', api, (r) => r.visa.setRequestVisa(choice));
    await waitFor(() => expect(screen.getByTestId('visa-total')).toHaveTextContent('۱۴۴٬۰۰۰٬۰۰۰'));
    await userEvent.click(screen.getByRole('button', { name: 'ادامه و ورود مشخصات مسافران' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visa/add-passenger/'));
    expect(root.visa.requestVisa).toEqual(choice);
    expect(await screen.findByText('مسافر ۲')).toBeInTheDocument();
    expect(screen.getAllByText('عکس مسافر')).toHaveLength(2);
    // A visa request gets a receipt, not a ticket.
    expect(screen.getByRole('textbox', { name: /شماره موبایل/ })).toHaveAccessibleDescription('رسید درخواست و کد پیگیری به این شماره پیامک می‌شود.');
  });
});

describe('later steps', () => {
  it('a reload on the passenger step without a choice points back to the start', async () => {
    const { api } = fakeApi(visaRoutes);
    renderRoutes(routes, '/visa/add-passenger/', api);
    expect(await screen.findByText('اطلاعات درخواست ویزا پیدا نشد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شروع درخواست ویزا' })).toHaveAttribute('href', '/visa/');
  });

  it('confirm shows the order, its price and pays through Pay/Create', async () => {
    const { api, calls } = fakeApi({
      [`GET /api/visa/Submit/VerifyVisaPayment/${ORDER_ID}`]: () => ({ order: visaOrder(), paid: false, messages: [] }),
      'POST /api/payment/Pay/Create': () => ({ paymentId: 'pay-1', url: '/api/payment/Sandbox/Pay/abc', amount: 144_000_000, walletAmount: 0, expiresAt: null }),
    });
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      renderRoutes(routes, `/visa/confirm/?orderId=${ORDER_ID}`, api);
      expect(await screen.findByText('MARYAM KAZEMI')).toBeInTheDocument();
      expect(screen.getByText('۲ × بزرگسال')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'پرداخت و ثبت نهایی' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payment/Sandbox/Pay/abc'));
      expect(calls('POST /api/payment/Pay/Create')[0]!.body).toMatchObject({ orderId: ORDER_ID, gatewayId: 1, walletType: 'Cache' });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('the payment page says whether the bank took the money', async () => {
    const paid = fakeApi({ [`GET /api/visa/Submit/VerifyVisaPayment/${ORDER_ID}`]: () => ({ order: visaOrder({ status: 'Paid', statusFa: 'پرداخت‌شده' }), paid: true, messages: [] }) });
    const first = renderRoutes(routes, `/visa/payment/${ORDER_ID}/`, paid.api);
    expect(await screen.findByText('پرداخت با موفقیت انجام شد')).toBeInTheDocument();
    first.view.unmount();
    const unpaid = fakeApi({ [`GET /api/visa/Submit/VerifyVisaPayment/${ORDER_ID}`]: () => ({ order: visaOrder(), paid: false, messages: ['این درخواست روادید هنوز پرداخت نشده است.'] }) });
    renderRoutes(routes, `/visa/payment/${ORDER_ID}/?status=Failed`, unpaid.api);
    expect(await screen.findByText('این درخواست روادید هنوز پرداخت نشده است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پرداخت دوباره' })).toHaveAttribute('href', `/visa/confirm/?orderId=${ORDER_ID}`);
  });

  it('an order that is not the traveller\'s is not found', async () => {
    const { api } = fakeApi({ [`GET /api/visa/Submit/VerifyVisaPayment/${ORDER_ID}`]: () => { throw new FakeError(404, { message: 'not found' }); } });
    renderRoutes(routes, `/visa/payment/${ORDER_ID}/`, api);
    expect(await screen.findByText('این درخواست ویزا پیدا نشد')).toBeInTheDocument();
  });
});
