import { describe, expect, it } from 'vitest';
import { storeKinds } from './test-database';
import { errorsOf, expectClientError, JUNK_BODIES, post, useServer } from './server-fixture';

const base = '/api/flight-configuration';

describe.each(storeKinds())('flight-configuration on %s', (kind) => {
  const f = useServer(kind);

  it('lists domestic cities by SPEC §9 priority with their domestic airports only', async () => {
    const res = await post(f.app, `${base}/Airport/GetDomesticPlpAirports?timestamp=1`, {});
    expect(res.statusCode).toBe(200);
    const cities = res.json().data;
    expect(cities.slice(0, 7).map((c: { cityCode: string }) => c.cityCode)).toEqual(['THR', 'SYZ', 'MHD', 'IFN', 'BND', 'TBZ', 'KIH']);
    expect(cities.slice(0, 7).map((c: { domesticPriority: number }) => c.domesticPriority)).toEqual([60, 59, 58, 57, 56, 55, 54]);
    const tehran = cities[0];
    expect(tehran).toMatchObject({ cityId: 1, cityNameFa: 'تهران', cityNameEn: 'Tehran', countryNameFa: 'ایران' });
    expect(tehran.airports).toEqual([expect.objectContaining({ iataCode: 'THR', icaoCode: 'OIII', airportNameFa: 'مهرآباد تهران', domesticPriority: 60, cityId: 1 })]);
    const codes = cities.flatMap((c: { airports: { iataCode: string }[] }) => c.airports.map((a) => a.iataCode));
    for (const code of ['MHD', 'SYZ', 'IFN', 'TBZ', 'AWZ', 'KIH', 'BND', 'GSM', 'RAS', 'AZD', 'ZBR', 'DEF']) expect(codes).toContain(code);
    expect(codes).not.toContain('IKA');
    expect(codes).not.toContain('IST');
  });

  it('lists international cities: Tehran (IKA) 10000, Istanbul (IST, SAW) 9999, and the foreign cities', async () => {
    const res = await post(f.app, `${base}/Airport/GetInternationalPlpAirports`);
    expect(res.statusCode).toBe(200);
    const cities = res.json().data;
    expect(cities[0]).toMatchObject({ cityCode: 'THR', internationalPriority: 10000 });
    expect(cities[0].airports.map((a: { iataCode: string }) => a.iataCode)).toEqual(['IKA']);
    expect(cities[1]).toMatchObject({ cityCode: 'IST', internationalPriority: 9999, cityNameFa: 'استانبول' });
    expect(cities[1].airports.map((a: { iataCode: string }) => a.iataCode)).toEqual(['IST', 'SAW']);
    const codes = cities.flatMap((c: { airports: { iataCode: string }[] }) => c.airports.map((a) => a.iataCode));
    for (const code of ['IST', 'SAW', 'DXB', 'LHR', 'YYZ', 'EVN', 'TBS', 'MCT', 'ESB', 'NJF', 'BKK', 'GYD', 'FCO', 'DOH']) expect(codes).toContain(code);
  });

  it('filters by a search term in Persian or English', async () => {
    const fa = await post(f.app, `${base}/Airport/GetInternationalPlpAirports`, { search: 'استانبول' });
    expect(fa.json().data.map((c: { cityCode: string }) => c.cityCode)).toEqual(['IST']);
    const en = await post(f.app, `${base}/Airport/GetDomesticPlpAirports`, { search: 'kish' });
    expect(en.json().data.map((c: { cityCode: string }) => c.cityCode)).toEqual(['KIH']);
  });

  it('answers all countries with Persian names', async () => {
    const res = await f.app.inject({ method: 'GET', url: `${base}/Country/GetAllCountries?timestamp=${Date.now()}` });
    expect(res.statusCode).toBe(200);
    const countries = res.json().data;
    for (const code of ['IR', 'TR', 'AE', 'GB', 'CA', 'AM', 'GE', 'OM', 'IQ', 'TH', 'AZ', 'IT', 'QA']) {
      expect(countries.find((c: { code: string }) => c.code === code)?.nameFa).toMatch(/[آ-ی]/);
    }
  });

  it('answers the agencies', async () => {
    const res = await post(f.app, `${base}/Agency/GetAgencies`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ agencyId: 1, nameFa: 'آژانس مسافرتی سفرآسا', logo: 'agencies/safarasa.svg' });
  });

  it('rejects bad input with Persian field errors and never a 500', async () => {
    const errors = errorsOf(await post(f.app, `${base}/Airport/GetDomesticPlpAirports`, { search: 'x'.repeat(500) }));
    expect(errors.search?.[0]).toContain('۱۰۰');
    expect(errorsOf(await post(f.app, `${base}/Airport/GetDomesticPlpAirports`, { search: { a: 1 } })).search).toEqual(['عبارت جست‌وجو باید متن باشد.']);
    for (const url of [`${base}/Airport/GetDomesticPlpAirports`, `${base}/Airport/GetInternationalPlpAirports`, `${base}/Agency/GetAgencies`]) {
      for (const junk of JUNK_BODIES) {
        expectClientError(await post(f.app, url, junk.payload, { 'content-type': junk.contentType }), `${url} ${junk.payload.slice(0, 20)}`);
      }
    }
    const wrongMethod = await f.app.inject({ method: 'POST', url: `${base}/Country/GetAllCountries` });
    expect(wrongMethod.statusCode).toBe(404);
  });
});
