import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** Runs the search of the flight configuration (Available) and hands its proposals to the filters. */
export class FlightSearchStore {
  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }
}
