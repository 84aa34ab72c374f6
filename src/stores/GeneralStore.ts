import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** SPEC §3 "General" client state. Further fields arrive with the domain-core work. */
export class GeneralStore {
  /** SPEC §2: the online/offline indicator. */
  isOnline = true;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false });
  }

  setOnline(online: boolean) {
    this.isOnline = online;
  }

  /** Follows the browser's online/offline events; returns the unsubscribe. */
  trackOnlineStatus(target: Window = window): () => void {
    this.setOnline(target.navigator.onLine);
    const on = () => this.setOnline(true);
    const off = () => this.setOnline(false);
    target.addEventListener('online', on);
    target.addEventListener('offline', off);
    return () => {
      target.removeEventListener('online', on);
      target.removeEventListener('offline', off);
    };
  }
}
