import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Country } from '../contract';
import { comparePersian } from '../domain/persian-order';

export type CountriesStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Nationalities for passport holders (Country/GetAllCountries): fetched once per tab and shared by every passenger form. */
export class CountriesStore {
  list: Country[] = [];
  status: CountriesStatus = 'idle';
  // One in-flight request, so forms mounting together share it; a failed load is tried again.
  private inFlight: Promise<Country[]> | null = null;

  constructor(private readonly fetchAll: () => Promise<Country[]>) {
    makeAutoObservable<this, 'inFlight' | 'fetchAll'>(this, { list: observableRef, inFlight: false, fetchAll: false }, { autoBind: true });
  }

  /** Code and Persian name of each country, by Persian name; empty until loaded. */
  get options(): { code: string; name: string }[] {
    return this.list.map((c) => ({ code: c.code, name: c.nameFa })).sort((a, b) => comparePersian(a.name, b.name));
  }

  load(): Promise<Country[]> {
    if (this.status === 'ready') return Promise.resolve(this.list);
    if (this.inFlight) return this.inFlight;
    this.status = 'loading';
    this.inFlight = this.fetchAll()
      .then((list) => {
        runInAction(() => {
          this.list = list;
          this.status = 'ready';
        });
        return list;
      })
      .catch((error: unknown) => {
        runInAction(() => {
          this.status = 'error';
        });
        throw error;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}
