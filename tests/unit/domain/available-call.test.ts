import { describe, expect, it } from 'vitest';
import { ProductType } from '../../../src/domain/enums';
import { availableCallOf } from '../../../src/domain/search-request';

describe('availableCallOf', () => {
  it('turns the search request into the Available call’s shape', () => {
    expect(availableCallOf({
      adults: 2, children: 1, infants: 0, cabinType: 2, flightType: 1, productType: ProductType.InternationalFlight,
      segments: [{ origin: 'THR', originType: 1, destination: 'IST', destinationType: 2, departureDate: '2026-12-01', isJalali: true }],
    })).toEqual({
      adults: 2, children: 1, infants: 0, cabinType: 2, flightType: 1, productType: 'InternationalFlight',
      segments: [{ origin: 'THR', originType: 'CityCode', destination: 'IST', destinationType: 'AirportCode', departureDate: '2026-12-01' }],
    });
  });

  it('names a domestic search DomesticFlight', () => {
    expect(availableCallOf({
      adults: 1, children: 0, infants: 0, cabinType: 1, flightType: 1, productType: ProductType.DomesticFlight,
      segments: [{ origin: 'THR', originType: 1, destination: 'MHD', destinationType: 1, departureDate: '2026-12-01', isJalali: true }],
    }).productType).toBe('DomesticFlight');
  });
});
