import { makeAutoObservable } from 'mobx';
import { isUuid, MEDIA_QUERIES, type MediaFlag } from '../domain';
import type { RootStore } from './RootStore';

export const SESSION_ID_KEY = 'sessionId';

export interface LoginModalState {
  status: boolean;
  /** What opened it, e.g. 'action', and its value (the action to resume after login). */
  key: string | null;
  value: unknown;
}

const CLOSED_LOGIN_MODAL: LoginModalState = { status: false, key: null, value: null };

/** SPEC §3 "General" client state. */
export class GeneralStore {
  /** Kept in local storage; regenerated when missing or not a UUID. */
  sessionId: string;
  media: Record<MediaFlag, boolean> = { mobile: false, tablet: false, desktop: true, landscape: true };
  isModalOpen = false;
  phoneNumberForLogin = '';
  loginModal: LoginModalState = CLOSED_LOGIN_MODAL;
  /** SPEC §2: the online/offline indicator. */
  isOnline = true;
  /** The tour whose page is on screen: the document is titled by it, as the server titles its HTML. */
  tourOnScreen: { slug: string; titleFa: string } | null = null;

  constructor(readonly root: RootStore) {
    this.sessionId = this.readOrCreateSessionId();
    makeAutoObservable(this, { root: false });
  }

  private readOrCreateSessionId(): string {
    const { storage, randomUUID } = this.root.env;
    const stored = storage?.getItem(SESSION_ID_KEY);
    if (isUuid(stored)) return stored;
    const fresh = randomUUID();
    storage?.setItem(SESSION_ID_KEY, fresh);
    return fresh;
  }

  setMedia(flag: MediaFlag, matches: boolean) {
    this.media[flag] = matches;
  }

  setModalOpen(open: boolean) {
    this.isModalOpen = open;
  }

  setPhoneNumberForLogin(phone: string) {
    this.phoneNumberForLogin = phone;
  }

  /** SPEC §4: opening the login modal sets status true and stores a key and value such as the action. */
  openLoginModal(key: string | null = null, value: unknown = null) {
    this.loginModal = { status: true, key, value };
  }

  closeLoginModal() {
    this.loginModal = CLOSED_LOGIN_MODAL;
  }

  setTourOnScreen(tour: { slug: string; titleFa: string } | null) {
    this.tourOnScreen = tour;
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

  /** Keeps the SPEC §9 media flags in step with the window; returns the unsubscribe. */
  trackMedia(target: Window = window): () => void {
    const stops = (Object.keys(MEDIA_QUERIES) as MediaFlag[]).map((flag) => {
      const query = target.matchMedia(MEDIA_QUERIES[flag]);
      this.setMedia(flag, query.matches);
      const listener = (event: MediaQueryListEvent) => this.setMedia(flag, event.matches);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    });
    return () => stops.forEach((stop) => stop());
  }
}
