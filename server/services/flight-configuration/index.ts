import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Agency, City, Country, PlpAirportsRequest } from '../../../src/contract';
import { agencies } from '../../db/schema';
import { ok } from '../../http/envelope';
import { optionalBody, query } from '../../http/schemas';
import type { ServerContext } from '../../context';
import type { AirportRow, CityRow, Reference } from '../../reference';

type Scope = 'domestic' | 'international';

function cityWithAirports(ref: Reference, city: CityRow, scope: Scope): City | undefined {
  const serving = (ref.airportsByCity.get(city.cityId) ?? []).filter((a) => a[scope]);
  if (serving.length === 0) return undefined;
  const priority = (a: AirportRow) => (scope === 'domestic' ? { domesticPriority: a.domesticPriority } : { internationalPriority: a.internationalPriority });
  return {
    cityId: city.cityId,
    cityNameEn: city.nameEn,
    cityNameFa: city.nameFa,
    cityCode: city.cityCode,
    countryCode: city.countryCode,
    countryNameFa: ref.countryByCode.get(city.countryCode)?.nameFa ?? '',
    domesticPriority: city.domesticPriority,
    internationalPriority: city.internationalPriority,
    img: city.img,
    airports: serving.map((a) => ({
      airportId: a.airportId,
      iataCode: a.iataCode,
      icaoCode: a.icaoCode,
      alternateIataCode: a.alternateIataCode,
      airportNameEn: a.nameEn,
      airportNameFa: a.nameFa,
      ...priority(a),
      cityId: a.cityId,
    })),
  };
}

/** Persian ی/ک typed as Arabic ي/ك still match; case and spaces are ignored. */
const fold = (s: string) => s.toLowerCase().replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/[\s\u200c]+/g, '');

export function plpCities(ref: Reference, scope: Scope, search?: string): City[] {
  const key = search ? fold(search) : '';
  const priority = (c: City) => (scope === 'domestic' ? c.domesticPriority : c.internationalPriority);
  return ref.cities
    .map((c) => cityWithAirports(ref, c, scope))
    .filter((c): c is City => c !== undefined)
    .filter((c) => !key || [c.cityNameEn, c.cityNameFa, c.cityCode, ...c.airports.flatMap((a) => [a.iataCode, a.airportNameFa, a.airportNameEn])]
      .some((text) => fold(text).includes(key)))
    .sort((a, b) => priority(b) - priority(a) || a.cityId - b.cityId);
}

const plpSchema = (scope: Scope) => ({
  tags: ['flight-configuration'],
  summary: `Cities with their ${scope} airports, highest priority first`,
  querystring: query(),
  body: optionalBody({ search: { type: 'string', maxLength: 100, 'x-label': 'عبارت جست‌وجو' } }),
});

export async function flightConfigurationRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }) {
  const base = '/api/flight-configuration';

  app.post<{ Body: PlpAirportsRequest | null }>(`${base}/Airport/GetDomesticPlpAirports`, { schema: plpSchema('domestic') },
    async (request) => ok(plpCities(ctx.ref, 'domestic', request.body?.search)));

  app.post<{ Body: PlpAirportsRequest | null }>(`${base}/Airport/GetInternationalPlpAirports`, { schema: plpSchema('international') },
    async (request) => ok(plpCities(ctx.ref, 'international', request.body?.search)));

  app.get(`${base}/Country/GetAllCountries`, {
    schema: { tags: ['flight-configuration'], summary: 'Every country, with its Persian name', querystring: query() },
  }, async () => ok<Country[]>(ctx.ref.countries.map(({ countryId, code, nameFa, nameEn }) => ({ countryId, code, nameFa, nameEn }))));

  app.post(`${base}/Agency/GetAgencies`, {
    schema: { tags: ['flight-configuration'], summary: 'The agencies that sell on this site', querystring: query(), body: optionalBody() },
  }, async () => ok<Agency[]>(await ctx.db.select().from(agencies).orderBy(asc(agencies.agencyId))));
}
