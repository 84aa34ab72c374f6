import { describe, expect, it } from 'vitest';
import { parseSearchUrl, ProposalTypeFilter, readResultsView } from '../../../../src/domain';
import { citySlug, isDomesticRoute, resolveListingRoute, resultsUrlFor, routeSlug } from '../../../../src/screens/listings/listing-route';
import { CITIES } from './fixtures';

const find = (code: string) => CITIES.find((c) => c.cityCode === code || c.airports.some((a) => a.iataCode === code));
const resolve = (param: string) => {
  const route = resolveListingRoute(param, CITIES, find);
  return route && `${route.origin.cityCode}-${route.destination.cityCode}`;
};

describe('listing route parameters (SPEC §2 /charter-flight/{flight?})', () => {
  it('names cities by their English names, lower-case and hyphenated', () => {
    expect(CITIES.map(citySlug)).toEqual(['tehran', 'mashhad', 'bandar-abbas', 'istanbul', 'kish']);
  });

  it.each([
    ['tehran-mashhad', 'THR-MHD'],
    ['Tehran-Mashhad', 'THR-MHD'],
    ['tehran-bandar-abbas', 'THR-BND'],
    ['bandar-abbas-tehran', 'BND-THR'],
    ['THR-MHD', 'THR-MHD'],
    ['ika-ist', 'THR-IST'],
    ['kih-thr', 'KIH-THR'],
    ['tehran-istanbul', 'THR-IST'],
  ])('%s → %s', (param, expected) => {
    expect(resolve(param)).toBe(expected);
  });

  it.each(['tehran', 'tehran-tehran', 'THR-IKA', 'tehran-paris', 'xyz-mhd', 'tehran--mashhad', '', 'bandar-tehran'])('%j names no route', (param) => {
    expect(resolve(param)).toBeNull();
  });

  it('writes a route back as its slug, both ways round', () => {
    const route = resolveListingRoute('THR-BND', CITIES, find)!;
    expect(routeSlug(route)).toBe('tehran-bandar-abbas');
    expect(routeSlug({ origin: route.destination, destination: route.origin })).toBe('bandar-abbas-tehran');
  });
});

describe('the results link of a listing', () => {
  it('is a domestic search that parses back, with the charter filter', () => {
    const route = resolveListingRoute('tehran-mashhad', CITIES, find)!;
    expect(isDomesticRoute(route)).toBe(true);
    const url = resultsUrlFor(route, '2026-12-01', ProposalTypeFilter.Charter);
    expect(url.startsWith('/flight/THR-MHD/?')).toBe(true);
    const parsed = parseSearchUrl(url, { today: '2026-11-20' });
    expect(parsed.ok && parsed.value.segments[0]).toMatchObject({ origin: 'THR', destination: 'MHD', departureDate: '2026-12-01' });
    expect(readResultsView(new URL(url, 'http://x').searchParams).filters.type).toBe(ProposalTypeFilter.Charter);
  });

  it('is an international search by city code, without a type filter unless asked', () => {
    const route = resolveListingRoute('tehran-istanbul', CITIES, find)!;
    const url = resultsUrlFor(route, '2026-12-01');
    expect(url.startsWith('/international-flight/THR-IST/?')).toBe(true);
    expect(url).toContain('origintype=citycode');
    expect(new URL(url, 'http://x').searchParams.has('type')).toBe(false);
    const parsed = parseSearchUrl(url, { today: '2026-11-20' });
    expect(parsed.ok).toBe(true);
  });
});
