import { randomUUID } from 'node:crypto';
import { createServer, connect as tcpConnect, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildServer, type ServerOptions } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db';
import { rows } from '../../../server/db/rows';
import { publishAfterCommit } from '../../../server/services/live/after-commit';
import { RedisLiveBus, type LiveBus } from '../../../server/services/live/bus';
import { liveOutbox, type LiveEventRow } from '../../../server/services/live/events';
import type { LiveEvent } from '../../../server/services/orders/booking';
import { adult, oneWay, submit } from './booking-helpers';
import { connect } from './live-helpers';
import { get, Inbox, post, signIn } from './server-fixture';
import { openTestDatabase, storeKinds, type StoreKind } from './test-database';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at 127.0.0.1:6379 (within half a second). */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port: 6379 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

const redisUp = await redisAnswers();
const SKIP_REASON = 'skipped: nothing answers at 127.0.0.1:6379 (start redis-server to run them)';
if (!redisUp) console.warn(`live-fanout: the Redis fan-out tests are ${SKIP_REASON}`);

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A counter's value in GET /metrics (summed over its labels when none are given). */
async function metric(app: FastifyInstance, name: string, label?: string): Promise<number> {
  const text = (await get(app, '/metrics')).body;
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (label && !line.includes(label))) continue;
    if (line[name.length] !== ' ' && line[name.length] !== '{') continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const token = (auth: { authorization: string }) => auth.authorization.slice(7);
const reserve = (app: FastifyInstance, orderId: string, auth: Record<string, string>) => post(app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId }, auth);

/**
 * Server processes on one database (on PostgreSQL each with its own pool, as separate machines;
 * on PGlite they share the one database object), each closed after its test or block.
 */
function useCluster(kind: StoreKind) {
  let database: Database & { url?: string };
  const pools: Database[] = [];
  const apps: FastifyInstance[] = [];
  const inbox = new Inbox();
  let phone = 0;
  const cluster = {
    inbox,
    get database() {
      return database;
    },
    async app(options: Omit<ServerOptions, 'database'> = {}): Promise<FastifyInstance> {
      let db = database;
      if (kind === 'postgres') {
        db = await openDatabase({ databaseUrl: database.url });
        pools.push(db);
      }
      const app = await buildServer({ database: db, otpSender: inbox, sweepIntervalMs: 0, welcomeGift: 0, ...options });
      apps.push(app);
      return app;
    },
    /** Listens and answers the live socket's address. */
    async live(app: FastifyInstance): Promise<string> {
      await app.listen({ host: '127.0.0.1', port: 0 });
      return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
    },
    user: (app: FastifyInstance) => signIn(app, inbox, `0911${String(5_000_000 + ++phone).padStart(7, '0')}`),
    async closeApps() {
      for (const app of apps.splice(0)) await app.close();
      for (const db of pools.splice(0)) await db.close();
    },
  };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => cluster.closeApps());
  afterAll(async () => {
    await cluster.closeApps();
    await database?.close();
  });
  return cluster;
}

/** Waits until GET /api/ready answers 200: Redis connected, the channel subscribed. */
async function ready(app: FastifyInstance) {
  for (let i = 0; i < 50; i++) {
    if ((await get(app, '/api/ready')).statusCode === 200) return;
    await sleep(100);
  }
  throw new Error(`not ready: ${(await get(app, '/api/ready')).body}`);
}

/** A bus that records what it is handed, and when. */
class Recorder implements LiveBus {
  readonly batches: LiveEventRow[][] = [];
  publish(events: LiveEventRow[]) {
    this.batches.push(events);
  }
  subscribe() {
    return () => undefined;
  }
}

const seatsEvent = (n: number): LiveEvent => ({ kind: 'seats', changes: [{ offerKey: `fanout-test~${n}`, seatsLeft: n }] });
const idsOf = (batches: LiveEventRow[][]) => batches.flat().map((e) => Number(e.id));

describe.each(storeKinds())('live events handed over only once committed, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const written = async (ids: number[]) => (await rows<{ id: number | string }>(database.db, sql`
    select id from live_events where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((r) => Number(r.id));

  it('publishes after COMMIT, nothing for a rolled-back transaction or savepoint, at once outside a transaction', async () => {
    const bus = new Recorder();
    const db = publishAfterCommit(database.db, bus);
    const outbox = liveOutbox(bus);

    // Committed: both events in one batch, handed over only once the transaction has returned.
    await db.transaction(async (tx) => {
      await outbox.publish(tx, seatsEvent(1));
      await outbox.publish(tx, seatsEvent(2));
      expect(bus.batches).toEqual([]);
    });
    expect(bus.batches).toHaveLength(1);
    expect(bus.batches[0]!.map((e) => e.payload.changes![0]!.seatsLeft)).toEqual([1, 2]);
    expect(await written(idsOf(bus.batches))).toEqual(idsOf(bus.batches));

    // Rolled back after publishing: nothing handed over, nothing in the table.
    let lost: number | undefined;
    const recorder = new Recorder();
    await expect(db.transaction(async (tx) => {
      await liveOutbox(recorder).publish(tx, seatsEvent(3));
      lost = Number((await rows<{ id: number }>(tx, sql`select max(id) as id from live_events`))[0]!.id);
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(recorder.batches).toEqual([]);
    expect(await written([lost!])).toEqual([]);

    // A savepoint rolled back drops its events; a released one's go with the transaction's.
    bus.batches.length = 0;
    await db.transaction(async (tx) => {
      await expect(tx.transaction(async (sp) => {
        await outbox.publish(sp, seatsEvent(4));
        throw new Error('savepoint');
      })).rejects.toThrow('savepoint');
      await tx.transaction(async (sp) => outbox.publish(sp, seatsEvent(5)));
      await outbox.publish(tx, seatsEvent(6));
    });
    expect(bus.batches.flat().map((e) => e.payload.changes![0]!.seatsLeft)).toEqual([5, 6]);

    // Outside a transaction the insert has committed: handed over at once.
    bus.batches.length = 0;
    await outbox.publish(db, seatsEvent(7));
    expect(bus.batches.flat().map((e) => e.payload.changes![0]!.seatsLeft)).toEqual([7]);

    // A transaction not begun through the wrapper cannot be seen committing: left to the catch-up read.
    bus.batches.length = 0;
    await database.db.transaction((tx) => outbox.publish(tx, seatsEvent(8)));
    expect(bus.batches).toEqual([]);
  });

  it('keeps two apps on one database object apart: each transaction goes to its own bus', async () => {
    const [one, two] = [new Recorder(), new Recorder()];
    const [dbOne, dbTwo] = [publishAfterCommit(database.db, one), publishAfterCommit(database.db, two)];
    await Promise.all([
      dbOne.transaction((tx) => liveOutbox(one).publish(tx, seatsEvent(11))),
      dbTwo.transaction((tx) => liveOutbox(two).publish(tx, seatsEvent(12))),
    ]);
    expect(one.batches.flat().map((e) => e.payload.changes![0]!.seatsLeft)).toEqual([11]);
    expect(two.batches.flat().map((e) => e.payload.changes![0]!.seatsLeft)).toEqual([12]);
  });
});

describe.each(storeKinds())('live updates without Redis, on %s', (kind) => {
  const c = useCluster(kind);

  it('reads live_events once per interval per process, however many sockets are open', async () => {
    const app = await c.app();
    const base = await c.live(app);
    const readsOver = async (sockets: number) => {
      const open = Array.from({ length: sockets }, () => connect(base));
      await Promise.all(open.map(async (s) => {
        await s.opened;
        await s.next((m) => m.type === 'hello');
      }));
      const before = await metric(app, 'live_outbox_reads_total');
      await sleep(2_000);
      const reads = (await metric(app, 'live_outbox_reads_total')) - before;
      for (const s of open) s.socket.close();
      await sleep(300);
      return reads;
    };
    const one = await readsOver(1);
    const twenty = await readsOver(20);
    console.log(`live reads of live_events over 2 s on ${kind} (250 ms polling): 1 socket ${one}, 20 sockets ${twenty}`);
    expect(one).toBeGreaterThanOrEqual(4);
    expect(one).toBeLessThanOrEqual(10);
    expect(twenty).toBeLessThanOrEqual(one + 2);
  });

  it('with REDIS_URL pointing at a closed port: requests succeed, readiness reports redis (and stays ready), the catch-up read delivers', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const options = { redisUrl: url, redisChannel: `safar:test:${randomUUID()}`, liveCatchUpMs: 500 };
    const a = await c.app(options);
    const b = await c.app(options);
    const base = await c.live(b);

    // Reported, but still ready: every process shares the one Redis, and live updates still arrive by the catch-up read.
    const degraded = await get(a, '/api/ready');
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json().data.checks).toMatchObject({ database: 'ok', redis: expect.stringMatching(/Redis/) });

    const me = await c.user(a);
    const socket = connect(`${base}?access_token=${token(me)}`);
    await socket.opened;
    await socket.next((m) => m.type === 'hello');
    const trip = await oneWay(a, { days: 64 });
    const order = (await submit(a, me, { proposal: trip.ref, passengers: [adult()] })).json().data;
    const started = Date.now();
    const reserved = await reserve(a, order.id, me);
    expect(reserved.statusCode, reserved.body.slice(0, 300)).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Within one catch-up interval (500 ms), with room for a slow machine.
    expect(await socket.next((m) => m.type === 'order' && m.orderId === order.id, 1_500)).toMatchObject({ status: 'Reserved' });
    // The publish gives up within its one-second bound, logged and counted.
    let failed = 0;
    for (let i = 0; i < 30 && failed === 0; i++) {
      failed = await metric(a, 'live_redis_events_total', 'outcome="publish_failed"');
      if (failed === 0) await sleep(100);
    }
    expect(failed).toBeGreaterThan(0);
    socket.socket.close();
  });
});

describe.skipIf(!redisUp).each(storeKinds())(`live updates over Redis, on %s${redisUp ? '' : ` (${SKIP_REASON})`}`, (kind) => {
  const c = useCluster(kind);
  const channel = () => `safar:test:${randomUUID()}`;

  it('tells a socket on another process of an order and a seat count within a second (catch-up read off)', async () => {
    const options = { redisUrl: REDIS_URL, redisChannel: channel(), liveCatchUpMs: 60_000 };
    const a = await c.app(options);
    const b = await c.app(options);
    const base = await c.live(b);
    await ready(a);
    await ready(b);

    const me = await c.user(a);
    const owner = connect(`${base}?access_token=${token(me)}`);
    const watcher = connect(base);
    await Promise.all([owner.opened, watcher.opened]);
    await owner.next((m) => m.type === 'hello');
    await watcher.next((m) => m.type === 'hello');
    const trip = await oneWay(a, { adults: 2, days: 66 });
    watcher.send({ type: 'watch', proposals: [trip.ref] });
    const first = await watcher.next((m) => m.type === 'seats') as { seatsLeft: number };

    const order = (await submit(a, me, { proposal: trip.ref, passengers: [adult(), adult()] })).json().data;
    const readsBefore = await metric(b, 'live_outbox_reads_total');
    expect((await reserve(a, order.id, me)).statusCode).toBe(200);
    const started = Date.now();
    expect(await owner.next((m) => m.type === 'order' && m.orderId === order.id, 1_000)).toMatchObject({ status: 'Reserved' });
    expect(await watcher.next((m) => m.type === 'seats', 1_000)).toMatchObject({ seatsLeft: first.seatsLeft - 2 });
    console.log(`live over Redis on ${kind}: order and seats reached the other process ${Date.now() - started} ms after the reserve answered`);
    // Only Redis could have told B: it has not read the table since.
    expect(await metric(b, 'live_outbox_reads_total')).toBe(readsBefore);
    expect(await metric(a, 'live_redis_events_total', 'outcome="published"')).toBeGreaterThanOrEqual(2);
    expect(await metric(b, 'live_redis_events_total', 'outcome="received"')).toBeGreaterThanOrEqual(2);
    owner.socket.close();
    watcher.socket.close();
  });

  it('publishes nothing over Redis for a transaction that rolled back', async () => {
    const name = channel();
    const listener = new Redis(REDIS_URL);
    const heard: LiveEventRow[] = [];
    listener.on('message', (_channel: string, text: string) => heard.push(...(JSON.parse(text) as LiveEventRow[])));
    await listener.subscribe(name);
    const bus = new RedisLiveBus({ url: REDIS_URL, channel: name, log: { warn: () => undefined } });
    try {
      const db = publishAfterCommit(c.database.db, bus);
      const outbox = liveOutbox(bus);
      await expect(db.transaction(async (tx) => {
        await outbox.publish(tx, seatsEvent(21));
        throw new Error('boom');
      })).rejects.toThrow('boom');
      await db.transaction((tx) => outbox.publish(tx, seatsEvent(22)));
      for (let i = 0; i < 20 && heard.length === 0; i++) await sleep(50);
      await sleep(200);
      expect(heard.map((e) => e.payload.changes![0]!.seatsLeft)).toEqual([22]);
    } finally {
      await bus.close();
      listener.disconnect();
    }
  });

  it('sends an event once when both Redis and the catch-up read bring it', async () => {
    const name = channel();
    const a = await c.app({ redisUrl: REDIS_URL, redisChannel: name, liveCatchUpMs: 60_000 });
    const b = await c.app({ redisUrl: REDIS_URL, redisChannel: name, liveCatchUpMs: 200 });
    const base = await c.live(b);
    await ready(a);
    await ready(b);

    const me = await c.user(a);
    const socket = connect(`${base}?access_token=${token(me)}`);
    await socket.opened;
    await socket.next((m) => m.type === 'hello');
    const trip = await oneWay(a, { days: 67 });
    socket.send({ type: 'watch', proposals: [trip.ref] });
    await socket.next((m) => m.type === 'seats');
    const order = (await submit(a, me, { proposal: trip.ref, passengers: [adult()] })).json().data;
    const readsBefore = await metric(b, 'live_outbox_reads_total');
    expect((await reserve(a, order.id, me)).statusCode).toBe(200);
    await socket.next((m) => m.type === 'order' && m.orderId === order.id, 1_000);
    await socket.next((m) => m.type === 'seats', 1_000);

    // The catch-up read sees the same rows (they are within its window) several times over...
    await sleep(1_200);
    expect((await metric(b, 'live_outbox_reads_total')) - readsBefore).toBeGreaterThanOrEqual(3);
    // ...and Redis brings them again (a publisher retrying): still nothing more on the socket.
    const again = await rows<LiveEventRow>(c.database.db, sql`
      select id, user_id, kind, payload, created_at from live_events where payload->>'orderId' = ${order.id} or id > (
        select id from live_events where payload->>'orderId' = ${order.id} order by id limit 1) order by id`);
    const raw = new Redis(REDIS_URL);
    try {
      await raw.publish(name, JSON.stringify(again));
    } finally {
      raw.disconnect();
    }
    await sleep(500);
    expect(socket.got).toEqual([]);
    socket.socket.close();
  });
});
