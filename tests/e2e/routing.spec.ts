import { expect, test } from '@playwright/test';
import { NOT_FOUND, REDIRECTS, SAMPLE_PATHS } from '../unit/domain/routing/samples';

// SPEC §2's redirect and guard rules through real HTTP: statuses, Location headers and the
// Persian head the server writes into the app's HTML. URLs are absolute so paths like
// //international-flight stay paths instead of becoming another host.
const NO_REDIRECTS = { maxRedirects: 0 };
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test.describe('page routing on the real server', () => {
  for (const [path, search, location] of REDIRECTS) {
    test(`${path}${search} → 301 ${location}`, async ({ request, baseURL }) => {
      const res = await request.get(`${baseURL}${path}${search}`, NO_REDIRECTS);
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toBe(location);
    });
  }

  // Node's HTTP server itself answers 400 to a path it cannot percent-decode.
  for (const [path, search, reason] of NOT_FOUND.filter(([p]) => p !== '/cities/%E0%A4%A/')) {
    test(`${path}${search} → 404 (${reason})`, async ({ request, baseURL }) => {
      const res = await request.get(`${baseURL}${path}${search}`, NO_REDIRECTS);
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toMatch(/text\/html/);
      const html = await res.text();
      expect(titleOf(html)).toBe(reason === 'page-not-found' ? 'صفحه مورد نظر پیدا نشد | سفرآسا' : 'این صفحه پیدا نشد | سفرآسا');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<div id="root"></div>');
    });
  }

  test('every route of the table is a 200 page with a Persian title and a canonical link', async ({ request, baseURL }) => {
    for (const path of Object.values(SAMPLE_PATHS)) {
      const res = await request.get(`${baseURL}${path}`, NO_REDIRECTS);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(titleOf(html), path).toMatch(/سفرآسا/);
      expect(html, path).toMatch(/<link rel="canonical" href="http[^"]+\/"/);
    }
  });

  test('pages carry their own Persian titles', async ({ request, baseURL }) => {
    const title = async (path: string) => titleOf(await (await request.get(`${baseURL}${path}`, NO_REDIRECTS)).text());
    expect(await title('/')).toBe('سفرآسا | خرید بلیط هواپیما ارزان داخلی و خارجی با پشتیبانی ۲۴ ساعته');
    expect(await title('/flight/THR-MHD/?adults=1')).toBe('بلیط هواپیما تهران به مشهد | سفرآسا');
    expect(await title('/international-flight/THR-IST/')).toBe('بلیط هواپیما تهران به استانبول | سفرآسا');
    expect(await title('/cities/dubai/')).toBe('بلیط هواپیما دبی | سفرآسا');
    expect(await title('/visa-uae')).toBe('ویزای دبی | سفرآسا');
  });

  test('a redirect followed lands on the final page in one hop', async ({ request, baseURL }) => {
    const first = await request.get(`${baseURL}/Flights/Istanbul?utm_source=x`, NO_REDIRECTS);
    const location = first.headers()['location']!;
    const second = await request.get(`${baseURL}${location}`, NO_REDIRECTS);
    expect(second.status()).toBe(200);
    expect(titleOf(await second.text())).toBe('بلیط هواپیما استانبول | سفرآسا');
  });

  test('serves robots.txt and sitemap.xml', async ({ request, baseURL }) => {
    const robots = await (await request.get(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /profile/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get(`${baseURL}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const body = await sitemap.text();
    expect(body).toContain(`<loc>${baseURL}/cities/dubai/</loc>`);
    expect(body).not.toContain('/profile/');
  });
});
