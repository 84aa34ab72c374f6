import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CITY_PAGE_NAMES, COUNTRY_PAGE_NAMES, NOT_FOUND_MESSAGES, pageMeta, ROUTES, splitCitySlugPair, VISA_DESTINATIONS,
} from '../../../../src/domain/routing';
import { NOT_FOUND, SAMPLE_PATHS } from './samples';

const persian = /[\u0600-\u06FF]/;
const names = { placeName: (code: string) => ({ THR: 'تهران', MHD: 'مشهد', IST: 'استانبول', DXB: 'دبی' } as Record<string, string>)[code] };

describe('pageMeta', () => {
  it('keeps index.html\'s title and description on the home page', () => {
    const html = readFileSync('index.html', 'utf8');
    const title = /<title>(.*)<\/title>/.exec(html)![1];
    const description = /name="description"\s+content="([^"]*)"/.exec(html)![1];
    expect(pageMeta('/')).toEqual({ title, description, canonical: '/' });
  });

  it('gives every route a Persian title and description of its own', () => {
    const metas = ROUTES.map((r) => pageMeta(SAMPLE_PATHS[r.id], '', names));
    for (const m of metas) {
      expect(m.title).toMatch(persian);
      expect(m.description).toMatch(persian);
    }
    expect(new Set(metas.map((m) => m.title)).size).toBe(ROUTES.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(ROUTES.length);
  });

  it('marks protected pages and 404s noindex, and only those', () => {
    for (const r of ROUTES) {
      const expected = r.access === 'protected' || r.id === 'notFound';
      expect([r.id, pageMeta(SAMPLE_PATHS[r.id]).noindex === true]).toEqual([r.id, expected]);
    }
  });

  it('gives a trailing-slash canonical path without the query', () => {
    for (const r of ROUTES) {
      const canonical = pageMeta(SAMPLE_PATHS[r.id], '?rqs=x1&utm_source=y').canonical;
      expect(canonical).toMatch(/^\/.*\/$|^\/$/);
      expect(canonical).not.toContain('?');
    }
    expect(pageMeta('/visa-uae').canonical).toBe('/visa-uae/');
    expect(pageMeta('/flight/thr-mhd/', '?adults=2').canonical).toBe('/flight/THR-MHD/');
    expect(pageMeta('/cities/DUBAI/').canonical).toBe('/cities/dubai/');
    expect(pageMeta('/cheap-flight/Thr-Mhd/').canonical).toBe('/cheap-flight/thr-mhd/');
  });

  it('names the route of a results page, through the lookup or by code', () => {
    expect(pageMeta('/flight/THR-MHD/', '', names).title).toBe('بلیط هواپیما تهران به مشهد | سفرآسا');
    expect(pageMeta('/flight/thr-mhd/', '', names).title).toBe('بلیط هواپیما تهران به مشهد | سفرآسا');
    expect(pageMeta('/flight/THR-KIH/', '', names).title).toBe('بلیط هواپیما تهران به KIH | سفرآسا');
    expect(pageMeta('/flight/THR-MHD/').title).toBe('بلیط هواپیما THR به MHD | سفرآسا');
    expect(pageMeta('/international-flight/THR-citycode-IST-airportcode-1405-01-10_IST-airportcode-DXB-airportcode-1405-01-15/', '', names).title)
      .toBe('بلیط هواپیما تهران به استانبول به دبی | سفرآسا');
    expect(pageMeta('/cheap-flight/thr-mhd/', '', names).title).toBe('بلیط هواپیما ارزان تهران به مشهد | سفرآسا');
  });

  it.each(Object.entries(CITY_PAGE_NAMES))('city page %s is named %s', (slug, name) => {
    expect(pageMeta(`/cities/${slug}/`).title).toBe(`بلیط هواپیما ${name} | سفرآسا`);
  });

  it.each(Object.entries(COUNTRY_PAGE_NAMES))('country page %s is named %s', (slug, name) => {
    expect(pageMeta(`/countries/${slug}/`).title).toContain(name);
  });

  it.each(Object.entries(VISA_DESTINATIONS))('visa page %s names %s', (slug, name) => {
    expect(pageMeta(`/visa/${slug}/`).title).toContain(name);
    expect(pageMeta(`/visa/${slug}/type/`).title).toContain(name);
  });

  it.each(NOT_FOUND)('404 %s%s carries its message', (path, search, reason) => {
    const meta = pageMeta(path, search);
    expect(meta.title).toContain(NOT_FOUND_MESSAGES[reason]);
    expect(meta.noindex).toBe(true);
  });

  it('describes a redirect by the page it leads to', () => {
    expect(pageMeta('/flights/dubai')).toEqual(pageMeta('/cities/dubai/'));
    expect(pageMeta('/domestic-flights', '?a=1')).toEqual(pageMeta('/flight/'));
  });
});

describe('splitCitySlugPair', () => {
  const cities: Record<string, string> = { tehran: 'تهران', mashhad: 'مشهد', 'bandar-abbas': 'بندرعباس', bandar: 'بندر' };
  const find = (slug: string) => cities[slug];
  it('splits at every hyphen until both halves are known cities', () => {
    expect(splitCitySlugPair('tehran-mashhad', find)).toEqual(['تهران', 'مشهد']);
    expect(splitCitySlugPair('tehran-bandar-abbas', find)).toEqual(['تهران', 'بندرعباس']);
    expect(splitCitySlugPair('bandar-abbas-tehran', find)).toEqual(['بندرعباس', 'تهران']);
  });
  it('names no route for an unknown city, one city twice or one word', () => {
    expect(splitCitySlugPair('tehran-atlantis', find)).toBeNull();
    expect(splitCitySlugPair('tehran-tehran', find)).toBeNull();
    expect(splitCitySlugPair('tehran', find)).toBeNull();
  });
  it('gives listing titles Persian city names when it knows them', () => {
    expect(pageMeta('/charter-flight/tehran-mashhad/', '', { cityNameBySlug: find }).title).toBe('بلیط چارتر تهران به مشهد | سفرآسا');
    expect(pageMeta('/charter-flight/tehran-mashhad/').title).toBe('بلیط چارتر tehran mashhad | سفرآسا');
  });
});
