import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../../../../src/design-system/ThemeProvider';
import { flightsRoutes } from '../../../../src/screens/flights/routes';
import { StoresProvider } from '../../../../src/stores';
import {
  AVAILABLE, CALENDAR, deferred, DETAIL, FakeError, FLIGHT_DETAIL, ONE_WAY, ONE_WAY_URL, ROUND_TRIP, ROUND_TRIP_URL, searchRoot,
} from '../../stores/FlightSearch.fixtures';

/** A cold lazy import of the screen can take seconds under jsdom (more on a busy machine). */
const T = 40_000;

type Routes = Parameters<typeof searchRoot>[0];

async function renderResults(path: string, routes: Routes = { [AVAILABLE]: () => ONE_WAY }) {
  const { root, seen } = searchRoot({ [CALENDAR]: () => [], [DETAIL]: () => FLIGHT_DETAIL, ...routes });
  const router = createMemoryRouter([{
    HydrateFallback: () => null,
    children: [...flightsRoutes, { path: '/add-passenger/', element: <h1>مشخصات مسافران</h1> }],
  }], { initialEntries: [path] });
  render(
    <ThemeProvider>
      <StoresProvider store={root}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  return { root, seen, router, query: () => new URLSearchParams(router.state.location.search) };
}

const cards = () => within(screen.getByRole('list', { name: 'نتایج پرواز' })).getAllByRole('article');
/** The list's first cards, once drawn (the rows follow the viewport's size as the observer reports it). */
const firstCards = () => waitFor(cards);
/** The list fills a couple of rows per commit: wait for all of them. */
const expectCards = (count: number) => waitFor(() => expect(cards()).toHaveLength(count), { timeout: 10_000 });
/** The filter panel commits after the list. */
const sidebar = () => screen.findByRole('complementary', { name: 'فیلترها' }, { timeout: 10_000 });

describe('results screen (SPEC §2, §4, §5)', () => {
  it('renders the cards of a real-shaped Available answer, cheapest first, sold-out hidden', async () => {
    await renderResults(ONE_WAY_URL);
    expect(await screen.findByRole('list', { name: 'نتایج پرواز' }, { timeout: T })).toBeInTheDocument();
    const available = ONE_WAY.proposals.filter((p) => p.Seat > 0).sort((a, b) => a.TotalPrice - b.TotalPrice);
    await expectCards(available.length);
    expect(cards()[0]).toHaveAccessibleName(new RegExp(available[0]!.FlightGroups[0]!.MarketingAirlineName));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('بلیط هواپیما تهران به مشهد');
    expect(screen.getByRole('navigation', { name: 'انتخاب روز پرواز' })).toBeInTheDocument();
  }, T);

  it('writes a filter or sort change into the URL, replacing the entry and keeping the search', async () => {
    const { router, query } = await renderResults(ONE_WAY_URL);
    await screen.findByRole('list', { name: 'نتایج پرواز' }, { timeout: T });
    fireEvent.click(within(await sidebar()).getByRole('radio', { name: /سیستمی/ }));
    await waitFor(() => expect(query().get('type')).toBe('system'));
    await expectCards(ONE_WAY.proposals.filter((p) => !p.IsCharter && p.Seat > 0).length);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(query().get('departing')).toBe('1405-09-07');
    fireEvent.click(screen.getAllByRole('radio', { name: 'زودترین' })[0]!);
    await waitFor(() => expect(query().get('sort')).toBe('earliest'));
  }, T);

  it('applies the filters of a shared link on load', async () => {
    const { root } = await renderResults(`${ONE_WAY_URL}&type=charter&sort=latest`);
    await screen.findByRole('list', { name: 'نتایج پرواز' }, { timeout: T });
    expect(root.filters.filters.type).toBe('1');
    const charter = ONE_WAY.proposals.filter((p) => p.IsCharter && p.Seat > 0);
    await expectCards(charter.length);
    expect(within(await sidebar()).getByRole('radio', { name: /چارتر/ })).toBeChecked();
  }, T);

  it('chooses a round trip in two steps, with Back between them, then goes to the passengers', async () => {
    const { root, router, query } = await renderResults(ROUND_TRIP_URL, { [AVAILABLE]: () => ROUND_TRIP });
    expect(await screen.findByRole('heading', { name: 'انتخاب پرواز رفت' }, { timeout: T })).toBeInTheDocument();
    fireEvent.click(within((await firstCards())[0]!).getByRole('button', { name: /^انتخاب پرواز/ }));

    expect(await screen.findByRole('heading', { name: 'انتخاب پرواز برگشت' })).toBeInTheDocument();
    expect(query().get('outbound')).toBe(root.flightSearch.chosenOutbound!.ProposalId);
    expect(screen.getByLabelText('پرواز رفت انتخاب‌شده')).toHaveTextContent('پرواز رفت: تهران به مشهد');
    await expectCards(ROUND_TRIP.proposals.filter((p) => p.isReturning && p.Seat > 0).length);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'انتخاب پرواز رفت' })).toBeInTheDocument();
    expect(root.flightConfiguration.isReturning).toBe(false);

    fireEvent.click(within((await firstCards())[1]!).getByRole('button', { name: /^انتخاب پرواز/ }));
    await screen.findByRole('heading', { name: 'انتخاب پرواز برگشت' });
    fireEvent.click(screen.getByRole('button', { name: 'تغییر پرواز رفت' }));
    await screen.findByRole('heading', { name: 'انتخاب پرواز رفت' });
    fireEvent.click(within((await firstCards())[1]!).getByRole('button', { name: /^انتخاب پرواز/ }));
    await screen.findByRole('heading', { name: 'انتخاب پرواز برگشت' });
    fireEvent.click(within((await firstCards())[0]!).getByRole('button', { name: /^انتخاب پرواز/ }));
    expect(await screen.findByRole('heading', { name: 'مشخصات مسافران' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-passenger/');
    expect(root.order.proposal).not.toBeNull();
    expect(root.order.proposalReturning?.isReturning).toBe(true);
  }, T);

  it('goes straight to the passengers after a one-way choice', async () => {
    const { router, root } = await renderResults(ONE_WAY_URL);
    await screen.findByRole('list', { name: 'نتایج پرواز' }, { timeout: T });
    expect(screen.queryByRole('heading', { name: 'انتخاب پرواز رفت' })).toBeNull();
    fireEvent.click(within((await firstCards())[0]!).getByRole('button', { name: /^انتخاب پرواز/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-passenger/'));
    expect(root.order.proposal).not.toBeNull();
  }, T);

  it('opens the details with the fare rules in a drawer that Back closes', async () => {
    const { router, query } = await renderResults(ONE_WAY_URL);
    await screen.findByRole('list', { name: 'نتایج پرواز' }, { timeout: T });
    fireEvent.click(within((await firstCards())[0]!).getByRole('button', { name: /^جزئیات پرواز/ }));
    // The drawer is a chunk of its own: on a loaded machine it takes more than findBy's second.
    const dialog = await screen.findByRole('dialog', { name: 'جزئیات پرواز' }, { timeout: T });
    expect(await within(dialog).findByText(FLIGHT_DETAIL.fareRules[0]!, undefined, { timeout: T })).toBeInTheDocument();
    expect(query().get('rqs')).toMatch(/^[a-z0-9]{5}$/);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'جزئیات پرواز' })).toBeNull());
  }, T);

  it('shows the skeleton with a progress bar while the search runs', async () => {
    const answer = deferred<typeof ONE_WAY>();
    await renderResults(ONE_WAY_URL, { [AVAILABLE]: () => answer.promise });
    expect(await screen.findByRole('progressbar', { name: 'پیشرفت جستجو' }, { timeout: T })).toBeInTheDocument();
    expect(screen.getByText('در حال جستجوی پروازها…')).toBeInTheDocument();
    answer.resolve(ONE_WAY);
    await screen.findByRole('list', { name: 'نتایج پرواز' });
    expect(screen.queryByRole('progressbar', { name: 'پیشرفت جستجو' })).toBeNull();
  }, T);

  it('searches the same route on the day chosen in the date strip, with the filters started over', async () => {
    const { router, seen } = await renderResults(`${ONE_WAY_URL}&stops=1`);
    await screen.findByRole('list', { name: 'نتایج پرواز' }, { timeout: T });
    const strip = screen.getByRole('navigation', { name: 'انتخاب روز پرواز' });
    fireEvent.click(within(strip).getByRole('button', { name: /۸ آذر/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('departing')).toBe('1405-09-08'));
    expect(router.state.location.pathname).toBe('/flight/THR-MHD/');
    expect(router.state.location.search).not.toContain('stops');
    await waitFor(() => expect(seen.filter((s) => s.url === AVAILABLE)).toHaveLength(2));
    expect((seen.filter((s) => s.url === AVAILABLE)[1]!.body as { segments: { departureDate: string }[] }).segments[0]!.departureDate).toBe('2026-11-29');
  }, T);

  it('says so when nothing flies', async () => {
    await renderResults(ONE_WAY_URL, { [AVAILABLE]: () => ({ ...ONE_WAY, proposals: [] }) });
    expect(await screen.findByText('پروازی پیدا نشد', undefined, { timeout: T })).toBeInTheDocument();
  }, T);

  it('offers to clear filters that hide every flight', async () => {
    const { query } = await renderResults(`${ONE_WAY_URL}&price=1-2`);
    expect(await screen.findByText('پروازی با این فیلترها نیست', undefined, { timeout: T })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    await screen.findByRole('list', { name: 'نتایج پرواز' });
    await waitFor(() => expect(query().get('price')).toBeNull());
  }, T);

  it('offers a retry when the search failed on the server', async () => {
    let fail = true;
    const { seen } = await renderResults(ONE_WAY_URL, {
      [AVAILABLE]: () => {
        if (fail) throw new FakeError(503);
        return ONE_WAY;
      },
    });
    expect(await screen.findByText(/دوباره تلاش کنید/, undefined, { timeout: T })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await screen.findByRole('list', { name: 'نتایج پرواز' });
    expect(seen.filter((s) => s.url === AVAILABLE)).toHaveLength(2);
  }, T);

  it('says what is wrong with a search the server refused, and offers to change it, not to retry', async () => {
    await renderResults(ONE_WAY_URL, {
      [AVAILABLE]: () => { throw new FakeError(400, { 'segments[0].destination': ['برای این مسیر پروازی تعریف نشده است.'] }); },
    });
    expect(await screen.findByText('برای این مسیر پروازی تعریف نشده است.', undefined, { timeout: T })).toBeInTheDocument();
    expect(screen.getByText('این جستجو انجام نشد')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
    expect(screen.queryByText('۵۰۰')).toBeNull();
    // Changing it opens the search form in place, with the summary's button now closing it.
    fireEvent.click(screen.getByRole('button', { name: 'تغییر جستجو' }));
    expect(await screen.findByRole('button', { name: 'بستن' })).toHaveAttribute('aria-expanded', 'true');
  }, T);

  it('says what is wrong with a search URL without asking the server (a past date)', async () => {
    const { seen } = await renderResults('/flight/THR-MHD/?adults=2&children=0&infants=0&departing=1300-01-01&cabintype=business');
    expect(await screen.findByText('این جستجو انجام نشد', undefined, { timeout: T })).toBeInTheDocument();
    expect(screen.getByText(/گذشته/)).toBeInTheDocument();
    expect(seen.filter((s) => s.url === AVAILABLE)).toHaveLength(0);
    // Nothing is lost: the form that mends it keeps the passengers and the cabin the URL asked for.
    fireEvent.click(screen.getByRole('button', { name: 'تغییر جستجو' }));
    expect(await screen.findByText('۲ بزرگسال', undefined, { timeout: T })).toBeInTheDocument();
    expect(screen.getByDisplayValue('بیزینس')).toBeInTheDocument();
  }, T);
});
