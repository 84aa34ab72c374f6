import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { LiveEvent, LiveEvents } from '../orders/booking';

/** Keep an hour of events: enough for any process to catch up, small enough to scan. */
const KEEP_MINUTES = 60;

/** Writes live events into the outbox, inside the caller's transaction (so only committed changes are told). */
export const outbox: LiveEvents = {
  async publish(tx: Db, event: LiveEvent) {
    const userId = event.kind === 'order' ? event.userId : null;
    const payload = event.kind === 'order' ? { orderId: event.orderId, status: event.status } : { changes: event.changes };
    await rows(tx, sql`insert into live_events (user_id, kind, payload) values (${userId}, ${event.kind}, ${JSON.stringify(payload)}::jsonb)`);
  },
};

export async function pruneLiveEvents(db: Db): Promise<number> {
  const gone = await rows(db, sql`delete from live_events where created_at < now() - make_interval(mins => ${KEEP_MINUTES}) returning id`);
  return gone.length;
}
