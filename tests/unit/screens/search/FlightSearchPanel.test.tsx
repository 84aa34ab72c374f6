import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlightSearchPanel } from '../../../../src/screens/search/FlightSearchPanel';
import { draftFromSearch } from '../../../../src/screens/search/search-draft';
import { toPlace } from '../../../../src/screens/search/places';
import { Cabin, LocationCodeType, parseSearchUrl, ProductType, TripType, type SearchRequest } from '../../../../src/domain';
import { DOMESTIC_CITIES, renderScreen, testRoot } from './fixtures';

configure({ defaultHidden: true });

const airport = (code: string) => ({ code, codeType: LocationCodeType.AirportCode });
const seg = (origin: string, destination: string, departureDate: string) => ({
  origin, originType: LocationCodeType.AirportCode, destination, destinationType: LocationCodeType.AirportCode, departureDate, isJalali: true,
});
const search = (over: Partial<SearchRequest>): SearchRequest => ({
  adults: 1, children: 0, infants: 0, cabinType: Cabin.Economy, flightType: TripType.OneWay, productType: ProductType.DomesticFlight,
  segments: [seg('THR', 'MHD', '2026-11-26')], ...over,
});
const landed = () => screen.findByTestId('landed').then((el) => el.textContent);

describe('draftFromSearch and toPlace', () => {
  it('turns a round trip into the first leg and a return day', () => {
    const d = draftFromSearch(search({ flightType: TripType.RoundTrip, segments: [seg('THR', 'MHD', '2026-11-26'), seg('MHD', 'THR', '2026-11-30')], adults: 2, cabinType: Cabin.Business }), '2026-11-20');
    expect(d).toEqual({
      tripType: TripType.RoundTrip,
      segments: [{ origin: airport('THR'), destination: airport('MHD'), departureDate: '2026-11-26' }],
      returnDate: '2026-11-30', passengers: { adults: 2, children: 0, infants: 0 }, cabin: Cabin.Business,
    });
  });

  it('mends a wrong URL\'s draft: an empty code stays empty, a past or unreadable date gives way', () => {
    const d = draftFromSearch(search({
      flightType: TripType.RoundTrip, segments: [seg('THR', '', '2026-11-01'), seg('', 'THR', '')], adults: 2, infants: 3,
    }), '2026-11-20');
    expect(d).toMatchObject({
      segments: [{ origin: airport('THR'), destination: null, departureDate: '2026-11-21' }],
      returnDate: null, passengers: { adults: 2, children: 0, infants: 3 },
    });
  });

  it('maps a City onto a Place with the scope priority', () => {
    expect(toPlace(DOMESTIC_CITIES[0]!, 'domestic')).toEqual({
      cityCode: 'THR', cityNameFa: 'تهران', cityNameEn: 'Tehran', priority: 60,
      airports: [{ iata: 'THR', nameFa: 'مهرآباد', nameEn: 'THR' }, { iata: 'IKA', nameFa: 'امام خمینی', nameEn: 'IKA' }],
    });
  });
});

describe('FlightSearchPanel', { timeout: 30_000 }, () => {
  it('searches one-way from the chosen cities, departing tomorrow by default, and reports the URL', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    const { root } = renderScreen(<FlightSearchPanel scope="domestic" onSubmitted={onSubmitted} />);
    await waitFor(() => expect(root.places.isReady('domestic')).toBe(true));
    await user.type(screen.getByRole('combobox', { name: 'مبدأ' }), 'تهران');
    await screen.findAllByRole('option', { name: /همه فرودگاه/ });
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'مقصد' }), 'MHD');
    await screen.findAllByRole('option', { name: /مشهد/ });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    // 2026-11-21 is 1405-08-30.
    const url = '/flight/THR-MHD/?adults=1&children=0&infants=0&departing=1405-08-30&cabintype=economy&origintype=citycode&destinationtype=airportcode';
    expect(await landed()).toBe(url);
    expect(onSubmitted).toHaveBeenCalledWith(url);
  });

  it('edits a given round trip and searches it again', async () => {
    const user = userEvent.setup();
    const current = search({ flightType: TripType.RoundTrip, segments: [seg('THR', 'MHD', '2026-11-26'), seg('MHD', 'THR', '2026-11-30')] });
    renderScreen(<FlightSearchPanel scope="domestic" initialSearch={current} />);
    expect(screen.getByRole('radio', { name: 'رفت و برگشت' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: /کلاس/ }), String(Cabin.Business));
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    const url = await landed();
    expect(url).toBe('/flight/THR-MHD/?adults=1&children=0&infants=0&departing=1405-09-05&returning=1405-09-09&cabintype=business');
    expect(parseSearchUrl(url!, { today: '2026-11-20' })).toMatchObject({ ok: true, value: { flightType: TripType.RoundTrip, cabinType: Cabin.Business } });
  });

  it('searches a multi-destination trip abroad with the segment URL', async () => {
    const user = userEvent.setup();
    const current = search({
      productType: ProductType.InternationalFlight, flightType: TripType.MultiDestination, adults: 2,
      segments: [seg('IKA', 'IST', '2026-11-26'), seg('IST', 'DXB', '2026-11-29')],
    });
    renderScreen(<FlightSearchPanel scope="international" initialSearch={current} />);
    expect(screen.getAllByRole('group', { name: /^مسیر/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(await landed()).toBe(
      '/international-flight/IKA-airportcode-IST-airportcode-1405-09-05_IST-airportcode-DXB-airportcode-1405-09-08/?adults=2&children=0&infants=0&cabintype=economy',
    );
  });

  it('does not navigate while the form is invalid', async () => {
    const user = userEvent.setup();
    renderScreen(<FlightSearchPanel scope="domestic" />);
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(screen.getByText('مبدأ را انتخاب کنید')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('loads the scope list once and says so when it fails, with a retry', async () => {
    const user = userEvent.setup();
    const root = testRoot({ placesFail: true });
    renderScreen(<FlightSearchPanel scope="international" />, root);
    expect(await screen.findByText('فهرست شهرها بارگیری نشد')).toBeInTheDocument();
    expect(root.api.flightConfiguration.internationalAirports).toHaveBeenCalledTimes(1);
    expect(root.api.flightConfiguration.domesticAirports).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(root.api.flightConfiguration.internationalAirports).toHaveBeenCalledTimes(2));
  });
});
