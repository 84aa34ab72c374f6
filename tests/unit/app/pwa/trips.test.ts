import { describe, expect, it } from 'vitest';
import {
  cacheKeyOf, isOrderListPath, isTripOrder, isTripPagePath, offlineOrderList, tripExtras, tripKey, tripPagePaths, tripRequestOf, tripsCacheName, userOfAuthorization,
} from '../../../../src/app/pwa/trips';
import { cipVoucherPath } from '../../../../src/domain/cip';
import { tourVoucherPath } from '../../../../src/domain/tours';
import { hotelVoucherPath } from '../../../../src/screens/hotels/booking/parts/hotel-order-view';
import { itemsHref } from '../../../../src/screens/account/OrderDetailsScreen';
import { orderDetailsHref } from '../../../../src/screens/account/parts/order-view';
import { profileHref } from '../../../../src/screens/account/parts/menu';

const API = new URL('http://app.test/api/');
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const bearer = (payload: object) => `Bearer ${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;

describe('offline trips: which answers are a trip', () => {
  it('knows the four answers of an order, by the API base', () => {
    expect(tripRequestOf(new URL('http://app.test/api/orders/Order/GetById/o-1?timestamp=1'), API)).toEqual({ kind: 'summary', orderId: 'o-1' });
    expect(tripRequestOf(new URL('http://app.test/api/orders/Order/GetCurrentUserOrderDetails/o-1'), API)).toEqual({ kind: 'details', orderId: 'o-1', product: 'flight' });
    expect(tripRequestOf(new URL('http://app.test/api/orders/Order/GetOrderPassengers/o-1?proposalId=p'), API)).toEqual({ kind: 'passengers', orderId: 'o-1', product: 'flight' });
    expect(tripRequestOf(new URL('http://app.test/api/flight-reservation/Tickets/FlightTicketPdf/o%201'), API)).toEqual({ kind: 'pdf', orderId: 'o 1', product: 'flight' });
  });

  it('knows a hotel, CIP or tour order by its own details and voucher calls (a summary is every product’s)', () => {
    const at = (path: string) => tripRequestOf(new URL(`http://app.test/api/${path}`), API);
    expect(at('hotel-reservation/HotelReservation/GetHotelOrderDetails/h-1')).toEqual({ kind: 'details', orderId: 'h-1', product: 'hotel' });
    expect(at('hotel-reservation/HotelReservation/Voucher/h-1?timestamp=3')).toEqual({ kind: 'pdf', orderId: 'h-1', product: 'hotel' });
    expect(at('cip/CipReservation/GetCipOrderDetails/c-1')).toEqual({ kind: 'details', orderId: 'c-1', product: 'cip' });
    expect(at('cip/CipReservation/Voucher/c-1')).toEqual({ kind: 'pdf', orderId: 'c-1', product: 'cip' });
    expect(at('tours/TourReservation/GetTourOrderDetails/t-1')).toEqual({ kind: 'details', orderId: 't-1', product: 'tour' });
    expect(at('tours/TourReservation/Voucher/t-1')).toEqual({ kind: 'pdf', orderId: 't-1', product: 'tour' });
    // Booking, quoting and catalogue calls are not a trip's.
    expect(at('cip/CipReservation/Book')).toBeNull();
    expect(at('tours/TourCatalog/GetTours')).toBeNull();
    expect(at('cip/CipReservation/Voucher/')).toBeNull();
    expect(at('cip/CipReservation/Voucher/c-1/more')).toBeNull();
  });

  it('fetches with a voucher’s details what its pages show: the summary and the PDF (a flight also its passengers)', () => {
    expect(tripExtras('flight')).toEqual(['summary', 'passengers', 'pdf']);
    expect(tripExtras('hotel')).toEqual(['summary', 'pdf']);
    expect(tripExtras('tour')).toEqual(['summary', 'pdf']);
    expect(tripKey(API, 'pdf', 'c 1', 'cip')).toBe('http://app.test/api/cip/CipReservation/Voucher/c%201');
    expect(tripKey(API, 'summary', 'c-1', 'cip')).toBe('http://app.test/api/orders/Order/GetById/c-1');
    expect(() => tripKey(API, 'passengers', 'h-1', 'hotel')).toThrow();
  });

  it('leaves every other answer of the API alone (the wallet, the profile, another origin)', () => {
    expect(tripRequestOf(new URL('http://app.test/api/wallet/wallet/CurrentUserBalance'), API)).toBeNull();
    expect(tripRequestOf(new URL('http://app.test/account/api/Account/CurrentUser'), API)).toBeNull();
    expect(tripRequestOf(new URL('http://other.test/api/orders/Order/GetById/o-1'), API)).toBeNull();
    expect(tripRequestOf(new URL('http://app.test/api/orders/Order/GetCurrentUserVisaOrderDetails/o-1'), API)).toBeNull();
    expect(isOrderListPath(new URL('http://app.test/api/orders/Order/GetCurrentUserOrders?timestamp=2'), API)).toBe(true);
    expect(isOrderListPath(new URL('http://app.test/api/orders/Order/GetById/x'), API)).toBe(false);
  });

  it('keeps issued flight, hotel, CIP and tour orders only (not one still to pay, nor a visa)', () => {
    expect(isTripOrder({ id: 'o', product: 'DomesticFlight', status: 'Issued' })).toBe(true);
    expect(isTripOrder({ id: 'o', product: 'Hotel', status: 'Issued' })).toBe(true);
    expect(isTripOrder({ id: 'o', product: 'Cip', status: 'PartiallyRefunded' })).toBe(true);
    expect(isTripOrder({ id: 'o', product: 'Tour', status: 'Refunded' })).toBe(true);
    expect(isTripOrder({ id: 'o', product: 'Tour', status: 'Reserved' })).toBe(false);
    expect(isTripOrder({ id: 'o', product: 'InternationalFlight', status: 'PartiallyRefunded' })).toBe(true);
    expect(isTripOrder({ id: 'o', product: 'DomesticFlight', status: 'Reserved' })).toBe(false);
    expect(isTripOrder({ id: 'o', product: 'Visa', status: 'Issued' })).toBe(false);
    expect(isTripOrder(null)).toBe(false);
  });

  it('keys an answer without SPEC §7’s timestamp, so every call finds the same copy', () => {
    expect(cacheKeyOf('http://app.test/api/orders/Order/GetOrderPassengers/o?timestamp=5&proposalId=p#x'))
      .toBe('http://app.test/api/orders/Order/GetOrderPassengers/o?proposalId=p');
    expect(tripKey(API, 'pdf', 'o-1')).toBe(cacheKeyOf('http://app.test/api/flight-reservation/Tickets/FlightTicketPdf/o-1?timestamp=9'));
  });
});

describe('offline trips: whose they are', () => {
  it('files them under the token’s subject, expired or not (only a name on this device)', () => {
    expect(userOfAuthorization(bearer({ sub: 'user-1', exp: 1 }))).toBe('user-1');
    expect(tripsCacheName('user-1')).toBe('safarasa-trips-user-1');
  });

  it('has no one for an anonymous call, a malformed token or an odd subject', () => {
    expect(userOfAuthorization(null)).toBeNull();
    expect(userOfAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(userOfAuthorization(bearer({ sub: '../x' }))).toBeNull();
    expect(userOfAuthorization(bearer({ sub: 42 }))).toBeNull();
  });
});

describe('offline trips: pages and the list', () => {
  it('keeps the pages the screens link to', () => {
    expect(tripPagePaths('o 1')).toEqual([profileHref('my-travels'), orderDetailsHref('o 1'), itemsHref('flight', 'o 1')]);
    expect(tripPagePaths('o 1', 'hotel')).toEqual([profileHref('my-travels'), orderDetailsHref('o 1'), hotelVoucherPath('o 1')]);
    expect(tripPagePaths('o 1', 'cip')[2]).toBe(cipVoucherPath('o 1'));
    expect(tripPagePaths('o 1', 'tour')[2]).toBe(tourVoucherPath('o 1'));
    // Every page a trip keeps goes at sign-out.
    for (const product of ['flight', 'hotel', 'cip', 'tour'] as const) {
      expect(tripPagePaths('o 1', product).every((p) => isTripPagePath(new URL(p, 'http://app.test').pathname))).toBe(true);
    }
    expect(isTripPagePath('/tour/kish-3-nights/')).toBe(false);
  });

  it('answers the order list newest first, filtered and paged as asked, marked offline', () => {
    const orders = [
      { id: 'a', status: 'Issued', createdAt: '2026-01-01T10:00:00Z' },
      { id: 'b', status: 'Refunded', createdAt: '2026-03-01T10:00:00Z' },
      { id: 'c', status: 'Issued', createdAt: '2026-02-01T10:00:00Z' },
    ];
    expect(offlineOrderList(orders, {}).data.items.map((o) => o.id)).toEqual(['b', 'c', 'a']);
    expect(offlineOrderList(orders, {}).meta).toEqual({ offline: true });
    expect(offlineOrderList(orders, { status: ['Issued'] }).data).toMatchObject({ totalCount: 2, items: [{ id: 'c' }, { id: 'a' }] });
    expect(offlineOrderList(orders, { pageNumber: 2, pageSize: 2 }).data).toMatchObject({ totalCount: 3, pageNumber: 2, items: [{ id: 'a' }] });
  });
});
