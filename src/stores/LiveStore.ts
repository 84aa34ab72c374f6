import { makeAutoObservable, reaction } from 'mobx';
import { LiveConnection, liveUrl, type LiveStatus } from '../api/live';
import type { LiveServerMessage, OrderStatus, ProposalRef } from '../contract';
import { decodeJwtPayload } from '../domain';
import type { RootStore } from './RootStore';

/** The server's limit of proposals one socket watches. */
export const MAX_LIVE_WATCHES = 20;
const MAX_ORDER_STATUSES = 50;
/** A page change closes the socket only if no page takes it up within this time. */
const LINGER_MS = 5000;

export interface LiveOrderStatus {
  status: OrderStatus;
  statusFa: string;
  at: string;
}

const refKey = (r: ProposalRef) => `${r.requestId.toLowerCase()}|${r.proposalId}`;
const userOf = (token: string | null) => (token ? String(decodeJwtPayload(token)?.sub ?? '') || null : null);

/**
 * SPEC §7's live updates: seats left of the proposals a page shows and the status of the user's
 * orders, over one socket per tab that is open only while a page uses it (home never does).
 */
export class LiveStore {
  status: LiveStatus = 'closed';
  /** Seats left by proposal (requestId|proposalId), as last pushed. */
  readonly seats = new Map<string, number>();
  readonly orders = new Map<string, LiveOrderStatus>();
  /** The server's clock less this one's, from the socket's hello. */
  clockOffsetMs = 0;
  /** Counts reconnects: pages reload what may have changed while the socket was away. */
  resyncs = 0;

  private readonly connection: LiveConnection;
  private readonly watchCounts = new Map<string, { ref: ProposalRef; count: number }>();
  private users = 0;
  private linger: ReturnType<typeof setTimeout> | undefined;
  private stopSession: (() => void) | undefined;
  private readonly onOnline = () => this.connection.retryNow();

  constructor(readonly root: RootStore) {
    makeAutoObservable<this, 'connection' | 'watchCounts' | 'users' | 'linger' | 'stopSession' | 'onOnline'>(this, {
      root: false, connection: false, watchCounts: false, users: false, linger: false, stopSession: false, onOnline: false,
    }, { autoBind: true });
    const location = typeof window === 'undefined' ? { protocol: 'http:', host: 'localhost' } : window.location;
    this.connection = new LiveConnection({
      url: liveUrl(root.api.bases.api, location),
      token: () => (root.auth.accessToken ? root.auth.validAccessToken(root.auth.refreshWithAccountService) : Promise.resolve(null)),
      onMessage: this.receive,
      onStatus: this.setStatus,
      onResync: this.resync,
      createSocket: (url) => root.env.liveSocket!(url),
    });
  }

  /** The time on the server's clock (a hold's countdown runs on it). */
  serverNow(): number {
    return Date.now() + this.clockOffsetMs;
  }

  seatsOf(ref: ProposalRef): number | undefined {
    return this.seats.get(refKey(ref));
  }

  orderStatus(orderId: string): LiveOrderStatus | undefined {
    return this.orders.get(orderId);
  }

  /** A page needs the socket: opens it (if it is not) until the returned release. */
  use(): () => void {
    if (typeof window === 'undefined' || !this.root.env.liveSocket) return () => undefined;
    clearTimeout(this.linger);
    if (this.users++ === 0 && this.connection.status === 'closed') this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.users === 0) this.linger = setTimeout(this.stop, LINGER_MS);
    };
  }

  /** Seat counts of these proposals, pushed until the returned release (counted, so two cards share one watch). */
  watch(refs: readonly ProposalRef[]): () => void {
    const release = this.use();
    const fresh: ProposalRef[] = [];
    for (const ref of refs) {
      const key = refKey(ref);
      const entry = this.watchCounts.get(key);
      if (entry) entry.count += 1;
      else if (this.watchCounts.size < MAX_LIVE_WATCHES) {
        this.watchCounts.set(key, { ref, count: 1 });
        fresh.push(ref);
      }
    }
    this.connection.watch(fresh);
    return () => {
      const gone: ProposalRef[] = [];
      for (const ref of refs) {
        const entry = this.watchCounts.get(refKey(ref));
        if (entry && --entry.count === 0) {
          this.watchCounts.delete(refKey(ref));
          gone.push(ref);
        }
      }
      this.connection.unwatch(gone);
      // A long session's searches don't pile up here: a count nobody shows is dropped.
      this.forget(gone);
      release();
    };
  }

  private forget(refs: readonly ProposalRef[]) {
    for (const ref of refs) this.seats.delete(refKey(ref));
  }

  private start() {
    this.connection.open();
    window.addEventListener('online', this.onOnline);
    this.stopSession = reaction(() => userOf(this.root.auth.accessToken), (userId) => void this.connection.sessionChanged(userId));
  }

  private stop() {
    if (this.users > 0) return;
    this.connection.close();
    window.removeEventListener('online', this.onOnline);
    this.stopSession?.();
    this.stopSession = undefined;
  }

  private setStatus(status: LiveStatus) {
    this.status = status;
  }

  private resync() {
    this.resyncs += 1;
  }

  private receive(message: LiveServerMessage) {
    if (message.type === 'hello') {
      const server = Date.parse(message.serverTime);
      if (Number.isFinite(server)) this.clockOffsetMs = server - Date.now();
    } else if (message.type === 'seats') {
      this.seats.set(refKey(message), message.seatsLeft);
    } else if (message.type === 'order') {
      this.orders.set(message.orderId, { status: message.status, statusFa: message.statusFa, at: message.at });
      // Only recent statuses matter (a page reloads the order itself); keep the newest few.
      if (this.orders.size > MAX_ORDER_STATUSES) this.orders.delete(this.orders.keys().next().value!);
    }
  }
}
