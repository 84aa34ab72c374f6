import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootStore } from '../../../../src/stores';
import { bookingRoutes } from '../../../../src/screens/booking/routes';
import { details, proposal, savedPassenger, summary, USER } from '../account/fixtures';
import { fakeApi, FakeError, type FakeHandler } from '../account/fake-api';
import { preload, renderRoutes } from '../account/render';
import { EMPTY_PASSENGER } from '../../../../src/design-system';
import { PassengerKind } from '../../../../src/domain';
import { saveDraft } from '../../../../src/screens/booking/parts/draft-memory';
import { formValueOf } from '../../../../src/screens/booking/parts/passenger-input';

beforeAll(() => preload(bookingRoutes), 60_000);
beforeEach(() => sessionStorage.clear());

const ADULT = savedPassenger();
const CHILD = savedPassenger({ id: 'sp2', firstNameFa: 'نیما', firstNameEn: 'Nima', birthDate: '2018-05-01', nationalCode: '0499370899', passengerType: 2 });

/** A round of the results page: a one-way search for an adult and a child, and its chosen proposal. */
function chosen(root: RootStore) {
  root.auth.setUser(USER);
  const parsed = root.flightConfiguration.applySearchUrl('/flight/THR-MHD/?adults=1&children=1&departing=1405-09-04');
  if (!parsed.ok) throw new Error('search URL did not parse');
  root.order.chooseProposal(proposal({
    Prices: [
      { PassengerType: 1, Count: 1, BaseFare: 25_000_000, Tax: 5_000_000, UnitPrice: 30_000_000, TotalPrice: 30_000_000 },
      { PassengerType: 2, Count: 1, BaseFare: 20_000_000, Tax: 4_000_000, UnitPrice: 24_000_000, TotalPrice: 24_000_000 },
    ],
    TotalPrice: 54_000_000,
  }));
}

const backend = (over: Record<string, FakeHandler> = {}) => fakeApi({
  'POST /api/flight-reservation/Passenger/GetCurrentUserPassengers': () => [ADULT, CHILD],
  ...over,
});

describe('/add-passenger/', () => {
  it('without a chosen flight (a reload) leads back to search', async () => {
    const { api, seen } = fakeApi({});
    renderRoutes(bookingRoutes, '/add-passenger/', api);
    expect(await screen.findByText('پروازی انتخاب نشده است')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی پرواز' })).toHaveAttribute('href', '/');
    expect(seen).toHaveLength(0);
  });

  it('shows the trip and one form per passenger of the search, and blocks an empty submit', async () => {
    const { api, calls } = backend();
    renderRoutes(bookingRoutes, '/add-passenger/', api, chosen);
    expect(await screen.findByRole('region', { name: 'مسافر ۱ بزرگسال' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مسافر ۲ کودک' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'پرواز انتخابی' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /شماره موبایل/ })).toHaveAccessibleDescription('بلیت و کد پیگیری به این شماره پیامک می‌شود.');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت مسافران و ادامه' }));
    expect((await screen.findAllByText('نام را به انگلیسی وارد کنید.')).length).toBe(2);
    expect(calls('POST /api/flight-reservation/Submit/SubmitFlightOrder')).toHaveLength(0);
  });

  it('fills passengers from the saved ones and submits the order with the WebSite channel, then goes to /confirm/', async () => {
    const { api, calls } = backend({ 'POST /api/flight-reservation/Submit/SubmitFlightOrder': () => details(summary({ id: 'o7', status: 'Created' })) });
    const { router, root } = renderRoutes(bookingRoutes, '/add-passenger/', api, chosen);
    const adults = await screen.findByRole('region', { name: /انتخاب از مسافران قبلی \(بزرگسال\)/ });
    await userEvent.click(within(adults).getByRole('checkbox'));
    const children = screen.getByRole('region', { name: /انتخاب از مسافران قبلی \(کودک\)/ });
    await userEvent.click(within(children).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'ثبت مسافران و ادامه' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/'));
    expect(router.state.location.search).toBe('?orderId=o7');
    const sent = calls('POST /api/flight-reservation/Submit/SubmitFlightOrder')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      proposals: [{ requestId: 'r1', proposalId: 'p-out' }],
      contact: { mobile: '09121234567', email: 'sara@example.com' },
      chanel: 'WebSite',
      passengers: [
        { id: 'sp1', passengerType: 1, firstNameEn: 'Ali', nationalCode: '0012345679' },
        { id: 'sp2', passengerType: 2, firstNameEn: 'Nima', nationalCode: '0499370899' },
      ],
    });
    expect(typeof sent.clientRequestId).toBe('string');
    expect((root.order.order as { id: string }).id).toBe('o7');
  });

  it('saves typed passengers to «مسافران من» (ticked by default) so the next booking offers them; picked or unticked ones are not', async () => {
    const saved: unknown[] = [];
    const { api, calls } = backend({
      'POST /api/flight-reservation/Submit/SubmitFlightOrder': () => details(summary({ id: 'o8', status: 'Created' })),
      'POST /api/flight-reservation/Passenger/AddOrUpdatePassenger': ({ body }) => {
        saved.push(body);
        return savedPassenger({ id: 'sp9' });
      },
    });
    saveDraft('r1:p-out', {
      slots: [{ kind: PassengerKind.Adult, value: EMPTY_PASSENGER }, { kind: PassengerKind.Child, value: formValueOf({ ...CHILD, id: '' }) }],
      contact: { mobile: '09121234567', email: '' },
    });
    const { router } = renderRoutes(bookingRoutes, '/add-passenger/', api, chosen);
    // The adult is picked from the saved ones: nothing to save, no checkbox.
    await userEvent.click(within(await screen.findByRole('region', { name: /انتخاب از مسافران قبلی \(بزرگسال\)/ })).getByRole('checkbox'));
    expect(within(screen.getByRole('region', { name: 'مسافر ۱ بزرگسال' })).queryByRole('checkbox', { name: 'ذخیره در مسافران من' })).toBeNull();
    // The child was typed in (the draft kept in the tab).
    const child = screen.getByRole('region', { name: 'مسافر ۲ کودک' });
    expect(within(child).getByRole('checkbox', { name: 'ذخیره در مسافران من' })).toBeChecked();
    expect(within(child).getByRole('textbox', { name: 'نام (انگلیسی)' })).toHaveValue('Nima');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت مسافران و ادامه' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/'));
    expect(calls('POST /api/flight-reservation/Passenger/AddOrUpdatePassenger')).toHaveLength(1);
    expect(saved[0]).toMatchObject({ passenger: { passengerType: 2, firstNameEn: 'Nima', nationalCode: '0499370899' } });
    expect(saved[0]).not.toHaveProperty('passenger.id');
  });

  it('does not save a typed passenger whose «ذخیره در مسافران من» was unticked', async () => {
    const { api, calls } = backend({ 'POST /api/flight-reservation/Submit/SubmitFlightOrder': () => details(summary({ id: 'o9', status: 'Created' })) });
    saveDraft('r1:p-out', {
      slots: [{ kind: PassengerKind.Adult, value: formValueOf({ ...ADULT, id: '' }) }, { kind: PassengerKind.Child, value: formValueOf({ ...CHILD, id: '' }) }],
      contact: { mobile: '09121234567', email: '' },
    });
    const { router } = renderRoutes(bookingRoutes, '/add-passenger/', api, chosen);
    for (const name of ['مسافر ۱ بزرگسال', 'مسافر ۲ کودک']) {
      await userEvent.click(within(await screen.findByRole('region', { name })).getByRole('checkbox', { name: 'ذخیره در مسافران من' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'ثبت مسافران و ادامه' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/'));
    expect(calls('POST /api/flight-reservation/Passenger/AddOrUpdatePassenger')).toHaveLength(0);
  });

  it('shows the server\'s message on the passenger it is about', async () => {
    const { api } = backend({
      'POST /api/flight-reservation/Submit/SubmitFlightOrder': () => {
        throw new FakeError(400, { errors: { 'passengers[1].birthDate': ['سن کودک در روز پرواز باید بین ۲ تا ۱۲ سال باشد.'] } });
      },
    });
    renderRoutes(bookingRoutes, '/add-passenger/', api, chosen);
    const adults = await screen.findByRole('region', { name: /انتخاب از مسافران قبلی \(بزرگسال\)/ });
    await userEvent.click(within(adults).getByRole('checkbox'));
    await userEvent.click(within(screen.getByRole('region', { name: /انتخاب از مسافران قبلی \(کودک\)/ })).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'ثبت مسافران و ادامه' }));
    const child = screen.getByRole('region', { name: 'مسافر ۲ کودک' });
    expect(await within(child).findByText('سن کودک در روز پرواز باید بین ۲ تا ۱۲ سال باشد.')).toBeInTheDocument();
  });
});

describe('/edit-passenger/', () => {
  it('comes back to the order\'s passengers (after a reload too) from ?orderId=', async () => {
    const { api } = backend({ 'GET /api/orders/Order/GetCurrentUserOrderDetails/o1': () => details() });
    renderRoutes(bookingRoutes, '/edit-passenger/?orderId=o1', api, (root) => root.auth.setUser(USER));
    const form = await screen.findByRole('region', { name: 'مسافر ۱ بزرگسال' });
    expect(within(form).getByRole('textbox', { name: 'نام (انگلیسی)' })).toHaveValue('Sara');
  });

  it('without an order, returns to the draft typed on /add-passenger/', async () => {
    const { api } = backend();
    const first = renderRoutes(bookingRoutes, '/add-passenger/', api, chosen);
    const latin = within(await screen.findByRole('region', { name: 'مسافر ۱ بزرگسال' })).getByRole('textbox', { name: 'نام (انگلیسی)' });
    await userEvent.type(latin, 'Reza');
    first.view.unmount();
    renderRoutes(bookingRoutes, '/edit-passenger/', api, chosen);
    const again = within(await screen.findByRole('region', { name: 'مسافر ۱ بزرگسال' })).getByRole('textbox', { name: 'نام (انگلیسی)' });
    expect(again).toHaveValue('Reza');
  });
});
