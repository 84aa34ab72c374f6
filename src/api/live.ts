import type { LiveClientMessage, LiveServerMessage, ProposalRef } from '../contract';

/** What the connection uses of a browser WebSocket (a fake in tests). */
export interface LiveSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveStatus = 'closed' | 'connecting' | 'open' | 'waiting';

export interface LiveConnectionOptions {
  /** ws(s)://…/api/live */
  url: string;
  /** The access token to sign the socket in with, or null for an anonymous one. */
  token: () => Promise<string | null>;
  onMessage: (message: LiveServerMessage) => void;
  onStatus?: (status: LiveStatus) => void;
  /** After a reconnect: what was pushed while the socket was away is missing, so reload it. */
  onResync?: () => void;
  createSocket: (url: string) => LiveSocketLike;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };
  random?: () => number;
}

/** Reconnect backoff: 1 s doubling to 30 s, with jitter so a restarted server is not hit by every tab at once. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** A ping keeps proxies from closing a quiet socket. */
export const PING_MS = 25_000;
/** The server ends a socket whose token was invalid or has expired with this code. */
const UNAUTHORIZED = 4401;
const OPEN = 1;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const refKey = (r: ProposalRef) => `${r.requestId.toLowerCase()}|${r.proposalId}`;

/**
 * One WebSocket to /api/live for the tab: reconnects with backoff, watches again what it watched,
 * and signs in or out with the session. It says nothing about MobX; LiveStore holds the state.
 */
export class LiveConnection {
  private socket: LiveSocketLike | null = null;
  private readonly watched = new Map<string, ProposalRef>();
  private attempt = 0;
  private retry: unknown;
  private ping: unknown;
  private wanted = false;
  private everOpened = false;
  private signedInAs: string | null = null;
  status: LiveStatus = 'closed';

  constructor(private readonly options: LiveConnectionOptions) {}

  private get timers() {
    return this.options.timers ?? { set: (fn: () => void, ms: number) => setTimeout(fn, ms), clear: (id: unknown) => clearTimeout(id as number) };
  }

  private setStatus(status: LiveStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }

  open(): void {
    this.wanted = true;
    if (!this.socket && this.status !== 'waiting') void this.connect();
  }

  close(): void {
    this.wanted = false;
    this.timers.clear(this.retry);
    this.timers.clear(this.ping);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'done');
    }
    this.everOpened = false;
    this.attempt = 0;
    this.setStatus('closed');
  }

  /** Back online (the browser's online event): try now instead of waiting out the backoff. */
  retryNow(): void {
    if (!this.wanted || this.status !== 'waiting') return;
    this.timers.clear(this.retry);
    this.attempt = 0;
    void this.connect();
  }

  watch(refs: readonly ProposalRef[]): void {
    const fresh = refs.filter((r) => !this.watched.has(refKey(r)));
    for (const r of fresh) this.watched.set(refKey(r), r);
    if (fresh.length > 0) this.send({ type: 'watch', proposals: fresh });
  }

  unwatch(refs: readonly ProposalRef[]): void {
    const gone = refs.filter((r) => this.watched.delete(refKey(r)));
    if (gone.length > 0) this.send({ type: 'unwatch', proposals: gone });
  }

  /**
   * The session changed: a new token signs the socket in (or refreshes it); signing out, or a
   * different user, needs a new socket, as a socket never drops its user.
   */
  async sessionChanged(userId: string | null): Promise<void> {
    if (!this.socket || this.status !== 'open') return;
    if (userId !== null && (this.signedInAs === null || this.signedInAs === userId)) {
      const token = await this.options.token();
      if (token) this.send({ type: 'auth', token });
      return;
    }
    if (userId === null && this.signedInAs === null) return;
    this.reconnectNow();
  }

  private reconnectNow() {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'session changed');
    }
    void this.connect();
  }

  private send(message: LiveClientMessage) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private async connect() {
    this.setStatus('connecting');
    const token = await this.options.token().catch(() => null);
    if (!this.wanted) return;
    const url = token ? `${this.options.url}?access_token=${encodeURIComponent(token)}` : this.options.url;
    const socket = this.options.createSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      if (this.watched.size > 0) this.send({ type: 'watch', proposals: [...this.watched.values()] });
      if (this.everOpened) this.options.onResync?.();
      this.everOpened = true;
      this.schedulePing();
    };
    socket.onmessage = (event) => {
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveServerMessage;
      } catch {
        return;
      }
      if (message.type === 'hello') this.signedInAs = message.userId;
      this.options.onMessage(message);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.signedInAs = null;
      this.timers.clear(this.ping);
      if (!this.wanted) return this.setStatus('closed');
      // A refused token: the next try asks the session for a fresh one (or goes anonymous).
      const delay = event.code === UNAUTHORIZED && this.attempt === 0 ? 0 : backoffDelay(this.attempt, this.options.random);
      this.attempt += 1;
      this.setStatus('waiting');
      this.retry = this.timers.set(() => {
        if (this.wanted && this.status === 'waiting') void this.connect();
      }, delay);
    };
  }

  private schedulePing() {
    this.timers.clear(this.ping);
    this.ping = this.timers.set(() => {
      this.send({ type: 'ping' });
      if (this.socket) this.schedulePing();
    }, PING_MS);
  }
}

/** The live socket's address beside the API base (ws: or wss: as the page). */
export function liveUrl(apiBase: string, location: { protocol: string; host: string }): string {
  const absolute = new URL(`${apiBase.replace(/\/?$/, '/')}live`, `${location.protocol}//${location.host}`);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}
