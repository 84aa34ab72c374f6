import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** SPEC §3 "Wallet": the current user's balance (integer rials); null until known. */
export class WalletStore {
  inventory: number | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  setInventory(rials: number | null) {
    this.inventory = rials === null ? null : Math.max(0, Math.floor(rials));
  }

  clear() {
    this.inventory = null;
  }
}
