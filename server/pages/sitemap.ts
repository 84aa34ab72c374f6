/**
 * sitemap.xml and robots.txt. The sitemap lists every public, indexable page without parameters,
 * the city, country and visa landing pages, and popular results: SPEC §2's home-screen cities
 * from Tehran (domestic and international).
 */
import {
  CITY_PAGES, COUNTRY_PAGES, DOMESTIC_SEARCH_PREFIX, INTERNATIONAL_SEARCH_PREFIX, pageMeta, ROUTES,
  VISA_DESTINATION_SLUGS,
} from '../../src/domain';
import { escapeHtml } from './head';

const DOMESTIC_FROM_TEHRAN = ['AWZ', 'KIH', 'MHD', 'SYZ', 'IFN', 'TBZ', 'BND', 'RAS', 'AZD'];
const INTERNATIONAL_FROM_TEHRAN = ['IST', 'DXB', 'LON', 'YTO', 'EVN', 'TBS'];

/** Canonical paths of the pages search engines should know, each once. */
export function sitemapPaths(): string[] {
  const candidates = [
    ...ROUTES.filter((r) => r.access === 'public').map((r) => r.pattern.replace(/\/:\w+\?$/, '')).filter((p) => !p.includes(':')),
    ...CITY_PAGES.map((c) => `/cities/${c}/`),
    ...COUNTRY_PAGES.map((c) => `/countries/${c}/`),
    ...VISA_DESTINATION_SLUGS.map((d) => `/visa/${d}/`),
    ...DOMESTIC_FROM_TEHRAN.map((c) => `${DOMESTIC_SEARCH_PREFIX}THR-${c}/`),
    ...INTERNATIONAL_FROM_TEHRAN.map((c) => `${INTERNATIONAL_SEARCH_PREFIX}THR-${c}/`),
  ];
  const paths = new Set<string>();
  for (const path of candidates) {
    const meta = pageMeta(path);
    if (!meta.noindex) paths.add(meta.canonical);
  }
  return [...paths];
}

export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().map((p) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

const DISALLOWED = [
  '/profile/', '/payment/', '/confirm/', '/add-passenger/', '/edit-passenger/',
  '/visa/payment/', '/visa/confirm/', '/visa/add-passenger/', '/api/', '/account/',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
