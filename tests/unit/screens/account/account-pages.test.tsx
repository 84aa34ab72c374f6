import { beforeAll, describe, expect, it } from 'vitest';
import { expectPriceRows } from './price-rows';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountRoutes } from '../../../../src/screens/account/routes';
import { BALANCE, details, savedPassenger, summary, USER } from './fixtures';
import { fakeApi, FakeError } from './fake-api';
import { preload, renderRoutes } from './render';

beforeAll(() => preload(accountRoutes), 60_000);

const BASE = { 'GET /api/wallet/wallet/CurrentUserBalance': () => BALANCE };
const signedIn = (root: { auth: { setUser(u: typeof USER): void } }) => root.auth.setUser(USER);

describe('account', () => {
  it('edits the name and e-mail through Account/Update and keeps the answer in root.auth.user', async () => {
    const { api, calls } = fakeApi({ ...BASE, 'POST /account/api/Account/Update': ({ body }) => ({ ...USER, ...(body as object) }) });
    const { root } = renderRoutes(accountRoutes, '/profile/account/', api, signedIn);
    const first = await screen.findByRole('textbox', { name: 'نام' });
    await userEvent.clear(first);
    await userEvent.type(first, 'مریم');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(root.auth.user?.firstName).toBe('مریم'));
    expect(calls('POST /account/api/Account/Update')[0]!.body).toEqual({ firstName: 'مریم', lastName: 'محمدی', email: 'sara@example.com' });
  });

  it('stops a bad e-mail in Persian before calling the server', async () => {
    const { api, calls } = fakeApi({ ...BASE });
    renderRoutes(accountRoutes, '/profile/account/', api, signedIn);
    const email = await screen.findByRole('textbox', { name: 'ایمیل' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText('ایمیل معتبر نیست.')).toBeInTheDocument();
    expect(calls('POST /account/api/Account/Update')).toHaveLength(0);
  });

  it('shows the server message on its field until that field is edited, keeping what was typed', async () => {
    const { api } = fakeApi({ ...BASE, 'POST /account/api/Account/Update': () => { throw new FakeError(400, { errors: { email: ['این ایمیل برای حساب دیگری ثبت شده است.'] } }); } });
    renderRoutes(accountRoutes, '/profile/account/', api, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText('این ایمیل برای حساب دیگری ثبت شده است.')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'ایمیل' });
    await userEvent.type(email, 'x');
    expect(screen.queryByText('این ایمیل برای حساب دیگری ثبت شده است.')).toBeNull();
    expect(email).toHaveValue('sara@example.comx');
  });

  it('checks a field once it is left, before any submit', async () => {
    const { api } = fakeApi({ ...BASE });
    renderRoutes(accountRoutes, '/profile/account/', api, signedIn);
    const first = await screen.findByRole('textbox', { name: 'نام' });
    await userEvent.type(first, '123');
    expect(screen.queryByText('نام فقط می‌تواند حرف داشته باشد.')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('نام فقط می‌تواند حرف داشته باشد.')).toBeInTheDocument();
  });
});

describe('auth-data', () => {
  it('creates a first password (no current password asked) and checks the rule first', async () => {
    const { api, calls } = fakeApi({ ...BASE, 'POST /account/api/Account/ChangePassword': () => true, 'GET /account/api/Account/CurrentUser': () => ({ ...USER, hasPassword: true }) });
    const { root } = renderRoutes(accountRoutes, '/profile/auth-data/', api, signedIn);
    expect(await screen.findByText('شماره موبایل ورود')).toBeInTheDocument();
    expect(screen.queryByLabelText('رمز عبور فعلی')).toBeNull();
    await userEvent.type(screen.getByLabelText('رمز عبور جدید'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'ساخت رمز عبور' }));
    expect(await screen.findByText('رمز عبور باید دست‌کم ۸ نویسه باشد.')).toBeInTheDocument();
    expect(calls('POST /account/api/Account/ChangePassword')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('رمز عبور جدید'), 'pass123');
    await userEvent.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'shortpass123');
    await userEvent.click(screen.getByRole('button', { name: 'ساخت رمز عبور' }));
    await waitFor(() => expect(calls('POST /account/api/Account/ChangePassword')).toHaveLength(1));
    expect(calls('POST /account/api/Account/ChangePassword')[0]!.body).toEqual({ newPassword: 'shortpass123', confirmPassword: 'shortpass123' });
    await waitFor(() => expect(root.auth.user?.hasPassword).toBe(true));
    // A fresh form after the save: empty, asking for the current password, and quiet until used.
    expect(await screen.findByLabelText('رمز عبور فعلی')).toHaveValue('');
    expect(screen.getByLabelText('رمز عبور جدید')).toHaveValue('');
    expect(screen.queryByText('رمز عبور باید دست‌کم ۸ نویسه باشد.')).toBeNull();
  });
});

describe('passengers', () => {
  it('lists saved passengers and deletes one after confirming', async () => {
    const { api, calls } = fakeApi({
      ...BASE,
      'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [savedPassenger(), savedPassenger({ id: 'sp2', firstNameFa: 'مینا', nationalCode: '0499370899' })],
      'DELETE /api/flight-reservation/Passenger/DeletePassenger/sp1': () => true,
    });
    renderRoutes(accountRoutes, '/profile/passengers/', api, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'حذف علی رضایی' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف مسافر' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'علی رضایی' })).toBeNull());
    expect(screen.getByRole('article', { name: 'مینا رضایی' })).toBeInTheDocument();
    expect(calls('DELETE /api/flight-reservation/Passenger/DeletePassenger/sp1')).toHaveLength(1);
  });

  it('opens an empty PassengerForm for a new passenger and blocks an empty save', async () => {
    const { api, calls } = fakeApi({ ...BASE, 'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [] });
    renderRoutes(accountRoutes, '/profile/passengers/', api, signedIn);
    expect(await screen.findByText('مسافری ذخیره نکرده‌اید')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مسافر' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ذخیره مسافر' }));
    expect(await screen.findByText('نام را به انگلیسی وارد کنید.')).toBeInTheDocument();
    expect(calls('POST /api/flight-reservation/Passenger/AddOrUpdatePassenger')).toHaveLength(0);
  });

  it('offers every nationality from Country/GetAllCountries, asked once however often the form opens', async () => {
    const { api, calls } = fakeApi({
      ...BASE,
      'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [],
      'GET /api/flight-configuration/Country/GetAllCountries': () => [
        { countryId: 1, code: 'JP', nameFa: 'ژاپن', nameEn: 'Japan' }, { countryId: 2, code: 'IR', nameFa: 'ایران', nameEn: 'Iran' },
        { countryId: 3, code: 'BR', nameFa: 'برزیل', nameEn: 'Brazil' },
      ],
    });
    renderRoutes(accountRoutes, '/profile/passengers/', api, signedIn);
    expect(await screen.findByText('مسافری ذخیره نکرده‌اید')).toBeInTheDocument();
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'مسافر جدید' }));
      await userEvent.click(await screen.findByRole('radio', { name: 'غیر ایرانی' }));
      const nationality = await screen.findByRole('combobox', { name: /ملیت/ });
      await waitFor(() => expect(within(nationality).getAllByRole('option').map((o) => o.textContent)).toEqual(['انتخاب ملیت', 'برزیل', 'ژاپن']));
      await userEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    }
    expect(calls('GET /api/flight-configuration/Country/GetAllCountries')).toHaveLength(1);
  });

  it('edits a saved passenger with its id, wrapped in passenger', async () => {
    const { api, calls } = fakeApi({
      ...BASE,
      'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [savedPassenger()],
      'POST /api/flight-reservation/Passenger/AddOrUpdatePassenger': ({ body }) => ({ ...savedPassenger(), ...(body as { passenger: object }).passenger }),
    });
    renderRoutes(accountRoutes, '/profile/passengers/', api, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'ویرایش علی رضایی' }));
    const latin = await screen.findByRole('textbox', { name: 'نام (انگلیسی)' });
    await userEvent.clear(latin);
    await userEvent.type(latin, 'Aly');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره مسافر' }));
    await waitFor(() => expect(calls('POST /api/flight-reservation/Passenger/AddOrUpdatePassenger')).toHaveLength(1));
    const sent = calls('POST /api/flight-reservation/Passenger/AddOrUpdatePassenger')[0]!.body as { passenger: Record<string, unknown> };
    expect(sent.passenger).toMatchObject({ id: 'sp1', firstNameEn: 'Aly', gender: 'Male', nationalCode: '0012345679', passengerType: 1 });
    expect(sent.passenger).not.toHaveProperty('passportNumber');
  });
});

describe('order details', () => {
  it('shows a flight order: PNR, passengers, history, and the items page link', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/o1': () => summary(),
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => details(),
    });
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=o1', api, signedIn);
    expect(await screen.findByText('K7Q2XM')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'مسافران' })).getByText('سارا محمدی')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دانلود بلیت (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بلیت‌ها و اقلام سفارش' })).toHaveAttribute('href', '/profile/my-travels/order-details/flight-order-items/?orderId=o1');
    expect(screen.getByRole('heading', { name: 'سابقه سفارش' })).toBeInTheDocument();
    expectPriceRows(screen.getByRole('region', { name: 'جزئیات قیمت' }));
  });

  it('offers to go on to payment while an order waits', async () => {
    const reserved = { status: 'Reserved' as const, statusFa: 'رزروشده', holdExpiresAt: '2099-01-01T00:00:00Z', paidAt: null, issuedAt: null };
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/o1': () => summary(reserved),
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => details({ ...summary(reserved), items: [] }),
    });
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=o1', api, signedIn);
    expect(await screen.findByRole('link', { name: 'ادامه خرید و پرداخت' })).toHaveAttribute('href', '/confirm/?orderId=o1');
    expect(screen.queryByRole('button', { name: 'دانلود بلیت (PDF)' })).toBeNull();
  });

  it('reads a visa order through the visa details call', async () => {
    const { api, calls } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetById/v1': () => summary({ id: 'v1', product: 'Visa', title: 'روادید امارات' }),
      'GET /api/orders/Order/GetCurrentUserVisaOrderDetails/v1': () => ({
        ...summary({ id: 'v1', product: 'Visa', title: 'روادید امارات' }), contact: { mobile: '09121234567', email: null }, passengers: [], history: [],
        visa: { destination: 'AE', destinationFa: 'امارات', visaType: 't', visaTypeFa: 'توریستی', speed: 'Normal', speedFa: 'عادی', travelDate: '2026-12-01', unitPrice: 1, processingDays: 5 },
      }),
    });
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/?orderId=v1', api, signedIn);
    expect(await screen.findByText('توریستی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مسافران و مدارک روادید' })).toHaveAttribute('href', '/profile/my-travels/order-details/VisaOrderItems/?orderId=v1');
    expect(calls('GET /api/orders/Order/GetCurrentUserOrderDetails/v1')).toHaveLength(0);
  });

  it('lists each passenger\'s items and the issued ticket cards', async () => {
    const { api } = fakeApi({
      ...BASE,
      'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => details(),
      'GET /api/orders/Order/GetOrderPassengers/o1': () => details().passengers.map((p) => ({ ...p, items: details().items })),
    });
    renderRoutes(accountRoutes, '/profile/my-travels/order-details/flight-order-items/?orderId=o1', api, signedIn);
    expect(await screen.findByRole('heading', { name: 'بلیت‌های صادرشده' })).toBeInTheDocument();
    expect(screen.getAllByText('۰۹۶۲۱۳۴۵۶۷۸۹۰').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('فعال')).toBeInTheDocument();
  });
});
