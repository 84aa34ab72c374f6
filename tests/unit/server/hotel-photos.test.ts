import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { HotelKind } from '../../../src/domain/hotels';
import { loadReference } from '../../../server/reference';
import { hotelCatalogue } from '../../../server/inventory/hotels/reference-hotels';
import { drawHotelPhoto, parseHotelPhoto, type PhotoSubject } from '../../../server/services/images/hotel-photos';
import { expectClientError, useServer } from './server-fixture';

describe('drawn hotel photos', () => {
  const f = useServer('pglite');
  const get = (url: string, headers: Record<string, string> = {}) => f.app.inject({ method: 'GET', url, headers });
  // The catalogue of the server's seed: deterministic, so the same hotels the server draws.
  const hotels = async () => hotelCatalogue(await loadReference(f.database.db)).entries.map((e) => e.hotel);

  it('answers a real key with a JPEG of the canvas size', async () => {
    const [hotel] = await hotels();
    const res = await get(`/images/${hotel!.photos[0]}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
  });

  it('draws every hotel its own pictures, the same each time', async () => {
    const [a, b] = await hotels();
    const first = await get(`/images/${a!.photos[0]}.jpg?width=400`);
    const other = await get(`/images/${b!.photos[0]}.jpg?width=400`);
    expect(first.rawPayload.equals(other.rawPayload)).toBe(false);
    const second = await get(`/images/${a!.photos[1]}.jpg?width=400`);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
    const again = await get(`/images/${a!.photos[0]}.jpg?width=400`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const notModified = await get(`/images/${a!.photos[0]}.jpg?width=400`, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
  });

  it('honours the format and the resize query', async () => {
    const [hotel] = await hotels();
    const key = hotel!.photos.at(-1)!;
    const webp = await sharp((await get(`/images/${key}.webp?width=320`)).rawPayload).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 320, 213]);
    const png = await sharp((await get(`/images/${key}.png?rmode=crop&width=200&height=200`)).rawPayload).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 200, 200]);
  });

  it('answers 404 for an unknown hotel or a photo the hotel does not have', async () => {
    const [hotel] = await hotels();
    const beyond = hotel!.photos.length + 1;
    for (const url of [`/images/hotels/999999999/1.jpg`, `/images/hotels/${hotel!.id}/${beyond}.jpg`, `/images/hotels/${hotel!.id}/0.jpg`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().meta.message, url).toBe('تصویر پیدا نشد.');
    }
  });

  it('never answers a bad path or size with a 500', async () => {
    const id = (await hotels())[0]!.id;
    const bad = [
      `/images/hotels/${id}/1.svg`, `/images/hotels/${id}/1.exe`, `/images/hotels/${id}/1`, `/images/hotels/${id}/01.jpg`,
      `/images/hotels/${id}.jpg`, `/images/hotels/x/1.jpg`, `/images/hotels/${id}/1/2.jpg`, `/images/hotels//1.jpg`,
      `/images/hotels/${id}/..%2f1.jpg`, `/images/hotels/99999999999999999999/1.jpg`, `/images/hotels/-1/1.jpg`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectClientError(res, url);
    }
    for (const q of ['width=0', 'width=99999', 'height=-3', 'width=abc', 'rmode=stretch']) {
      const res = await get(`/images/hotels/${id}/1.jpg?${q}`);
      expect(res.statusCode, q).toBe(400);
      expectClientError(res, q);
    }
  });

  it('renders an 800×600 JPEG in reasonable time', async () => {
    const [, , hotel] = await hotels();
    const started = performance.now();
    const res = await get(`/images/${hotel!.photos[0]}.jpg?rmode=crop&width=800&height=600`);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    // About 40–60 ms on one core; the bound leaves room for a busy machine.
    expect(ms).toBeLessThan(1000);
  });
});

describe('hotel photo scenes', () => {
  const subject = (kind: HotelKind, coastal = false): PhotoSubject => ({ id: 1001, kind, stars: 4, coastal, photoCount: 12 });

  it('parses only raster keys of a hotel and a photo number', () => {
    expect(parseHotelPhoto('hotels/1042/3.jpg')).toEqual({ hotelId: 1042, n: 3, extension: 'jpg' });
    for (const bad of ['hotels/1042/3.svg', 'hotels/0/1.jpg', 'hotels/1042/0.png', 'hotel/1042/1.jpg', 'hotels/1042/3.jpg.exe']) expect(parseHotelPhoto(bad), bad).toBeUndefined();
  });

  it('draws each kind its own front, and no text', () => {
    const fronts = Object.values(HotelKind).map((kind) => drawHotelPhoto(subject(kind), 1));
    expect(new Set(fronts).size).toBe(fronts.length);
    for (const svg of fronts) expect(svg).not.toMatch(/<text/);
  });

  it('shows the sea from a coastal hotel where an inland one has its pool', () => {
    expect(drawHotelPhoto(subject(HotelKind.Hotel, true), 4)).toContain('url(#sea)');
    expect(drawHotelPhoto(subject(HotelKind.Hotel), 4)).toContain('url(#water)');
    expect(drawHotelPhoto(subject(HotelKind.TraditionalHouse), 4)).toContain('url(#hoz)');
  });
});
