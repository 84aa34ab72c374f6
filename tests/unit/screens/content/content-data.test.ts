import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PENALTIES } from '../../../../server/services/flight-catalog/detail';
import { PENALTY_STEPS } from '../../../../server/services/flight-reservation/fare-rules';
import { CHARTER_BUCKET, SYSTEM_BUCKETS } from '../../../../server/inventory/fares';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_MIN_SIDE } from '../../../../server/services/visa/images';
import { CITY_PAGES, COUNTRY_PAGES } from '../../../../src/domain';
import { CITY_PAGE_LIST } from '../../../../src/screens/content/cities/cities';
import { COUNTRY_PAGE_LIST } from '../../../../src/screens/content/countries/countries';
import { HOTEL_CITIES } from '../../../../src/screens/content/hotels/hotel-cities';
import {
  FARE_CLASS_PENALTIES, NON_REFUNDABLE_FARE_CLASSES, PENALTY_STEP_HOURS,
} from '../../../../src/screens/content/policies/content/system-flight';
import { VISA_IMAGE_RULES, VISA_SPEEDS } from '../../../../src/screens/content/policies/content/visa';
import type { Rich } from '../../../../src/screens/content/shared/prose';

const seed = <T>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'server/db/seed', `${name}.json`), 'utf8')) as T;
const visaSeed = seed<{ speeds: { code: string; surchargePercent: number }[]; destinations: { slug: string; note: string }[] }>('visa');
const seedCityCodes = new Set(seed<{ cityCode: string }[]>('cities').map((c) => c.cityCode));
const seedAirports = new Set(seed<{ iataCode: string }[]>('airports').map((a) => a.iataCode));
const hrefsOf = (text: Rich) => (typeof text === 'string' ? [] : text.flatMap((part) => (typeof part === 'string' ? [] : [part.href])));

describe('policy text agrees with the server', () => {
  it('shows the fare-rule penalty percentages for every fare class, and the fallback', () => {
    const shown = Object.fromEntries(FARE_CLASS_PENALTIES.filter((p) => p.fareClass).map((p) => [p.fareClass, [...p.percents]]));
    expect(shown).toEqual(PENALTIES);
    expect(FARE_CLASS_PENALTIES.find((p) => p.fareClass === null)?.percents).toEqual([30, 50, 70]);
    expect(PENALTY_STEP_HOURS).toEqual(PENALTY_STEPS);
  });

  it('names every refundable system class, and the promotional ones as non-refundable', () => {
    const buckets = Object.values(SYSTEM_BUCKETS).flat();
    const refundable = buckets.filter((b) => b.refundable).map((b) => b.fareClass).sort();
    expect(FARE_CLASS_PENALTIES.flatMap((p) => (p.fareClass ? [p.fareClass] : [])).sort()).toEqual(refundable);
    expect([...NON_REFUNDABLE_FARE_CLASSES].sort()).toEqual(buckets.filter((b) => !b.refundable).map((b) => b.fareClass).sort());
    expect(CHARTER_BUCKET.refundable).toBe(false);
  });

  it('prices visa speeds and checks document images as the visa service does', () => {
    expect(VISA_SPEEDS.map(({ code, surchargePercent }) => ({ code, surchargePercent })))
      .toEqual(visaSeed.speeds.map(({ code, surchargePercent }) => ({ code, surchargePercent })));
    expect(VISA_IMAGE_RULES.formats.map((f) => f.toLowerCase())).toEqual([...IMAGE_FORMATS]);
    expect(VISA_IMAGE_RULES.minSidePx).toBe(IMAGE_MIN_SIDE);
    expect(VISA_IMAGE_RULES.maxMegabytes * 1024 * 1024).toBe(IMAGE_MAX_BYTES);
  });
});

describe('landing pages', () => {
  it('have content for exactly SPEC §2 cities and countries', () => {
    expect(CITY_PAGE_LIST.map((c) => c.slug).sort()).toEqual([...CITY_PAGES].sort());
    expect(COUNTRY_PAGE_LIST.map((c) => c.slug).sort()).toEqual([...COUNTRY_PAGES].sort());
  });

  it('search with city codes and name airports the server knows', () => {
    const cities = [...CITY_PAGE_LIST, ...COUNTRY_PAGE_LIST.flatMap((country) => country.cities)];
    for (const city of cities) {
      expect(seedCityCodes, city.cityCode).toContain(city.cityCode);
      for (const airport of city.airports) expect(seedAirports, airport.iata).toContain(airport.iata);
    }
  });

  it('link country visa notes to a visa the service sells, and call visa-free only what its notes do', () => {
    const slugs = visaSeed.destinations.map((d) => d.slug);
    for (const country of COUNTRY_PAGE_LIST) {
      const visaLinks = hrefsOf(country.visa.text).filter((href) => href.startsWith('/visa'));
      expect(visaLinks, country.slug).toHaveLength(1);
      const slug = /^\/visa(?:-|\/)([a-z]+)\/$/.exec(visaLinks[0]!)?.[1];
      expect(slugs, country.slug).toContain(slug);
      const note = visaSeed.destinations.find((d) => d.slug === slug)!.note;
      expect(country.visa.visaFree, country.slug).toBe(note.includes('بدون روادید'));
    }
  });
});

describe('hotel and tour lists', () => {
  it('hold a dozen hotel cities with a handful of hotels each', () => {
    expect(HOTEL_CITIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(HOTEL_CITIES.map((c) => c.id)).size).toBe(HOTEL_CITIES.length);
    for (const city of HOTEL_CITIES) expect(city.hotels.length, city.id).toBeGreaterThanOrEqual(3);
  });
});
