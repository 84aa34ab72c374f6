import { sql } from 'drizzle-orm';
import type { LiveServerMessage, ProposalRef } from '../../../src/contract';
import { rows } from '../../db/rows';
import type { Booking } from '../orders/booking';
import { STATUS_FA } from '../orders/store';
import { findProposal } from '../flight-reservation/proposals';
import { offerKeys } from '../flight-reservation/seats';
import type { LiveBus } from './bus';
import type { LiveEventRow } from './events';

/** Events may commit out of id order; ids seen within this window (plus one read interval) are re-read and skipped once seen. */
const WINDOW_SECONDS = 10;
export const MAX_WATCHES = 20;

/** What the hub uses of a ws WebSocket (the package ships no types here). */
export interface LiveSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'message', listener: (data: unknown) => void): void;
}

interface Watch {
  ref: ProposalRef;
  seats: Map<string, number>;
  last: number;
}

export interface LiveClient {
  socket: LiveSocket;
  /** null while anonymous: seat counts only. */
  userId: string | null;
  watches: Map<string, Watch>;
}

export interface LiveHubOptions {
  /** Without a bus: how often the outbox is read while sockets are open (default 250 ms). */
  pollMs?: number;
  /** With a bus: how often the outbox is read to catch what Redis did not bring (default 5 s). */
  catchUpMs?: number;
  /** Events from every process as they commit (Redis); without it the outbox is polled. */
  bus?: LiveBus;
  /** Called on every read of live_events (Metrics). */
  onRead?: () => void;
}

const watchKey = (r: ProposalRef) => `${r.requestId.toLowerCase()}|${r.proposalId}`;
const proposalSeats = (w: Watch) => Math.max(0, Math.min(...w.seats.values()));

/**
 * This process's sockets. With a bus, events arrive as they commit in any process and the outbox
 * (live_events) is read every few seconds to catch what the bus lost (a publisher that died after
 * COMMIT, a Redis outage); without one, the outbox is polled every 250 ms. Either way one read per
 * process, not per socket, and only while sockets are open; event ids seen are skipped, so an event
 * both paths bring is sent once.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private cursor = 0;
  private readonly seen = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private starting: Promise<void> | undefined;
  private readonly intervalMs: number;
  private readonly windowSeconds: number;
  private readonly unsubscribe: (() => void) | undefined;

  constructor(private readonly b: Booking, private readonly options: LiveHubOptions = {}) {
    this.intervalMs = options.bus ? options.catchUpMs ?? 5_000 : options.pollMs ?? 250;
    // A read must still see an event that committed late, out of id order, since the read before.
    this.windowSeconds = WINDOW_SECONDS + Math.ceil(this.intervalMs / 1000);
    this.unsubscribe = options.bus?.subscribe((events) => this.deliver(events));
  }

  /** Open sockets of this process. */
  get size(): number {
    return this.clients.size;
  }

  send(client: LiveClient, message: LiveServerMessage) {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  async add(client: LiveClient): Promise<void> {
    if (this.clients.size === 0) await (this.starting ??= this.start().finally(() => (this.starting = undefined)));
    this.clients.add(client);
  }

  remove(client: LiveClient) {
    this.clients.delete(client);
    if (this.clients.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Starts from now: what happened before the first socket opened is not replayed. */
  private async start() {
    this.options.onRead?.();
    // The newest id, not the first rows of the hour kept: older events are never replayed.
    const [top] = await rows<{ id: number | string | null }>(this.b.db, sql`select max(id) as id from live_events`);
    this.cursor = Number(top?.id ?? 0);
    const now = Date.now();
    for (const e of await this.read()) this.seen.set(Number(e.id), now);
    this.timer ??= setInterval(() => void (this.polling ??= this.poll().finally(() => (this.polling = undefined))), this.intervalMs);
    this.timer.unref();
  }

  private read(): Promise<LiveEventRow[]> {
    this.options.onRead?.();
    return rows<LiveEventRow>(this.b.db, sql`
      select id, user_id, kind, payload, created_at from live_events
      where id > ${this.cursor} or created_at > now() - make_interval(secs => ${this.windowSeconds})
      order by id limit 2000`);
  }

  /** One pass: new events to the sockets they concern. */
  async poll(): Promise<void> {
    if (this.clients.size === 0) return;
    let events: LiveEventRow[];
    try {
      events = await this.read();
    } catch {
      return; // the database is closing or away; the next tick tries again
    }
    for (const e of events) this.cursor = Math.max(this.cursor, Number(e.id));
    this.deliver(events);
    const now = Date.now();
    for (const [id, at] of this.seen) if (now - at > (this.windowSeconds + 10) * 1000) this.seen.delete(id);
  }

  /** Events from the bus or a read: each id once to the sockets it concerns. */
  deliver(events: LiveEventRow[]) {
    if (this.clients.size === 0) return;
    const now = Date.now();
    for (const e of events) {
      const id = Number(e.id);
      if (this.seen.has(id)) continue;
      this.seen.set(id, now);
      this.dispatch(e);
    }
  }

  private dispatch(e: LiveEventRow) {
    if (e.kind === 'order') {
      const status = e.payload.status!;
      const at = new Date(e.created_at).toISOString();
      for (const c of this.clients) if (c.userId !== null && c.userId === e.user_id) this.send(c, { type: 'order', orderId: e.payload.orderId!, status, statusFa: STATUS_FA[status], at });
      return;
    }
    for (const c of this.clients) {
      for (const w of c.watches.values()) {
        let touched = false;
        for (const change of e.payload.changes ?? []) {
          if (w.seats.has(change.offerKey)) {
            w.seats.set(change.offerKey, change.seatsLeft);
            touched = true;
          }
        }
        const left = proposalSeats(w);
        if (touched && left !== w.last) {
          w.last = left;
          this.send(c, { type: 'seats', requestId: w.ref.requestId, proposalId: w.ref.proposalId, seatsLeft: left });
        }
      }
    }
  }

  /** Starts watching a proposal: its offers' live seats now, then every change. */
  async watch(client: LiveClient, ref: ProposalRef): Promise<void> {
    if (client.watches.has(watchKey(ref))) return;
    if (client.watches.size >= MAX_WATCHES) throw new Error(`حداکثر ${MAX_WATCHES} پرواز را می‌توان هم‌زمان دنبال کرد.`);
    const { proposal, search, requestId } = await findProposal(this.b.catalog, ref.requestId, ref.proposalId, { request: 'requestId', proposal: 'proposalId' });
    const seats = await this.b.seats.seatsLeft(await this.b.seats.capacities(proposal, search, this.b.catalog.today()));
    for (const key of offerKeys(proposal)) if (!seats.has(key)) seats.set(key, proposal.Seat);
    const w: Watch = { ref: { requestId, proposalId: proposal.ProposalId }, seats, last: 0 };
    w.last = proposalSeats(w);
    client.watches.set(watchKey(ref), w);
    this.send(client, { type: 'seats', requestId, proposalId: proposal.ProposalId, seatsLeft: w.last });
  }

  unwatch(client: LiveClient, refs?: ProposalRef[]) {
    if (!refs) client.watches.clear();
    else for (const r of refs) client.watches.delete(watchKey(r));
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
    for (const c of this.clients) c.socket.close(1001, 'server closing');
    this.clients.clear();
  }
}
