import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import type { Database } from '../../../server/db';
import { uuid } from '../../../server/http/schemas';
import { placeNames } from '../../../server/pages';
import { escapeHtml } from '../../../server/pages/head';
import { loadReference } from '../../../server/reference';
import { loadVisaCatalog } from '../../../server/services/visa/catalog';
import {
  CITY_PAGES, COUNTRY_PAGES, decideRoute, NOT_FOUND_MESSAGES, ORDER_ID_PATTERN, pageMeta, type PlaceNames, type RouteDef, ROUTES,
  VISA_DESTINATION_SLUGS,
} from '../../../src/domain';
import { NOT_FOUND, REDIRECTS, SAMPLE_PATHS } from '../domain/routing/samples';
import { openTestDatabase, storeKinds } from './test-database';

// Shaped like Vite's output: the head tags this server owns are already there once.
const INDEX_HTML = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>سفرآسا | خانه</title>
    <meta
      name="description"
      content="توضیح ساخته‌شده"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ORIGIN = 'https://safarasa.example';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe.each(storeKinds())('page requests on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let staticDir: string;
  let names: PlaceNames;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'safar-pages-'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'app.webmanifest'), '{}');
    database = await openTestDatabase(kind);
    app = await buildServer({ database, staticDir, publicOrigin: `${ORIGIN}/`, sweepIntervalMs: 0 });
    names = placeNames(await loadReference(database.db));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  // A hotel or tour page needs a hotel or tour the catalogue has (an unknown one is a 404), titled by its name.
  const samplePath = (id: RouteDef['id']) => SAMPLE_PATHS[id];
  const hotelNames: PlaceNames = {
    hotelNameBySlug: (city, hotel) => (city === 'mashhad' && hotel === 'parsa-palace-hotel' ? 'هتل قصر پارسا' : undefined),
    tourTitleBySlug: (slug) => (slug === 'kish-3-nights' ? 'تور کیش ۳ شب' : undefined),
  };

  it.each(ROUTES.map((r) => [r.id, samplePath(r.id)] as const))('%s: %s is a 200 page with its own head', async (_id, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const meta = pageMeta(url, '', { ...names, ...hotelNames });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('/assets/index-abc.js');
    expect(count(res.body, /<title>/g)).toBe(1);
    expect(count(res.body, /name="description"/g)).toBe(1);
    expect(res.body).not.toContain('توضیح ساخته‌شده');
    expect(res.body).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
    expect(res.body).toContain(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}${meta.canonical}`);
    expect(res.body.includes('<meta name="robots" content="noindex" />')).toBe(meta.noindex === true);
  });

  it('keeps index.html\'s home title and description on /', async () => {
    const res = await get('/');
    expect(titleOf(res.body)).toBe('سفرآسا | خرید بلیط هواپیما ارزان داخلی و خارجی با پشتیبانی ۲۴ ساعته');
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/`);
  });

  it.each(REDIRECTS)('%s%s → 301 %s', async (pathname, search, location) => {
    const res = await get(pathname + search);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  // Fastify itself answers 400 to a path it cannot percent-decode, before any route.
  const decodable = NOT_FOUND.filter(([p]) => p !== '/cities/%E0%A4%A/');

  it('answers an undecodable path with a 4xx', async () => {
    expect((await get('/cities/%E0%A4%A/')).statusCode).toBe(400);
  });

  it.each(decodable)('%s%s → 404 with the app and %s', async (pathname, search, reason) => {
    const res = await get(pathname + search);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(titleOf(res.body)).toBe(`${NOT_FOUND_MESSAGES[reason]} | سفرآسا`);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('names results routes from the reference data', async () => {
    expect(titleOf((await get('/flight/THR-MHD/?adults=1')).body)).toBe('بلیط هواپیما تهران به مشهد | سفرآسا');
    expect(titleOf((await get('/international-flight/THR-IST/')).body)).toBe('بلیط هواپیما تهران به استانبول | سفرآسا');
    // an airport code is named by its city
    expect(titleOf((await get('/international-flight/IKA-IST/')).body)).toBe('بلیط هواپیما تهران به استانبول | سفرآسا');
    expect(titleOf((await get('/flight/THR-QQQ/')).body)).toBe('بلیط هواپیما تهران به QQQ | سفرآسا');
  });

  it('names listing routes by their cities\' slugs, in Persian', async () => {
    expect(titleOf((await get('/charter-flight/tehran-mashhad/')).body)).toBe('بلیط چارتر تهران به مشهد | سفرآسا');
    expect(titleOf((await get('/system-flight/tehran-bandar-abbas/')).body)).toMatch(/تهران به بندرعباس \| سفرآسا$/);
    // An unknown city keeps the slug's words, and the answer is a 404: the page says it knows no
    // such route, and a crawler does not keep it.
    const unknown = await get('/charter-flight/tehran-atlantis/');
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe('بلیط چارتر tehran atlantis | سفرآسا');
  });

  it('answers a listing route with 200 only when it names two known cities', async () => {
    expect((await get('/charter-flight/tehran-mashhad/')).statusCode).toBe(200);
    expect((await get('/system-flight/tehran-bandar-abbas/')).statusCode).toBe(200);
    expect((await get('/cheap-flight/THR-MHD/')).statusCode).toBe(200); // an IATA pair
    expect((await get('/flights/tehran-istanbul/')).statusCode).toBe(200); // a city abroad
    expect((await get('/last-second/')).statusCode).toBe(200); // the listing itself
    expect((await get('/last-second/tehran-tehran/')).statusCode).toBe(404); // the same city twice
    expect((await get('/cheap-flight/zzz-yyy/')).statusCode).toBe(404);
  });

  it('serves a path with a query and no slash without redirecting', async () => {
    const res = await get('/about-us?rqs=ab1');
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`${ORIGIN}/about-us/`);
  });

  it('answers HEAD like GET, without a body', async () => {
    const page = await app.inject({ method: 'HEAD', url: '/about-us/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/about-us' })).headers.location).toBe('/about-us/');
    expect((await app.inject({ method: 'HEAD', url: '/cities/paris/' })).statusCode).toBe(404);
  });

  it('escapes what it writes into the head', async () => {
    const res = await get('/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E/');
    expect(res.statusCode).toBe(404);
    const raw = await get('/"><script>alert(1)</script>/');
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('<script>alert(1)');
    const host = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'a"b' } });
    expect(host.body).not.toContain('a"b');
  });

  it('never redirects off the site', async () => {
    for (const url of ['//evil', '//evil/path', '/\\evil']) {
      const res = await get(url);
      expect(res.headers.location ?? '/', url).toMatch(/^\/(?![/\\])/);
    }
  });

  it('leaves static files, API 404s and non-GET methods as they were', async () => {
    expect((await get('/app.webmanifest')).body).toBe('{}');
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ data: null, meta: { message: 'مسیر درخواستی پیدا نشد.' } });
    const post = await app.inject({ method: 'POST', url: '/about-us/' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves sitemap.xml with every public, indexable page as an absolute URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
      const pathname = loc.slice(ORIGIN.length);
      const decision = decideRoute(pathname, '');
      expect(decision.kind, loc).toBe('page');
      expect(pageMeta(pathname).noindex, loc).toBeUndefined();
    }
    const paths = locs.map((l) => l.slice(ORIGIN.length));
    expect(paths).toEqual(expect.arrayContaining([
      '/', '/about-us/', '/flight/', '/international-flight/', '/visa-uae/', '/privacy/visa/', '/cities/', '/countries/', '/charter-flight/',
      ...CITY_PAGES.map((c) => `/cities/${c}/`), ...COUNTRY_PAGES.map((c) => `/countries/${c}/`),
      '/flight/THR-MHD/', '/flight/THR-KIH/', '/international-flight/THR-IST/', '/international-flight/THR-DXB/', '/visa/uae/',
    ]));
    for (const hidden of ['/404/', '/profile/', '/payment/', '/confirm/', '/add-passenger/', '/visa/payment/']) expect(paths).not.toContain(hidden);
  });

  it('serves robots.txt that keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/profile/', '/payment/', '/confirm/', '/add-passenger/', '/edit-passenger/', '/visa/payment/', '/visa/confirm/', '/visa/add-passenger/', '/api/', '/account/']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('uses the request\'s host when no public origin is set', async () => {
    const local = await buildServer({ database, staticDir, publicOrigin: '', sweepIntervalMs: 0 });
    try {
      const page = await local.inject({ method: 'GET', url: '/about-us/', headers: { host: 'localhost:8101' } });
      expect(canonicalOf(page.body)).toBe('http://localhost:8101/about-us/');
      const robots = await local.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost:8101' } });
      expect(robots.body).toContain('Sitemap: http://localhost:8101/sitemap.xml');
    } finally {
      await local.close();
    }
  });

  it('keeps the domain\'s visa destinations and order id equal to the server\'s', async () => {
    const catalog = await loadVisaCatalog(database.db);
    expect([...VISA_DESTINATION_SLUGS].sort()).toEqual(catalog.destinations.map((d) => d.slug).sort());
    expect(ORDER_ID_PATTERN.source).toBe(uuid.pattern);
  });
});

describe('page requests when the build ships its own robots.txt and sitemap.xml', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'safar-pages-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dir, 'robots.txt'), 'shipped robots');
    writeFileSync(path.join(dir, 'sitemap.xml'), '<shipped/>');
    database = await openTestDatabase('pglite');
    app = await buildServer({ database, staticDir: dir, sweepIntervalMs: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shipped files instead', async () => {
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('shipped robots');
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toBe('<shipped/>');
  });
});
