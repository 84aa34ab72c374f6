import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** The cities and airports of the search pickers (flight-configuration), loaded once and shared. */
export class PlacesStore {
  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }
}
