import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Airport, City, PageSeed } from '../contract';
import type { RootStore } from './RootStore';

/** Which list: the domestic or the international cities (each with its own airports and priorities). */
export type PlacesScope = 'domestic' | 'international';
export type PlacesStatus = 'idle' | 'loading' | 'ready' | 'error';

export const PLACES_SCOPES: readonly PlacesScope[] = ['domestic', 'international'];

/** A city, or one airport inside it, found by a code. */
export interface PlaceMatch {
  city: City;
  /** Set when the code was an airport's IATA code. */
  airport?: Airport;
}

/** The cities and airports of the search pickers (flight-configuration), loaded once and shared. */
export class PlacesStore {
  cities: Record<PlacesScope, City[]> = { domestic: [], international: [] };
  status: Record<PlacesScope, PlacesStatus> = { domestic: 'idle', international: 'idle' };
  error: Record<PlacesScope, unknown> = { domestic: null, international: null };
  // One in-flight promise per scope, so every caller of a concurrent load shares it (Outline's habit).
  private inFlight: Partial<Record<PlacesScope, Promise<City[]>>> = {};

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'inFlight'>(
      this,
      { root: false, cities: observableRef, error: observableRef, inFlight: false },
      { autoBind: true },
    );
  }

  /** The scope's cities: from memory once loaded, else one shared request. A failed load is tried again. */
  load(scope: PlacesScope): Promise<City[]> {
    if (this.status[scope] === 'ready') return Promise.resolve(this.cities[scope]);
    const running = this.inFlight[scope];
    if (running) return running;
    this.status = { ...this.status, [scope]: 'loading' };
    const request = this.fetch(scope)
      .then((cities) => {
        runInAction(() => this.accept(scope, cities));
        return cities;
      })
      .catch((error: unknown) => {
        runInAction(() => {
          this.status = { ...this.status, [scope]: 'error' };
          this.error = { ...this.error, [scope]: error };
        });
        throw error;
      })
      .finally(() => {
        delete this.inFlight[scope];
      });
    this.inFlight[scope] = request;
    return request;
  }

  /** Lists the server already sent with the page: ready without a request. */
  seed(lists: NonNullable<PageSeed['places']>) {
    for (const scope of PLACES_SCOPES) {
      const cities = lists[scope];
      if (cities) this.accept(scope, cities);
    }
  }

  /** A scope's list, loaded or seeded: ready, without an error. */
  private accept(scope: PlacesScope, cities: City[]) {
    this.cities = { ...this.cities, [scope]: cities };
    this.status = { ...this.status, [scope]: 'ready' };
    this.error = { ...this.error, [scope]: null };
  }

  /** Both lists; never rejects (each scope keeps its own status and error). */
  async loadAll(): Promise<void> {
    await Promise.allSettled(PLACES_SCOPES.map((scope) => this.load(scope)));
  }

  private fetch(scope: PlacesScope): Promise<City[]> {
    const api = this.root.api.flightConfiguration;
    return scope === 'domestic' ? api.domesticAirports() : api.internationalAirports();
  }

  isReady(scope: PlacesScope): boolean {
    return this.status[scope] === 'ready';
  }

  /** Both lists, domestic first. */
  get allCities(): City[] {
    return [...this.cities.domestic, ...this.cities.international];
  }

  /** City code → city, from both lists (a city in both keeps its domestic entry). */
  get cityByCode(): ReadonlyMap<string, City> {
    const index = new Map<string, City>();
    for (const city of this.allCities) if (!index.has(city.cityCode)) index.set(city.cityCode, city);
    return index;
  }

  /** Airport IATA code → the airport and its city, from both lists. */
  get airportByIata(): ReadonlyMap<string, Required<PlaceMatch>> {
    const index = new Map<string, Required<PlaceMatch>>();
    for (const city of this.allCities) {
      for (const airport of city.airports) if (!index.has(airport.iataCode)) index.set(airport.iataCode, { city, airport });
    }
    return index;
  }

  /** The city of a city code, else the airport (and its city) of an IATA code; Tehran's THR is the city. */
  find(code: string): PlaceMatch | undefined {
    const key = code.trim().toUpperCase();
    const city = this.cityByCode.get(key);
    return city ? { city } : this.airportByIata.get(key);
  }

  /** "THR", "IKA" or "MHD" → the city's Persian name ("تهران", "مشهد"); undefined while unknown. */
  cityNameFa(code: string): string | undefined {
    return this.find(code)?.city.cityNameFa;
  }

  /** An airport's IATA code → its Persian name ("امام خمینی", "مهرآباد" for THR); undefined when unknown. */
  airportNameFa(iata: string): string | undefined {
    return this.airportByIata.get(iata.trim().toUpperCase())?.airport.airportNameFa;
  }
}
