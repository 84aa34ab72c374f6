/**
 * Web Push (RFC 8030 delivery, RFC 8291 message encryption, RFC 8292 VAPID), by the web-push
 * library. The browser's push service (FCM, Mozilla's autopush, Apple's) is an outside provider
 * like an SMS gateway: the rest of the server asks this sender, never a service by name.
 */
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db';
import { appMeta } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: address push services may contact about our pushes. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The push service refused or could not be reached. `gone`: the subscription no longer exists
 * (404/410) and must be forgotten; `retryable`: the same push may succeed later (429, 5xx, network).
 */
export class PushError extends Error {
  constructor(readonly retryable: boolean, readonly gone: boolean, readonly status?: number) {
    super(`push: ${status ?? 'network'}${gone ? ' (subscription gone)' : ''}`);
    this.name = 'PushError';
  }
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url, uncompressed P-256 point). */
  readonly publicKey: string;
  /** Encrypts `payload` for the subscription and posts it to its push service; throws PushError. */
  send(target: PushTarget, payload: string, options?: { ttlSeconds?: number; topic?: string }): Promise<{ status: number }>;
}

export class WebPushSender implements PushSender {
  readonly publicKey: string;

  /** `agent`: an https.Agent of one's own (tests trust their local push service's certificate with it). */
  constructor(private readonly keys: VapidKeys, private readonly options: { timeoutMs?: number; agent?: Agent } = {}) {
    this.publicKey = keys.publicKey;
  }

  async send(target: PushTarget, payload: string, options: { ttlSeconds?: number; topic?: string } = {}): Promise<{ status: number }> {
    try {
      const result = await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: this.keys,
        TTL: options.ttlSeconds ?? 24 * 3600,
        contentEncoding: 'aes128gcm',
        timeout: this.options.timeoutMs ?? 10_000,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
        ...(options.topic ? { topic: options.topic } : {}),
        urgency: 'normal',
      });
      return { status: result.statusCode };
    } catch (error) {
      if (error instanceof webpush.WebPushError) {
        const status = error.statusCode;
        throw new PushError(status === 429 || status >= 500, status === 404 || status === 410, status);
      }
      throw new PushError(true, false);
    }
  }
}

/** VAPID_SUBJECT's default: a push service wants a way to reach whoever sends. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:support@safarasa.local';

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set; otherwise a pair is
 * generated on first start and kept in the database, so every process of one deployment (and
 * every restart) signs with the same key and browsers' subscriptions stay valid.
 */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const generated = webpush.generateVAPIDKeys();
  await db.insert(appMeta).values({ key: 'vapid_keys', value: JSON.stringify(generated) }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'vapid_keys'));
  const kept = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
