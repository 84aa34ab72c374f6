import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { PushError, type PushSender } from '../../providers/push';

/**
 * Keeps a browser's subscription for the signed-in session. An endpoint belongs to one browser,
 * so subscribing again (another traveller signed in on it, a new session) moves it to them.
 */
export async function keepSubscription(db: Db, userId: string, sessionId: string, body: PushSubscriptionRequest): Promise<void> {
  await rows(db, sql`
    insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth)
    values (${randomUUID()}, ${userId}, ${sessionId}::uuid, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth})
    on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth`);
}

export async function dropSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await rows(db, sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${userId}`);
}

/**
 * The outbox's push step: a row's recipient is a subscription id. A subscription whose session
 * has ended since is not pushed to; one the push service calls gone (404/410) is forgotten.
 */
export function pushDelivery(db: Db, sender: PushSender) {
  return async (row: { recipient: string; payload: Record<string, unknown> }): Promise<string | null> => {
    const [target] = await rows<{ endpoint: string; p256dh: string; auth: string; signed_in: boolean }>(db, sql`
      select endpoint, p256dh, auth, exists (select 1 from refresh_tokens r where r.family_id = s.session_id and r.revoked_at is null and r.expires_at > now()) as signed_in
      from push_subscriptions s where id = ${row.recipient}`);
    if (!target) throw new PushError(false, true);
    if (!target.signed_in) throw new PushError(false, false);
    const watchId = String(row.payload.watchId ?? '').replace(/-/g, '');
    try {
      const sent = await sender.send(target, JSON.stringify(row.payload.push), { ttlSeconds: 12 * 3600, ...(watchId ? { topic: watchId.slice(0, 32) } : {}) });
      return `push:${sent.status}`;
    } catch (error) {
      if (error instanceof PushError && error.gone) await rows(db, sql`delete from push_subscriptions where id = ${row.recipient}`);
      throw error;
    }
  };
}
