import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import type { Database } from '../../../server/db';
import { withRenderedRoot } from '../../../server/pages/render';
import { addDays, tehranToday } from '../../../src/domain';
import { formatJalaliForUrl } from '../../../src/domain/jalali';
import { openTestDatabase } from './test-database';

const INDEX_HTML = `<!doctype html>
<html lang="fa" dir="rtl">
  <head><title>سفرآسا</title></head>
  <body>
    <div id="root"></div>
    <script>/* boot */</script>
  </body>
</html>
`;

// A stand-in for the app's server build: it echoes the URL it was asked for, answers "the browser
// decides" for /profile/ (a guard redirect), fails for /about-us/, and on results pages says which
// city lists it was given (as a data script).
const ENTRY = `export async function renderPage(url, seed) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/profile/')) return undefined;
  if (pathname === '/about-us/') throw new Error('render failed');
  if (pathname.startsWith('/hotels/')) {
    const h = seed.hotels ?? {};
    const said = { results: h.results?.hotels.length, photos: h.results && Math.max(...h.results.hotels.map((x) => x.photos.length)), hotel: h.hotel?.hotel.nameFa, rooms: h.hotel?.rooms.length };
    return { html: '<h1>هتل</h1>', status: 200, data: 'window.hotels=' + JSON.stringify(said) + ';' };
  }
  if (pathname.startsWith('/tour/') || pathname === '/cip/') {
    const l = seed.loads ?? {};
    const said = { tours: l.tours?.length, programmes: l.tours?.some((t) => t.itinerary), hotelNames: l.tours?.some((t) => t.departures.some((d) => d.hotels.some((h) => h.hotelNameFa))), tour: l.tour?.slug, programme: l.tour ? l.tour.itinerary.length > 0 : undefined, airports: l.cipAirports?.map((a) => a.code) };
    return { html: '<h1>محصول</h1>', status: 200, data: 'window.loads=' + JSON.stringify(said) + ';' };
  }
  if (pathname.includes('flight/')) {
    const lists = Object.entries(seed.places).map(([scope, cities]) => scope + ':' + cities.map((c) => c.cityCode).join(','));
    const f = seed.flights;
    const flights = f && { proposals: f.results.proposals.length, requestId: f.results.requestId, strip: f.stripPrices.map((d) => d.date), insight: f.insight };
    return { html: '<h1>نتایج</h1>', status: 200, data: 'window.lists=' + JSON.stringify(lists) + ';window.flights=' + JSON.stringify(flights ?? {}) + ';' };
  }
  return { html: '<h1>صفحه $& ' + url + '</h1>', status: 200 };
}
`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('server-rendered pages', () => {
  let database: Database;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'safar-ssr-'));
    const staticDir = path.join(dir, 'dist');
    const ssrDir = path.join(dir, 'dist-ssr');
    mkdirSync(staticDir);
    mkdirSync(ssrDir);
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(ssrDir, 'entry-server.js'), ENTRY);
    database = await openTestDatabase('pglite');
    app = await buildServer({ database, staticDir, ssrDir, publicOrigin: 'https://safarasa.example', sweepIntervalMs: 0 });
    // A server build folder without a renderer: pages stay browser-rendered.
    plain = await buildServer({ database, staticDir, ssrDir: path.join(dir, 'missing'), sweepIntervalMs: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await plain?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the rendered page into #root, with the full URL it was asked for', async () => {
    const res = await app.inject({ method: 'GET', url: '/cities/istanbul/?from=home' });
    expect(res.statusCode).toBe(200);
    // `$&` stays literal: the markup is inserted as-is, not as a replacement pattern.
    expect(rootOf(res.body)).toBe('<h1>صفحه $& https://safarasa.example/cities/istanbul/?from=home</h1>');
    // The template's own scripts carry this response's nonce (the CSP's), and only they do.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(res.body).toContain(`<script nonce="${nonce}">/* boot */</script>`);
  });

  it('renders with the city lists and sends them after #root: domestic, and international on international results', async () => {
    const listsOf = (html: string) => JSON.parse(/window\.lists=(.*?);window\./.exec(html)![1]!) as string[];
    const domestic = await app.inject({ method: 'GET', url: '/flight/THR-MHD/' });
    expect(domestic.body).toMatch(/<div id="root"><h1>نتایج<\/h1><\/div><script nonce="[A-Za-z0-9+/=]+">window\.lists=/);
    expect(listsOf(domestic.body)).toHaveLength(1);
    expect(listsOf(domestic.body)[0]).toMatch(/^domestic:.*\bMHD\b/);
    const international = await app.inject({ method: 'GET', url: '/international-flight/THR-IST/' });
    const lists = listsOf(international.body);
    expect(lists.map((l) => l.split(':')[0])).toEqual(['domestic', 'international']);
    expect(lists[1]).toMatch(/\bIST\b/);
  });

  describe('flight results pages', () => {
    const flightsOf = (html: string) => JSON.parse(/window\.flights=(.*?);<\/script>/.exec(html)![1]!) as { proposals?: number; requestId?: string; strip?: string[]; insight?: unknown };
    const resultsUrl = (day: string) => `/flight/THR-MHD/?adults=1&children=0&infants=0&departing=${formatJalaliForUrl(day)}&cabintype=economy`;

    it('renders a results page with its search answered as Available answers it, and the strip’s days', async () => {
      const day = addDays(tehranToday(), 7);
      const res = await app.inject({ method: 'GET', url: resultsUrl(day) });
      expect(res.statusCode).toBe(200);
      const available = await app.inject({
        method: 'POST', url: '/api/flight-catalog/FlightCatalog/Available',
        payload: { adults: 1, cabinType: 1, flightType: 1, segments: [{ origin: 'THR', originType: 'AirportCode', destination: 'MHD', destinationType: 'AirportCode', departureDate: day }] },
      });
      const answer = (available.json() as { data: { requestId: string; proposals: unknown[] } }).data;
      const flights = flightsOf(res.body);
      expect(answer.proposals.length).toBeGreaterThan(0);
      // And whether today's price is low, as PriceInsight answers for that search (issue 30).
      const insight = await app.inject({ method: 'POST', url: '/api/fare-watch/PriceInsight', payload: { requestId: answer.requestId } });
      expect(flights).toEqual({
        proposals: answer.proposals.length,
        requestId: answer.requestId,
        strip: [-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(day, n)),
        insight: (insight.json() as { data: unknown }).data,
      });
      expect(flights.insight).toMatchObject({ verdict: expect.stringMatching(/^(low|typical|high)$/), daysAhead: 7 });
    });

    it('gives the strip no days before today', async () => {
      const day = addDays(tehranToday(), 1);
      expect(flightsOf((await app.inject({ method: 'GET', url: resultsUrl(day) })).body).strip)
        .toEqual([0, 1, 2, 3, 4].map((n) => addDays(tehranToday(), n)));
    });

    it('renders a search that is not valid without flights, for the browser to explain', async () => {
      const res = await app.inject({ method: 'GET', url: resultsUrl(addDays(tehranToday(), -2)) });
      expect(res.statusCode).toBe(200);
      expect(flightsOf(res.body)).toEqual({});
      expect(flightsOf((await app.inject({ method: 'GET', url: `${resultsUrl(addDays(tehranToday(), 7)).replace('adults=1', 'adults=0')}` })).body)).toEqual({});
    });
  });

  describe('hotel pages', () => {
    const checkIn = addDays(tehranToday(), 7);
    const stay = `checkin=${formatJalaliForUrl(checkIn)}&checkout=${formatJalaliForUrl(addDays(checkIn, 2))}`;
    const saidOf = (html: string) => JSON.parse(/window\.hotels=(.*?);<\/script>/.exec(html)![1]!) as Record<string, unknown>;

    it('renders a results page with its search answered, one photo per hotel', async () => {
      const res = await app.inject({ method: 'GET', url: `/hotels/mashhad/?${stay}&stars=5` });
      expect(res.statusCode).toBe(200);
      const said = saidOf(res.body);
      // Every hotel of the stay (the filters are the page's, over the whole list), each with its card's photo only.
      expect(said.results).toBeGreaterThan(100);
      expect(said.photos).toBe(1);
    });

    it('renders a hotel page with its rooms and titles it by the hotel\'s name', async () => {
      const search = await app.inject({
        method: 'POST', url: '/api/hotel-catalog/HotelCatalog/Search', payload: { citySlug: 'mashhad', checkIn, checkOut: addDays(checkIn, 2) },
      });
      const first = (search.json() as { data: { hotels: { slug: string; nameFa: string }[] } }).data.hotels[0]!;
      const res = await app.inject({ method: 'GET', url: `/hotels/mashhad/${first.slug.toUpperCase()}/?${stay}&rooms=2_1` });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(`${first.nameFa} مشهد | سفرآسا`);
      expect(saidOf(res.body)).toEqual({ hotel: first.nameFa, rooms: 2 });
      // Without a stay the page is still the hotel's, rendered without rooms (the browser asks for the default stay).
      const bare = await app.inject({ method: 'GET', url: `/hotels/mashhad/${first.slug}/?checkin=x` });
      expect(bare.statusCode).toBe(200);
      expect(titleOf(bare.body)).toBe(`${first.nameFa} مشهد | سفرآسا`);
      expect(saidOf(bare.body)).toEqual({});
    });

    it('answers an unknown hotel of a known city with a 404, unrendered', async () => {
      const res = await app.inject({ method: 'GET', url: `/hotels/mashhad/no-such-hotel/?${stay}` });
      expect(res.statusCode).toBe(404);
      expect(rootOf(res.body)).toBe('');
    });

    it('renders a stay the catalogue refuses without data, for the browser to explain', async () => {
      const past = addDays(tehranToday(), -3);
      const res = await app.inject({ method: 'GET', url: `/hotels/mashhad/?checkin=${formatJalaliForUrl(past)}&checkout=${formatJalaliForUrl(addDays(past, 1))}` });
      expect(res.statusCode).toBe(200);
      expect(saidOf(res.body)).toEqual({});
    });
  });

  describe('tour and CIP pages', () => {
    const saidOf = (html: string) => JSON.parse(/window\.loads=(.*?);<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    const tours = async () => (await app.inject({ method: 'GET', url: '/api/tours/Tour/GetTours' })).json().data as { slug: string; titleFa: string }[];

    it('renders the tour list with every package, as GetTours lists them', async () => {
      const res = await app.inject({ method: 'GET', url: '/tour/?destination=kish' });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe('تورهای مسافرتی | سفرآسا');
      // The filters are the page's, over the whole list; each package as the list reads it (its page shows the programme and hotels).
      expect(saidOf(res.body)).toEqual({ tours: (await tours()).length, programmes: false, hotelNames: false });
    });

    it('renders a tour page with its package only and titles it by the tour', async () => {
      const [first] = await tours();
      const res = await app.inject({ method: 'GET', url: `/tour/${first!.slug}/` });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(`${first!.titleFa} | سفرآسا`);
      expect(saidOf(res.body)).toEqual({ tour: first!.slug, programme: true });
    });

    it('reads a tour’s slug in any case (as hotel slugs), pointing to the lower-case address', async () => {
      const [first] = await tours();
      const res = await app.inject({ method: 'GET', url: `/tour/${first!.slug.toUpperCase()}/` });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(`${first!.titleFa} | سفرآسا`);
      expect(res.body).toContain(`<link rel="canonical" href="`);
      expect(res.body).toMatch(new RegExp(`rel="canonical" href="[^"]*/tour/${first!.slug}/"`));
    });

    it('answers a tour no package has with a 404, unrendered', async () => {
      const res = await app.inject({ method: 'GET', url: '/tour/no-such-tour/' });
      expect(res.statusCode).toBe(404);
      expect(rootOf(res.body)).toBe('');
    });

    it('renders /cip/ with the airports and their tariffs', async () => {
      const res = await app.inject({ method: 'GET', url: '/cip/?airport=IKA' });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe('خدمات CIP فرودگاه | سفرآسا');
      expect(saidOf(res.body).airports).toEqual(expect.arrayContaining(['IKA', 'MHD', 'IST']));
    });

    it('gives the booking steps no data: they are the traveller\'s, asked for by the browser', async () => {
      const res = await app.inject({ method: 'GET', url: '/tour/book/?departure=x' });
      expect(saidOf(res.body)).toEqual({});
    });
  });

  it('leaves redirects and 404s to the rules, without rendering', async () => {
    const moved = await app.inject({ method: 'GET', url: '/about-us' });
    expect(moved.statusCode).toBe(301);
    const missing = await app.inject({ method: 'GET', url: '/cities/paris/' });
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toBe('');
  });

  it('lets the browser render what only its session can decide, and a page whose rendering failed', async () => {
    const guarded = await app.inject({ method: 'GET', url: '/profile/' });
    expect(guarded.statusCode).toBe(200);
    expect(rootOf(guarded.body)).toBe('');
    const failed = await app.inject({ method: 'GET', url: '/about-us/' });
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)).toBe('');
  });

  it('serves browser-rendered pages when there is no server build', async () => {
    const res = await plain.inject({ method: 'GET', url: '/cities/istanbul/' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
  });

  it('leaves a template without an empty #root as it was', () => {
    expect(withRenderedRoot('<main></main>', { html: '<h1>x</h1>', status: 200 })).toBe('<main></main>');
  });
});
