import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { LiveEvent, LiveEvents } from '../orders/booking';
import { holdUntilCommit } from './after-commit';
import type { LiveBus } from './bus';

/** Keep an hour of events: enough for any process to catch up, small enough to scan. */
const KEEP_MINUTES = 60;

/** A row of live_events, as read back by the hub or carried over Redis. */
export interface LiveEventRow {
  id: number | string;
  user_id: string | null;
  kind: 'order' | 'seats';
  payload: { orderId?: string; status?: OrderStatus; changes?: { offerKey: string; seatsLeft: number }[] };
  created_at: Date | string;
}

/**
 * Writes live events into the outbox, inside the caller's transaction (so only committed changes are told).
 * With a bus (REDIS_URL) the row is also handed to it once committed: held until the transaction
 * begun through publishAfterCommit commits, at once when written outside a transaction.
 */
export function liveOutbox(bus?: LiveBus): LiveEvents {
  return {
    async publish(tx: Db, event: LiveEvent) {
      const userId = event.kind === 'order' ? event.userId : null;
      const payload = event.kind === 'order' ? { orderId: event.orderId, status: event.status } : { changes: event.changes };
      const [row] = await rows<{ id: number | string; created_at: Date | string }>(tx, sql`
        insert into live_events (user_id, kind, payload) values (${userId}, ${event.kind}, ${JSON.stringify(payload)}::jsonb) returning id, created_at`);
      if (!bus || !row) return;
      const committed: LiveEventRow = { id: Number(row.id), user_id: userId, kind: event.kind, payload, created_at: new Date(row.created_at).toISOString() };
      if (holdUntilCommit(tx, committed)) return;
      // A transaction not begun through the wrapper: its commit cannot be seen, so the catch-up read tells it.
      if (!(tx instanceof PgTransaction)) bus.publish([committed]);
    },
  };
}

/** The outbox without a bus: every process finds the events by reading the table. */
export const outbox: LiveEvents = liveOutbox();

export async function pruneLiveEvents(db: Db): Promise<number> {
  const gone = await rows(db, sql`delete from live_events where created_at < now() - make_interval(mins => ${KEEP_MINUTES}) returning id`);
  return gone.length;
}
