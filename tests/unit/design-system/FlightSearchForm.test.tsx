import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import {
  activeSegments, checkSearchForm, FlightSearchForm, initialDraft, toSearchRequest, updateSegment, type FlightSearchDraft,
} from '../../../src/design-system/FlightSearchForm';
import { buildSearchUrl, Cabin, LocationCodeType, TripType } from '../../../src/domain';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from '../../../stories/design-system/fixtures/places';

configure({ defaultHidden: true });

const TODAY = '2026-11-20';
const airport = (code: string) => ({ code, codeType: LocationCodeType.AirportCode });
const city = (code: string) => ({ code, codeType: LocationCodeType.CityCode });
const leg = (o: string, d: string, day: string) => ({ origin: airport(o), destination: airport(d), departureDate: day });
const draft = (p: Partial<FlightSearchDraft>) => initialDraft(p);

describe('checkSearchForm', () => {
  it('names every empty field in Persian', () => {
    expect(checkSearchForm(initialDraft(), TODAY, DOMESTIC_PLACES).errors).toEqual({
      'segments.0.origin': 'مبدأ را انتخاب کنید',
      'segments.0.destination': 'مقصد را انتخاب کنید',
      'segments.0.departureDate': 'تاریخ رفت را انتخاب کنید',
    });
  });

  it('rejects the same city at both ends, by city (THR and IKA are Tehran)', () => {
    const { errors } = checkSearchForm(draft({ segments: [leg('THR', 'IKA', '2026-11-26')] }), TODAY, DOMESTIC_PLACES);
    expect(errors['segments.0.destination']).toBe('مبدأ و مقصد نباید یکی باشند');
  });

  it('asks for the return day of a round trip, and rejects one before the departure', () => {
    const roundTrip = draft({ tripType: TripType.RoundTrip, segments: [leg('THR', 'MHD', '2026-11-26')] });
    expect(checkSearchForm(roundTrip, TODAY, DOMESTIC_PLACES).errors).toEqual({ returnDate: 'تاریخ برگشت را انتخاب کنید' });
    const early = { ...roundTrip, returnDate: '2026-11-24' };
    expect(checkSearchForm(early, TODAY, DOMESTIC_PLACES).errors).toEqual({ returnDate: 'تاریخ برگشت نباید پیش از تاریخ رفت باشد' });
  });

  it('rejects a past day through the domain rules', () => {
    const { errors } = checkSearchForm(draft({ segments: [leg('THR', 'MHD', '2026-11-19')] }), TODAY, DOMESTIC_PLACES);
    expect(errors['segments.0.departureDate']).toBe('تاریخ پرواز گذشته است');
  });

  it('returns the typed value of a valid round trip', () => {
    const d = draft({ tripType: TripType.RoundTrip, segments: [leg('THR', 'MHD', '2026-11-26')], returnDate: '2026-11-30', cabin: Cabin.First });
    expect(checkSearchForm(d, TODAY, DOMESTIC_PLACES)).toEqual({
      errors: {},
      value: {
        tripType: TripType.RoundTrip, segments: [leg('THR', 'MHD', '2026-11-26')], returnDate: '2026-11-30',
        adults: 1, children: 0, infants: 0, cabin: Cabin.First,
      },
    });
  });

  it('checks multi-destination legs in order and fills the second row', () => {
    const multi = draft({ tripType: TripType.MultiDestination, segments: [leg('THR', 'IST', '2026-11-26')] });
    expect(activeSegments(multi)).toHaveLength(2);
    expect(activeSegments(multi)[1]!.origin).toEqual(airport('IST'));
    const outOfOrder = { ...multi, segments: [leg('THR', 'IST', '2026-11-26'), leg('IST', 'DXB', '2026-11-25')] };
    expect(checkSearchForm(outOfOrder, TODAY, INTERNATIONAL_PLACES).errors).toEqual({
      'segments.1.departureDate': 'تاریخ هر مسیر نباید پیش از مسیر قبلی باشد',
    });
  });

  it('carries a new destination into the next row while its origin is empty, never over one the traveller chose', () => {
    const rows = [leg('THR', 'IST', '2026-11-26'), { origin: null, destination: null, departureDate: null }];
    expect(updateSegment(rows, 0, { destination: airport('DXB') })[1]!.origin).toEqual(airport('DXB'));
    const chosen = [leg('THR', 'IST', '2026-11-26'), leg('SAW', 'DXB', '2026-11-28')];
    expect(updateSegment(chosen, 0, { destination: airport('DXB') })[1]!.origin).toEqual(airport('SAW'));
    expect(updateSegment(chosen, 1, { destination: airport('IST') })).toHaveLength(2);
  });

  it('keeps only the first leg for one-way even when multi rows were filled', () => {
    const d = draft({ segments: [leg('THR', 'MHD', '2026-11-26'), leg('MHD', 'KIH', '2026-11-28')] });
    expect(checkSearchForm(d, TODAY, DOMESTIC_PLACES).value?.segments).toHaveLength(1);
  });
});

describe('toSearchRequest', () => {
  it('gives the domain request buildSearchUrl needs', () => {
    const value = {
      tripType: TripType.RoundTrip, segments: [{ origin: city('THR'), destination: city('IST'), departureDate: '2026-11-26' }],
      returnDate: '2026-12-03', adults: 2, children: 0, infants: 1, cabin: Cabin.Economy,
    };
    expect(buildSearchUrl(toSearchRequest(value, 'international'))).toBe(
      '/international-flight/THR-IST/?adults=2&children=0&infants=1&departing=1405-09-05&returning=1405-09-12&cabintype=economy&origintype=citycode&destinationtype=citycode',
    );
  });
});

// Whole forms with four pickers each render slowly in jsdom, more so on a busy machine.
describe('FlightSearchForm', { timeout: 20_000 }, () => {
  it('shows Persian errors on submit and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ThemeProvider><FlightSearchForm places={DOMESTIC_PLACES} today={TODAY} onSubmit={onSubmit} /></ThemeProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(screen.getByText('مبدأ را انتخاب کنید')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a filled form', async () => {
    const onSubmit = vi.fn();
    render(
      <ThemeProvider>
        <FlightSearchForm places={DOMESTIC_PLACES} today={TODAY} onSubmit={onSubmit} defaultValue={{ segments: [leg('THR', 'MHD', '2026-11-26')] }} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(onSubmit).toHaveBeenCalledWith({
      tripType: TripType.OneWay, segments: [leg('THR', 'MHD', '2026-11-26')], adults: 1, children: 0, infants: 0, cabin: Cabin.Economy,
    });
  });

  it('offers multi-destination only internationally, with up to four rows', async () => {
    const { unmount } = render(<ThemeProvider><FlightSearchForm places={DOMESTIC_PLACES} today={TODAY} onSubmit={vi.fn()} /></ThemeProvider>);
    expect(screen.queryByRole('radio', { name: 'چند مسیره' })).toBeNull();
    unmount();
    render(<ThemeProvider><FlightSearchForm scope="international" places={INTERNATIONAL_PLACES} today={TODAY} onSubmit={vi.fn()} /></ThemeProvider>);
    await userEvent.click(screen.getByRole('radio', { name: 'چند مسیره' }));
    const add = screen.getByRole('button', { name: 'افزودن مسیر' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^مسیر/ })).toHaveLength(4);
    expect(add).toBeDisabled();
  });
});
