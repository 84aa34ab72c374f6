import { Redis } from 'ioredis';
import type { LiveEventRow } from './events';

/** Hands committed live events to every server process. */
export interface LiveBus {
  /** Committed events: to this process's listeners at once, to the others through Redis. Never throws, never waits. */
  publish(events: LiveEventRow[]): void;
  /** Events from every process, this one's included; answers the unsubscribe. */
  subscribe(listener: (events: LiveEventRow[]) => void): () => void;
}

export type BusOutcome = 'published' | 'received' | 'publish_failed';

export interface RedisBusOptions {
  url: string;
  /** One channel for all events; tests give each run its own. */
  channel?: string;
  log: { warn(obj: object, msg: string): void };
  /** Counts events by outcome (Metrics). */
  observe?: (outcome: BusOutcome, events: number) => void;
}

export const DEFAULT_CHANNEL = 'safar:live';
/** No booking waits on Redis; a publish that hangs longer than this counts as failed. */
const COMMAND_TIMEOUT_MS = 1_000;
/** While Redis is away ioredis retries every ≤2 s: one warning per connection per this long. */
const WARN_EVERY_MS = 30_000;

const isRow = (e: unknown): e is LiveEventRow => {
  const r = e as LiveEventRow;
  return typeof r === 'object' && r !== null && Number.isSafeInteger(Number(r.id)) && (r.kind === 'order' || r.kind === 'seats') && typeof r.payload === 'object' && r.payload !== null;
};

/**
 * Live events over Redis pub/sub: one connection publishes (during an outage a publish fails within
 * a second, is logged and counted, and the hubs' catch-up read of live_events tells it), a second
 * one subscribes (subscribe mode holds its connection). ioredis reconnects both and subscribes again.
 */
export class RedisLiveBus implements LiveBus {
  readonly channel: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners = new Set<(events: LiveEventRow[]) => void>();
  private closed = false;
  private readonly lastWarned = new Map<string, { at: number; suppressed: number }>();

  constructor(private readonly options: RedisBusOptions) {
    this.channel = options.channel ?? DEFAULT_CHANNEL;
    // A publish waits for a connection at most COMMAND_TIMEOUT_MS (start, a failover), and is dropped
    // from the queue when a reconnect attempt fails, so an outage queues nothing for long.
    this.pub = new Redis(options.url, { maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: 5_000 });
    this.sub = new Redis(options.url, { maxRetriesPerRequest: null, connectTimeout: 5_000 });
    this.pub.on('error', this.warner('publisher'));
    this.sub.on('error', this.warner('subscriber'));
    this.sub.on('message', (channel: string, text: string) => this.received(channel, text));
    this.sub.subscribe(this.channel).catch((error: Error) => {
      if (!this.closed) options.log.warn({ err: error.message, channel: this.channel }, 'live: Redis subscribe failed');
    });
  }

  publish(events: LiveEventRow[]): void {
    if (events.length === 0 || this.closed) return;
    this.deliver(events);
    const warn = this.warner('publish');
    this.pub.publish(this.channel, JSON.stringify(events)).then(
      () => this.options.observe?.('published', events.length),
      (error: Error) => {
        this.options.observe?.('publish_failed', events.length);
        warn(error);
      },
    );
  }

  subscribe(listener: (events: LiveEventRow[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Readiness: both connections up and answering. */
  async ping(): Promise<void> {
    for (const [name, r] of [['publisher', this.pub], ['subscriber', this.sub]] as const) {
      if (r.status !== 'ready') throw new Error(`Redis ${name} is ${r.status}`);
      await r.ping();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await Promise.all([this.pub, this.sub].map((r) => (r.status === 'ready' ? r.quit().then(() => undefined, () => r.disconnect()) : r.disconnect())));
  }

  private received(channel: string, text: string) {
    if (channel !== this.channel) return;
    let events: unknown;
    try {
      events = JSON.parse(text);
    } catch {
      events = undefined;
    }
    if (!Array.isArray(events) || !events.every(isRow)) {
      this.options.log.warn({ channel }, 'live: a Redis message that is not a list of live events was ignored');
      return;
    }
    this.options.observe?.('received', events.length);
    // This process's own events arrive twice (at publish and from Redis); the hub skips ids it has seen.
    this.deliver(events);
  }

  private deliver(events: LiveEventRow[]) {
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        this.options.log.warn({ err: (error as Error).message }, 'live: delivering events failed');
      }
    }
  }

  /** Logs a connection's failures at most once per WARN_EVERY_MS, with how many were not logged. */
  private warner(what: string) {
    return (error: Error) => {
      if (this.closed) return;
      const last = this.lastWarned.get(what);
      const now = Date.now();
      if (last && now - last.at < WARN_EVERY_MS) {
        last.suppressed++;
        return;
      }
      this.lastWarned.set(what, { at: now, suppressed: 0 });
      this.options.log.warn({ err: error.message, suppressed: last?.suppressed ?? 0 }, `live: Redis ${what} failed (the events table still delivers, every few seconds)`);
    };
  }
}
