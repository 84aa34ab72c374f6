import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import { enqueue } from '../../../server/services/notifications/outbox';
import { KAVENEGAR_FAKE_KEY, startKavenegarFake, type KavenegarFake } from '../../fakes/kavenegar';
import { startSmtpServer, type FakeSmtpServer } from '../../fakes/smtp';
import { adult, oneWay, issue, submit } from './booking-helpers';
import { Inbox, signIn } from './server-fixture';
import { openTestDatabase, storeKinds } from './test-database';

const TEMPLATES = { otp: 'safar-otp', ticketIssued: 'safar-ticket', refundPaid: 'safar-refund', holdLapsing: 'safar-hold', fareAlert: 'safar-fare' };

/**
 * The message outbox under a provider outage, with two server processes on one database: messages
 * are delayed while the SMS provider answers 5xx or hangs and the SMTP server says "try later",
 * then each is sent exactly once.
 */
describe.each(storeKinds())('outbox: SMS and e-mail through an outage, two processes, on %s', (kind) => {
  let sms: KavenegarFake;
  let smtp: FakeSmtpServer;
  let database: Database & { url?: string };
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const inbox = new Inbox();

  beforeAll(async () => {
    [sms, smtp] = await Promise.all([startKavenegarFake(), startSmtpServer()]);
    database = await openTestDatabase(kind);
    // A second pool on the same PostgreSQL database, as a second process has; PGlite is one process's.
    second = kind === 'postgres' ? await openDatabase({ databaseUrl: database.url }) : database;
    const options = {
      otpSender: inbox, sweepIntervalMs: 0, welcomeGift: 0, publicOrigin: 'https://safarasa.example',
      providers: {
        sms: { provider: 'kavenegar' as const, apiKey: KAVENEGAR_FAKE_KEY, templates: TEMPLATES, baseUrl: sms.url, timeoutMs: 400 },
        mail: { provider: 'smtp' as const, url: smtp.url, from: 'سفرآسا <no-reply@safarasa.example>' },
      },
    };
    a = await buildServer({ ...options, database });
    b = await buildServer({ ...options, database: second });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second !== database) await second?.close();
    await database?.close();
    await Promise.all([sms?.close(), smtp?.close()]);
  });

  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);
  /** Makes every delayed message due now (the backoff is minutes; the test does not wait them out). */
  const dueNow = () => q(sql`update outbox_messages set next_attempt_at = now() where status = 'Pending'`);

  it('an issued ticket goes by SMS and by e-mail with its PDF, once, after the providers come back', async () => {
    const auth = await signIn(a, inbox, '09125550001');
    const userId = decodeJwt(auth.authorization.slice(7)).sub!;
    const trip = await oneWay(a, { days: 20 });
    const created = (await submit(a, auth, { proposal: trip.ref, passengers: [adult()], contact: { mobile: '09125550001', email: 'traveller@example.com' } })).json().data;
    // Both providers are down when the ticket is issued.
    sms.failNext(2, 'http500');
    sms.failNext(1, 'timeout');
    smtp.failNext(2, 'tempfail');
    const order = await issue(a, database.db, auth, userId, created);
    expect(order.status).toBe('Issued');
    const written = await q<{ channel: string; recipient: string }>(sql`select channel, recipient from outbox_messages where payload->>'orderId' = ${order.id} order by channel`);
    expect(written).toEqual([{ channel: 'email', recipient: 'traveller@example.com' }, { channel: 'sms', recipient: '09125550001' }]);

    for (let round = 0; round < 6; round++) {
      await Promise.all([a.sweep(), b.sweep()]);
      await dueNow();
    }
    const states = await q<{ channel: string; status: string; attempts: number; last_error: string | null }>(sql`select channel, status, attempts, last_error from outbox_messages where payload->>'orderId' = ${order.id} order by channel`);
    expect(states.map((s) => s.status), JSON.stringify(states)).toEqual(['Sent', 'Sent']);
    expect(states.find((s) => s.channel === 'sms')!.attempts).toBe(4);
    expect(states.find((s) => s.channel === 'email')!.attempts).toBe(3);

    const texts = sms.sent.filter((s) => s.receptor === '09125550001');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ template: 'safar-ticket', token2: String(order.number) });
    expect(texts[0]!.token3).toBe(`https://safarasa.example/profile/my-travels/order-details/?orderId=${order.id}`);
    const mails = smtp.received.filter((m) => m.envelope.to.includes('traveller@example.com'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.parsed;
    expect(mail.subject).toMatch(/بلیت/);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('many messages, two processes sending at once, the provider failing now and then: each sent exactly once', async () => {
    const count = 40;
    for (let i = 0; i < count; i++) {
      await enqueue(database.db, {
        channel: 'sms', template: 'holdLapsing', recipient: `0912666${String(i).padStart(4, '0')}`, dedupeKey: `load:${kind}:${i}`,
        payload: { values: { order: String(1000 + i), minutes: '4' } },
      });
      // The same notice written again (a replayed cause) stays one row.
      await enqueue(database.db, { channel: 'sms', template: 'holdLapsing', recipient: 'x', dedupeKey: `load:${kind}:${i}`, payload: {} });
    }
    sms.failNext(7, 'http500');
    for (let round = 0; round < 6; round++) {
      await Promise.all([a.sweep(), b.sweep()]);
      await dueNow();
    }
    const got = sms.sent.filter((s) => s.receptor.startsWith('0912666'));
    const [tries] = await q<{ delayed: number }>(sql`select count(*) filter (where attempts > 1)::int as delayed from outbox_messages where dedupe_key like ${`load:${kind}:%`}`);
    console.log(`outbox on ${kind}: ${count} messages, 2 processes sending at once, 7 provider 5xx: delayed ${tries!.delayed}, sent ${got.length}, lost ${count - new Set(got.map((s) => s.receptor)).size}, doubled ${got.length - new Set(got.map((s) => s.receptor)).size}`);
    expect(got).toHaveLength(count);
    expect(new Set(got.map((s) => s.receptor)).size).toBe(count);
    const [left] = await q<{ n: number }>(sql`select count(*)::int as n from outbox_messages where dedupe_key like ${`load:${kind}:%`} and status <> 'Sent'`);
    expect(left!.n).toBe(0);
  });

  it("a provider's final no fails the message for good, with its reason; nothing else is held back", async () => {
    await enqueue(database.db, { channel: 'sms', template: 'refundPaid', recipient: '09120000000', dedupeKey: `bad:${kind}`, payload: { values: { order: '77', amount: '1000' } } });
    sms.failNext(1, 'credit');
    await a.sweep();
    const [row] = await q<{ status: string; last_error: string }>(sql`select status, last_error from outbox_messages where dedupe_key = ${`bad:${kind}`}`);
    expect(row!.status).toBe('Failed');
    expect(row!.last_error).toMatch(/418/);
  });
});

