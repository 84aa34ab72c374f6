import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../src/api';
import { createHttp } from '../../../src/api/http';

/** An api whose every answer is `{ data: answer(config), meta: {} }`, recording the requests. */
function fakeApi(answer: (config: InternalAxiosRequestConfig) => unknown = () => ({})) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { data: answer(config), meta: {} }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const api = createApi({ api: '/api/', account: '/account/' }, createHttp((i) => { i.defaults.adapter = adapter; }));
  return { api, seen };
}

describe('the hotel-catalog API', () => {
  it('asks for destinations by text, or the top cities without one', async () => {
    const { api, seen } = fakeApi(() => ({ cities: [], hotels: [] }));
    await api.hotelCatalog.destinations('مشهد');
    await api.hotelCatalog.destinations();
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['get /api/hotel-catalog/HotelCatalog/GetDestinations', 'get /api/hotel-catalog/HotelCatalog/GetDestinations']);
    // The http layer adds SPEC's cache-busting timestamp to every GET.
    expect(seen[0]!.params).toMatchObject({ q: 'مشهد' });
    expect(seen[1]!.params).not.toHaveProperty('q');
  });

  it('posts a stay search and a hotel page, and reads the calendar with its query', async () => {
    const { api, seen } = fakeApi((c) => (c.url?.endsWith('Search') ? { stay: {}, hotels: [1] } : []));
    const dates = { checkIn: '1405-09-20', checkOut: '1405-09-23', isJalali: true, rooms: [{ adults: 2, childAges: [5] }] };
    const stay = { cityId: 3, ...dates };
    await expect(api.hotelCatalog.search(stay)).resolves.toEqual({ stay: {}, hotels: [1] });
    await api.hotelCatalog.hotel({ ...dates, hotelId: 3001 });
    await api.hotelCatalog.calendarPrices({ cityId: 3, month: '1405-09', nights: 2 });
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /api/hotel-catalog/HotelCatalog/Search', 'post /api/hotel-catalog/HotelCatalog/GetHotel', 'get /api/hotel-catalog/HotelCatalog/GetCalendarPrices',
    ]);
    expect(JSON.parse(seen[0]!.data as string)).toEqual(stay);
    expect(seen[2]!.params).toMatchObject({ cityId: 3, month: '1405-09', nights: 2 });
  });

  it('lets a newer search abort one under way', async () => {
    const { api, seen } = fakeApi();
    const controller = new AbortController();
    await api.hotelCatalog.search({ cityId: 3, checkIn: '2026-12-10', checkOut: '2026-12-11' }, { signal: controller.signal });
    expect(seen[0]!.signal).toBe(controller.signal);
  });
});
