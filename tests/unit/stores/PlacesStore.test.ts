import { describe, expect, it, vi } from 'vitest';
import type { City } from '../../../src/contract';
import { freshRoot } from './fixtures';

const city = (code: string, nameFa: string, airports: [string, string][] = [[code, nameFa]]): City => ({
  cityId: code.charCodeAt(0), cityNameEn: code, cityNameFa: nameFa, cityCode: code, countryCode: 'IR', countryNameFa: 'ایران',
  domesticPriority: 1, internationalPriority: 1, img: null,
  airports: airports.map(([iataCode, airportNameFa], i) => ({
    airportId: i, iataCode, icaoCode: null, alternateIataCode: null, airportNameEn: iataCode, airportNameFa, cityId: 1,
  })),
});
const TEHRAN = city('THR', 'تهران', [['THR', 'مهرآباد تهران'], ['IKA', 'امام خمینی']]);
const MASHHAD = city('MHD', 'مشهد');
const ISTANBUL = city('IST', 'استانبول', [['IST', 'فرودگاه استانبول'], ['SAW', 'صبیحه گوکچن']]);

/** A root whose flight-configuration calls are spies that resolve when the test says so. */
function rootWithFakeLists() {
  const root = freshRoot();
  const pending: Record<'domestic' | 'international', { resolve: (c: City[]) => void; reject: (e: unknown) => void }[]> = { domestic: [], international: [] };
  const call = (scope: 'domestic' | 'international') => () => new Promise<City[]>((resolve, reject) => pending[scope]!.push({ resolve, reject }));
  const domestic = vi.spyOn(root.api.flightConfiguration, 'domesticAirports').mockImplementation(call('domestic'));
  const international = vi.spyOn(root.api.flightConfiguration, 'internationalAirports').mockImplementation(call('international'));
  return { root, pending, domestic, international };
}

describe('PlacesStore', () => {
  it('starts idle and empty', () => {
    const { root } = rootWithFakeLists();
    expect(root.places.status).toEqual({ domestic: 'idle', international: 'idle' });
    expect(root.places.cities.domestic).toEqual([]);
  });

  it('takes lists the server sent with the page as ready, and then never asks for them', async () => {
    const { root, domestic, international } = rootWithFakeLists();
    root.places.seed({ domestic: [TEHRAN, MASHHAD] });
    expect(root.places.status).toEqual({ domestic: 'ready', international: 'idle' });
    expect(await root.places.load('domestic')).toEqual([TEHRAN, MASHHAD]);
    expect(domestic).not.toHaveBeenCalled();
    expect(root.places.cityByCode.get('MHD')?.cityNameFa).toBe('مشهد');
    void root.places.load('international');
    expect(international).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent loads of a scope, then answers from memory', async () => {
    const { root, pending, domestic } = rootWithFakeLists();
    const a = root.places.load('domestic');
    const b = root.places.load('domestic');
    expect(a).toBe(b);
    expect(root.places.status.domestic).toBe('loading');
    expect(domestic).toHaveBeenCalledTimes(1);
    pending.domestic[0]!.resolve([TEHRAN, MASHHAD]);
    await expect(a).resolves.toEqual([TEHRAN, MASHHAD]);
    expect(root.places.status.domestic).toBe('ready');
    expect(root.places.isReady('domestic')).toBe(true);
    await expect(root.places.load('domestic')).resolves.toEqual([TEHRAN, MASHHAD]);
    expect(domestic).toHaveBeenCalledTimes(1);
    expect(root.places.status.international).toBe('idle');
  });

  it('keeps each scope apart: the international list has its own request and status', async () => {
    const { root, pending, domestic, international } = rootWithFakeLists();
    const all = root.places.loadAll();
    expect(domestic).toHaveBeenCalledTimes(1);
    expect(international).toHaveBeenCalledTimes(1);
    pending.international[0]!.resolve([TEHRAN, ISTANBUL]);
    pending.domestic[0]!.reject(new Error('down'));
    await expect(all).resolves.toBeUndefined();
    expect(root.places.status).toEqual({ domestic: 'error', international: 'ready' });
    expect(root.places.error.domestic).toBeInstanceOf(Error);
    expect(root.places.cities.international).toEqual([TEHRAN, ISTANBUL]);
  });

  it('tries a failed scope again on the next load', async () => {
    const { root, pending, domestic } = rootWithFakeLists();
    const first = root.places.load('domestic');
    pending.domestic[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    const second = root.places.load('domestic');
    expect(domestic).toHaveBeenCalledTimes(2);
    pending.domestic[1]!.resolve([MASHHAD]);
    await second;
    expect(root.places.status.domestic).toBe('ready');
    expect(root.places.error.domestic).toBeNull();
  });

  it('names cities by city code or airport code, and airports by IATA code, across both lists', async () => {
    const { root, pending } = rootWithFakeLists();
    expect(root.places.cityNameFa('MHD')).toBeUndefined();
    const loading = root.places.loadAll();
    pending.domestic[0]!.resolve([TEHRAN, MASHHAD]);
    pending.international[0]!.resolve([ISTANBUL]);
    await loading;
    expect(root.places.cityNameFa('MHD')).toBe('مشهد');
    expect(root.places.cityNameFa('ika')).toBe('تهران');
    expect(root.places.cityNameFa('SAW')).toBe('استانبول');
    expect(root.places.cityNameFa('XXX')).toBeUndefined();
    expect(root.places.airportNameFa('IKA')).toBe('امام خمینی');
    expect(root.places.airportNameFa('THR')).toBe('مهرآباد تهران');
    expect(root.places.find('THR')).toEqual({ city: TEHRAN });
    expect(root.places.find('SAW')?.airport?.iataCode).toBe('SAW');
  });
});
