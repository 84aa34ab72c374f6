import { describe, expect, it } from 'vitest';
import { ProductType, TripType } from '../../../src/domain';
import { freshRoot } from './fixtures';

describe('FlightConfigurationStore (SPEC §3, §4)', () => {
  it('starts one-way with nothing chosen', () => {
    const { flightConfiguration: fc } = freshRoot();
    expect(fc.flightType).toBe(TripType.OneWay);
    expect([fc.origin, fc.destination, fc.requestId, fc.returningRequestId]).toEqual([null, null, null, null]);
  });

  it('derives one-way and domestic from a domestic URL without a returning date', () => {
    const { flightConfiguration: fc } = freshRoot();
    const url = '/flight/THR-MHD/?adults=2&departing=1405-09-05';
    expect(fc.applySearchUrl(url).ok).toBe(true);
    expect(fc.flightType).toBe(TripType.OneWay);
    expect(fc.productType).toBe(ProductType.DomesticFlight);
    expect(fc.isDomesticFlight).toBe(true);
    expect([fc.origin, fc.destination]).toEqual(['THR', 'MHD']);
    expect(fc.dates).toEqual(['2026-11-26']);
    expect(fc.routeFullPath).toBe(url);
    expect(fc.availableRequest?.adults).toBe(2);
  });

  it('derives round trip from a returning date and international from the route', () => {
    const { flightConfiguration: fc } = freshRoot();
    const parsed = fc.applySearchUrl('/international-flight/IKA-IST/?departing=1405-09-05&returning=1405-09-12');
    expect(parsed.ok).toBe(true);
    expect(fc.flightType).toBe(TripType.RoundTrip);
    expect(fc.productType).toBe(ProductType.InternationalFlight);
    expect(fc.isDomesticFlight).toBe(false);
    expect(fc.dates).toEqual(['2026-11-26', '2026-12-03']);
  });

  it('keeps its state and returns Persian errors for a bad URL', () => {
    const { flightConfiguration: fc } = freshRoot();
    fc.applySearchUrl('/flight/THR-MHD/?departing=1405-09-05');
    const bad = fc.applySearchUrl('/flight/THR-MHD/?departing=1405-09-05&cabintype=rocket');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]!.message).toMatch(/[آ-ی]/);
    expect(fc.availableRequest?.cabinType).toBe(1);
  });

  it('clearing resets flight type to one-way and empties origin, destination, dates and request ids', () => {
    const { flightConfiguration: fc } = freshRoot();
    fc.applySearchUrl('/flight/THR-MHD/?departing=1405-09-05&returning=1405-09-08');
    fc.setRequestIds('r-1', 'r-2');
    fc.clear();
    expect(fc.flightType).toBe(TripType.OneWay);
    expect([fc.origin, fc.destination, fc.requestId, fc.returningRequestId]).toEqual([null, null, null, null]);
    expect(fc.dates).toEqual([]);
  });

  it('records when the search started and ended', () => {
    const { flightConfiguration: fc } = freshRoot();
    fc.markAvailableStart(1000);
    fc.markAvailableEnd(1600);
    expect([fc.availableStartMs, fc.availableEndMs]).toEqual([1000, 1600]);
  });
});
