import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { currentRequestId } from '../../http/observability';
import { MailError, type MailMessage, type Mailer } from '../../providers/mail/mailer';
import { PushError } from '../../providers/push';
import { SmsError, type SmsMessage, type SmsSender } from '../../providers/sms/sender';

export type OutboxChannel = 'sms' | 'email' | 'push';

export interface OutboxEntry {
  channel: OutboxChannel;
  template: string;
  recipient: string;
  payload: Record<string, unknown>;
  /** One notice, one row: the same key written twice (a replayed cause) is kept once. */
  dedupeKey: string;
  requestId?: string | null | undefined;
}

/** Writes a message into the outbox inside the caller's transaction: it leaves only if that commits. */
export async function enqueue(tx: Db, entry: OutboxEntry): Promise<void> {
  await rows(tx, sql`
    insert into outbox_messages (channel, template, recipient, payload, dedupe_key, request_id)
    values (${entry.channel}, ${entry.template}, ${entry.recipient}, ${JSON.stringify(entry.payload)}::jsonb, ${entry.dedupeKey}, ${entry.requestId ?? currentRequestId() ?? null})
    on conflict (dedupe_key) do nothing`);
}

/** Tries per message before it is marked Failed for good; with the backoff below, about a day. */
export const MAX_ATTEMPTS = 12;
/** How long a claimed message is this process's; a process that dies mid-send gives it back after this. */
export const LEASE_SECONDS = 120;
const BATCH = 20;

/** 30 s, 1 min, 2 min … capped at 2 h: an outage of hours delays messages, none is dropped. */
export const backoffSeconds = (attempts: number) => Math.min(7200, 30 * 2 ** Math.max(0, attempts - 1));

interface ClaimedRow {
  id: number;
  channel: OutboxChannel;
  template: string;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
  request_id: string | null;
}

export interface OutboxDeps {
  db: Db;
  sms: SmsSender;
  mailer: Mailer;
  /** Builds an e-mail from its row (renders the ticket PDF); throws MailError(false) when it never can. */
  composeMail: (row: { template: string; recipient: string; payload: Record<string, unknown> }) => Promise<MailMessage>;
  /** Sends a push row (recipient: a push subscription's id); throws PushError. Without it push rows wait. */
  push?: (row: { recipient: string; payload: Record<string, unknown> }) => Promise<string | null>;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Claims due messages: FOR UPDATE SKIP LOCKED picks rows no other process holds, and the lease
 * written in the same statement keeps them this process's after the statement ends, so of any
 * number of processes one sends each message.
 */
async function claim(db: Db): Promise<ClaimedRow[]> {
  return rows<ClaimedRow>(db, sql`
    update outbox_messages set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    where id in (
      select id from outbox_messages
      where status = 'Pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at, id limit ${BATCH} for update skip locked)
    returning id, channel, template, recipient, payload, attempts, request_id`);
}

async function deliver(deps: OutboxDeps, row: ClaimedRow): Promise<string | null> {
  if (row.channel === 'sms') {
    const message = { to: row.recipient, template: row.template, values: row.payload.values } as SmsMessage;
    return (await deps.sms.send(message)).providerMessageId;
  }
  if (row.channel === 'push') {
    if (!deps.push) throw new PushError(true, false);
    return deps.push(row);
  }
  return (await deps.mailer.send(await deps.composeMail(row))).messageId;
}

/** The messages job: sends what is due, once; a provider's outage delays, its final no fails the row. */
export async function sendMessages(deps: OutboxDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claim(deps.db);
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      const log = deps.log?.child({ reqId: row.request_id ?? undefined, outboxId: row.id, channel: row.channel, template: row.template });
      try {
        const providerId = await deliver(deps, row);
        await rows(deps.db, sql`
          update outbox_messages set status = 'Sent', sent_at = now(), locked_until = null, provider_message_id = ${providerId}, last_error = null
          where id = ${row.id}`);
        log?.info({ attempts: row.attempts }, 'message sent');
        sent++;
      } catch (error) {
        const retryable = error instanceof SmsError || error instanceof MailError || error instanceof PushError ? error.retryable : true;
        const reason = error instanceof SmsError ? `${error.code ?? ''} ${error.messageFa}` : error instanceof Error ? error.message : String(error);
        const final = !retryable || row.attempts >= MAX_ATTEMPTS;
        await rows(deps.db, sql`
          update outbox_messages set status = ${final ? 'Failed' : 'Pending'}, locked_until = null, last_error = ${reason.slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
          where id = ${row.id}`);
        log?.warn({ attempts: row.attempts, final, error: reason }, final ? 'message failed for good' : 'message delayed');
      }
    }
  }
}
