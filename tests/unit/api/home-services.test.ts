import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../src/api';
import { createHttp } from '../../../src/api/http';
import type { City, FlightSearchHistory, WpPost } from '../../../src/contract';

type Reply = { status?: number; data: unknown; headers?: Record<string, string> };

/** A fake server behind the real client: records each request, answers what `reply` says. */
function fakeServer(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status = 200, data, headers = {} } = reply(config);
    return { data, status, statusText: String(status), headers, config };
  };
  const http = createHttp((instance) => {
    instance.defaults.adapter = adapter;
  });
  return { seen, api: createApi({ api: '/api/', account: '/account/' }, http) };
}

const tehran: City = {
  cityId: 1, cityNameEn: 'Tehran', cityNameFa: 'تهران', cityCode: 'THR', countryCode: 'IR', countryNameFa: 'ایران',
  domesticPriority: 60, internationalPriority: 10000, img: 'cities/tehran.jpg', airports: [],
};
const body = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data ?? 'null'));

describe('flight-configuration API (SPEC §7)', () => {
  it('posts the airport lists with an optional search, reading the envelope', async () => {
    const { seen, api } = fakeServer(() => ({ data: { data: [tehran], meta: {} } }));
    await expect(api.flightConfiguration.domesticAirports()).resolves.toEqual([tehran]);
    await api.flightConfiguration.internationalAirports({ search: 'تهر' });
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['post', '/api/flight-configuration/Airport/GetDomesticPlpAirports'],
      ['post', '/api/flight-configuration/Airport/GetInternationalPlpAirports'],
    ]);
    expect(body(seen[0]!)).toEqual({});
    expect(body(seen[1]!)).toEqual({ search: 'تهر' });
  });

  it('gets the countries and posts for the agencies', async () => {
    const { seen, api } = fakeServer((c) => ({ data: { data: c.url!.endsWith('GetAllCountries') ? [{ countryId: 1, code: 'IR', nameFa: 'ایران', nameEn: 'Iran' }] : [], meta: {} } }));
    expect(await api.flightConfiguration.countries()).toEqual([{ countryId: 1, code: 'IR', nameFa: 'ایران', nameEn: 'Iran' }]);
    expect(await api.flightConfiguration.agencies()).toEqual([]);
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['get', '/api/flight-configuration/Country/GetAllCountries'],
      ['post', '/api/flight-configuration/Agency/GetAgencies'],
    ]);
  });
});

describe('blog API (SPEC §7, §9)', () => {
  const post = { id: 7, title: { rendered: 'سفر' } } as WpPost;

  it('asks for the 8 newest posts of page 1 with embedded media and reads the bare array and totals', async () => {
    const { seen, api } = fakeServer(() => ({ data: [post], headers: { 'x-wp-total': '12', 'x-wp-totalpages': '2' } }));
    await expect(api.blog.posts()).resolves.toEqual({ posts: [post], total: 12, totalPages: 2 });
    expect(seen[0]!.method).toBe('get');
    expect(seen[0]!.url).toBe('/api/blog/wp-json/wp/v2/posts?page=1&per_page=8&_embed');
    expect(Number(seen[0]!.params.timestamp)).toBeGreaterThan(0);
  });

  it('takes another page and page size, and survives a body that is not an array', async () => {
    const { seen, api } = fakeServer(() => ({ data: { code: 'rest_error' } }));
    await expect(api.blog.posts({ page: 2, per_page: 4 })).resolves.toEqual({ posts: [], total: 0, totalPages: 1 });
    expect(seen[0]!.url).toBe('/api/blog/wp-json/wp/v2/posts?page=2&per_page=4&_embed');
  });
});

describe('user-interactions API (SPEC §7)', () => {
  it('posts an empty body for the histories and the id to DeActive', async () => {
    const history = { id: 3, origin: 'THR', destination: 'MHD' } as FlightSearchHistory;
    const { seen, api } = fakeServer((c) => ({ data: { data: c.url!.endsWith('DeActive') ? true : [history], meta: {} } }));
    await expect(api.userInteractions.searchHistories()).resolves.toEqual([history]);
    await expect(api.userInteractions.deActive({ id: 3 })).resolves.toBe(true);
    expect(seen.map((c) => [c.method, c.url, body(c)])).toEqual([
      ['post', '/api/user-interactions/FlightUserInteractions/GetFlightSearchHistories', {}],
      ['post', '/api/user-interactions/FlightUserInteractions/DeActive', { id: 3 }],
    ]);
  });
});
