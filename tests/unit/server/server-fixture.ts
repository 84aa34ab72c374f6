import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer, type ServerOptions } from '../../../server/app';
import type { Database } from '../../../server/db';
import type { SmsMessage, SmsSender } from '../../../server/providers/sms/sender';
import { openTestDatabase, type StoreKind } from './test-database';

export interface Fixture {
  app: FastifyInstance;
  database: Database;
}

/**
 * One server on one throwaway database per test file and store kind (beforeAll, not per test:
 * opening PGlite costs a second or two).
 */
export function useServer(kind: StoreKind, options: Omit<ServerOptions, 'database'> = {}): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    fixture.database = await openTestDatabase(kind);
    // No welcome gift unless a test asks for it: other tests count wallet balances exactly.
    fixture.app = await buildServer({ welcomeGift: 0, ...options, database: fixture.database });
  });
  afterAll(async () => {
    await fixture.app?.close();
    await fixture.database?.close();
  });
  return fixture;
}

/** POST a JSON body (or raw text with its own content type). */
export async function post(app: FastifyInstance, url: string, payload?: unknown, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
}

/** Has at least one Persian letter: every user-facing message must. */
export const PERSIAN = /[\u0600-\u06FF]/;

/** Asserts the 400 envelope and returns meta.errors. */
export function errorsOf(res: { statusCode: number; json(): unknown }): Record<string, string[]> {
  const body = res.json() as { data: unknown; meta: { errors?: Record<string, string[]> } };
  if (res.statusCode !== 400 || body.data !== null || !body.meta.errors) {
    throw new Error(`expected a 400 envelope, got ${res.statusCode} ${JSON.stringify(body)}`);
  }
  for (const messages of Object.values(body.meta.errors)) {
    for (const m of messages) if (!PERSIAN.test(m)) throw new Error(`not a Persian message: ${m}`);
  }
  return body.meta.errors;
}

/** Never a 500: either a success, or a 4xx JSON envelope with data null. */
export function expectClientError(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, label = '') {
  if (res.statusCode >= 500) throw new Error(`${label}: ${res.statusCode}`);
  if (res.statusCode >= 400) {
    if (!String(res.headers['content-type']).includes('application/json')) throw new Error(`${label}: not JSON`);
    const body = res.json() as { data: unknown; meta: Record<string, unknown> };
    if (body.data !== null || !(body.meta.errors || body.meta.message)) throw new Error(`${label}: ${JSON.stringify(body)}`);
  }
}

/** Junk bodies every JSON endpoint must answer with a 4xx, never a 500. */
export const JUNK_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{not json', contentType: 'application/json' },
  { payload: '"a string"', contentType: 'application/json' },
  { payload: '[1,2,3]', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: JSON.stringify({ x: 'ی'.repeat(300_000) }), contentType: 'application/json' },
  { payload: 'a'.repeat(2_000_000), contentType: 'application/json' },
];

/** Keeps the sign-in codes the server "sent", as an SMS gateway would. */
export class Inbox {
  readonly codes = new Map<string, string>();
  async send(phoneNumber: string, code: string) {
    this.codes.set(phoneNumber, code);
  }
}

/** Signs a phone number in through otp/create and connect/token; answers the Authorization header. */
export async function signIn(app: FastifyInstance, inbox: Inbox, phone: string): Promise<{ authorization: string }> {
  await post(app, '/account/otp/create', { phoneNumber: phone });
  const res = await app.inject({
    method: 'POST', url: '/account/connect/token',
    payload: `grant_type=otp&phone_number=${phone}&code=${inbox.codes.get(phone)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token}` };
}

/** A valid national code from nine digits (REFERENCE.md's checksum), for test travellers. */
export function nationalCode(nine: string): string {
  const d = [...nine].map(Number);
  const r = d.reduce((s, x, i) => s + x * (10 - i), 0) % 11;
  return nine + String(r < 2 ? r : 11 - r);
}

/** GET with headers. */
export async function get(app: FastifyInstance, url: string, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/**
 * The raw queries (db.execute) some work makes and how many seconds it took, begun: what a search
 * reads "at most once a second" is checked against the second count.
 */
export async function countQueries(database: Database, work: () => Promise<void>): Promise<{ queries: number; seconds: number }> {
  const db = database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
  const execute = db.execute;
  let queries = 0;
  db.execute = (q) => {
    queries += 1;
    return execute.call(db, q);
  };
  const started = Date.now();
  try {
    await work();
  } finally {
    db.execute = execute;
  }
  return { queries, seconds: Math.ceil((Date.now() - started) / 1000) };
}

/** Records every text it is asked to send, as a provider's books would. */
export class SmsRecorder implements SmsSender {
  readonly name = 'recorder';
  readonly logsContent = false;
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
    return { providerMessageId: null };
  }
}
