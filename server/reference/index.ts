import type { Db } from '../db';
import { airlines, airports, cities, countries } from '../db/schema';

export type AirportRow = typeof airports.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type AirlineRow = typeof airlines.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

/**
 * The seeded reference tables, read once at start. They change only with the seed files (and a
 * restart), so keeping them in memory holds nothing a second process would need.
 */
export interface Reference {
  airports: AirportRow[];
  cities: CityRow[];
  countries: CountryRow[];
  airlines: AirlineRow[];
  airportByIata: Map<string, AirportRow>;
  cityById: Map<number, CityRow>;
  cityByCode: Map<string, CityRow>;
  airportsByCity: Map<number, AirportRow[]>;
  airlineByCode: Map<string, AirlineRow>;
  countryByCode: Map<string, CountryRow>;
}

export async function loadReference(db: Db): Promise<Reference> {
  const [airportRows, cityRows, countryRows, airlineRows] = await Promise.all([
    db.select().from(airports).orderBy(airports.airportId),
    db.select().from(cities).orderBy(cities.cityId),
    db.select().from(countries).orderBy(countries.countryId),
    db.select().from(airlines).orderBy(airlines.code),
  ]);
  const airportsByCity = new Map<number, AirportRow[]>();
  for (const a of airportRows) {
    const list = airportsByCity.get(a.cityId) ?? [];
    list.push(a);
    airportsByCity.set(a.cityId, list);
  }
  return {
    airports: airportRows,
    cities: cityRows,
    countries: countryRows,
    airlines: airlineRows,
    airportByIata: new Map(airportRows.map((a) => [a.iataCode, a])),
    cityById: new Map(cityRows.map((c) => [c.cityId, c])),
    cityByCode: new Map(cityRows.map((c) => [c.cityCode, c])),
    airportsByCity,
    airlineByCode: new Map(airlineRows.map((a) => [a.code, a])),
    countryByCode: new Map(countryRows.map((c) => [c.code, c])),
  };
}

/** Iranian airports are domestic; a route is domestic when both ends are. */
export const isIranian = (ref: Reference, airport: AirportRow) => ref.cityById.get(airport.cityId)?.countryCode === 'IR';
