import { describe, expect, it } from 'vitest';
import {
  assignHotelSlugs, buildHotelBookingUrl, hotelBaseSlug, hotelCitySlug, isSlug, parseHotelBookingUrl, type HotelBookingLink,
} from '../../../../src/domain/hotels';

describe('hotel slugs', () => {
  it('makes Latin slugs of English names', () => {
    expect(hotelCitySlug('Bandar Abbas')).toBe('bandar-abbas');
    expect(hotelBaseSlug('Parsian  Azadi Hotel 2')).toBe('parsian-azadi-hotel-2');
    expect(hotelBaseSlug('هتل')).toBe('hotel');
    expect(isSlug(hotelBaseSlug('A'.repeat(200)))).toBe(true);
  });

  it('keeps a hotel slug unique within its city with the id, whatever order the hotels come in', () => {
    const hotels = [
      { id: 12003, cityId: 12, nameEn: 'Darvishi Hotel' },
      { id: 12001, cityId: 12, nameEn: 'Darvishi Hotel' },
      { id: 12002, cityId: 12, nameEn: 'Homa Hotel' },
      { id: 13001, cityId: 13, nameEn: 'Homa Hotel' },
      { id: 13002, cityId: 13, nameEn: 'فقط فارسی' },
    ];
    const slugs = assignHotelSlugs(hotels);
    expect(Object.fromEntries(slugs)).toEqual({
      12001: 'darvishi-hotel-12001', 12003: 'darvishi-hotel-12003', 12002: 'homa-hotel', 13001: 'homa-hotel', 13002: 'hotel-13002',
    });
    expect(assignHotelSlugs([...hotels].reverse())).toEqual(slugs);
  });
});

describe('hotel booking URL', () => {
  const link: HotelBookingLink = {
    hotelId: 1201,
    checkIn: '2026-04-01',
    checkOut: '2026-04-04',
    rooms: [{ adults: 2, childAges: [5, 7] }, { adults: 1, childAges: [] }],
    offerKeys: ['1201~double~breakfast~2026-04-01~3', '1201~single~breakfast~2026-04-01~3'],
    total: 123_450_000,
  };

  it('writes the stay, one offer per room and the total', () => {
    expect(buildHotelBookingUrl(link)).toBe(
      '/hotels/book/1201/?checkin=1405-01-12&checkout=1405-01-15&rooms=2-5,7_1'
      + '&offers=1201~double~breakfast~2026-04-01~3,1201~single~breakfast~2026-04-01~3&total=123450000',
    );
    expect(buildHotelBookingUrl({ ...link, rooms: [{ adults: 2, childAges: [] }], offerKeys: ['k1'] })).toContain('rooms=2&offers=k1&');
  });

  it('reads back what it wrote', () => {
    const url = new URL(buildHotelBookingUrl(link), 'https://x.example');
    expect(parseHotelBookingUrl(url.pathname, url.search)).toEqual({ ok: true, value: link });
    expect(parseHotelBookingUrl('/hotels/book/1201', url.searchParams).ok).toBe(true);
  });

  it('names every problem of a bad link', () => {
    const fields = (path: string, query: string) => {
      const r = parseHotelBookingUrl(path, query);
      return r.ok ? [] : r.errors.map((e) => e.field);
    };
    expect(fields('/hotels/book/x/', '')).toEqual(['hotelId', 'checkIn', 'checkOut', 'rooms', 'offers', 'total']);
    const good = 'checkin=1405-01-12&checkout=1405-01-15&rooms=2&offers=k1&total=100';
    expect(fields('/hotels/book/1201/', good)).toEqual([]);
    expect(fields('/hotels/book/1201/', good.replace('offers=k1', 'offers=k1,k2'))).toEqual(['offers']);
    expect(fields('/hotels/book/1201/', good.replace('offers=k1', 'offers=k%3C1'))).toEqual(['offers']);
    expect(fields('/hotels/book/1201/', good.replace('checkout=1405-01-15', 'checkout=1405-01-12'))).toEqual(['checkOut']);
    expect(fields('/hotels/book/1201/', good.replace('total=100', 'total=0'))).toEqual(['total']);
    expect(fields('/hotels/book/1201/', good.replace('rooms=2', 'rooms=9'))).toEqual(['rooms[0].adults']);
  });
});
