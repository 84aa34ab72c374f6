import { configure } from 'mobx';
import type { Api } from '../api';
import { GeneralStore } from './GeneralStore';

// State changes only inside actions, everywhere the stores are used.
configure({ enforceActions: 'always' });

/** Constructs every store with a back-reference to itself (Outline's pattern). */
export class RootStore {
  readonly general: GeneralStore;

  constructor(readonly api: Api) {
    this.general = new GeneralStore(this);
  }
}
