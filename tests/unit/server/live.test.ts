import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { storeKinds } from './test-database';
import { adult, oneWay, submit } from './booking-helpers';
import { get, Inbox, post, signIn, useServer } from './server-fixture';
import { connect } from './live-helpers';

describe.each(storeKinds())('live WebSocket on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  // A second server process on the same database, listening: changes made through f.app reach its sockets through the outbox.
  let live: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    live = await buildServer({ database: f.database, sweepIntervalMs: 0 });
    await live.listen({ host: '127.0.0.1', port: 0 });
    base = `ws://127.0.0.1:${(live.server.address() as AddressInfo).port}/api/live`;
  });
  afterAll(async () => {
    await live?.close();
  });
  let phone = 0;
  const user = () => signIn(f.app, inbox, `0910${String(9_000_000 + ++phone).padStart(7, '0')}`);
  const token = (auth: { authorization: string }) => auth.authorization.slice(7);

  it('refuses an invalid or expired token, and a plain GET gets 426', async () => {
    await expect(connect(`${base}?access_token=nope`).opened).rejects.toThrow(/401/);
    await expect(connect(base, { authorization: 'Bearer nope' }).opened).rejects.toThrow(/401/);
    const me = await user();
    const plain = await get(f.app, '/api/live', me);
    expect(plain.statusCode).toBe(426);
    expect(plain.json().meta.message).toMatch(/WebSocket/);
    expect((await get(f.app, '/api/live')).statusCode).toBe(426);
  });

  it('lets an anonymous socket watch seats (no orders), and signs it in by an auth message', async () => {
    const me = await user();
    const other = await user();
    const c = connect(base);
    await c.opened;
    const hello = await c.next((m) => m.type === 'hello');
    expect(hello).toEqual({ type: 'hello', userId: null, serverTime: expect.any(String) });
    // The server's clock, for the hold countdown: within a few seconds of this one.
    expect(Math.abs(Date.parse((hello as { serverTime: string }).serverTime) - Date.now())).toBeLessThan(5000);

    const trip = await oneWay(f.app, { adults: 1, days: 61 });
    c.send({ type: 'watch', proposals: [trip.ref] });
    const first = await c.next((m) => m.type === 'seats') as { seatsLeft: number };
    const order = (await submit(f.app, other, { proposal: trip.ref, passengers: [adult()] })).json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, other);
    expect(await c.next((m) => m.type === 'seats')).toMatchObject({ seatsLeft: first.seatsLeft - 1 });
    expect(c.got.some((m) => m.type === 'order')).toBe(false);

    // Signed in: a second hello names the user, and their orders reach this socket from now on.
    c.send({ type: 'auth', token: token(me) });
    expect(await c.next((m) => m.type === 'hello')).toMatchObject({ userId: expect.any(String) });
    const mine = (await submit(f.app, me, { proposal: trip.ref, passengers: [adult()] })).json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: mine.id }, me);
    expect(await c.next((m) => m.type === 'order')).toMatchObject({ orderId: mine.id, status: 'Reserved' });
    // Another user's token does not take the socket over.
    c.send({ type: 'auth', token: token(other) });
    expect(await c.next((m) => m.type === 'error')).toEqual({ type: 'error', message: 'توکن معتبر نیست.' });
    c.socket.close();
  });

  it("pushes the user's order status changes and seat counts of watched proposals, from any process", async () => {
    const me = await user();
    const other = await user();
    const mine = connect(`${base}?access_token=${token(me)}`);
    await mine.opened;
    expect(await mine.next((m) => m.type === 'hello')).toMatchObject({ userId: expect.any(String) });
    const theirs = connect(base, { authorization: other.authorization });
    await theirs.opened;
    await theirs.next((m) => m.type === 'hello');

    const trip = await oneWay(f.app, { adults: 2, days: 60 });
    mine.send({ type: 'watch', proposals: [trip.ref] });
    const first = await mine.next((m) => m.type === 'seats');
    const seatsNow = (await post(f.app, '/api/flight-reservation/Proposals/GetFlightDetails', trip.ref, me)).json().data.items[0].seatsLeft;
    expect(first).toEqual({ type: 'seats', requestId: trip.ref.requestId, proposalId: trip.ref.proposalId, seatsLeft: seatsNow });

    // Someone else holds two seats: the watcher sees the count drop; the holder sees their order move.
    const order = (await submit(f.app, other, { proposal: trip.ref, passengers: [adult(), adult()] })).json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, other);
    expect(await mine.next((m) => m.type === 'seats')).toMatchObject({ seatsLeft: seatsNow - 2 });
    expect(await theirs.next((m) => m.type === 'order')).toMatchObject({ orderId: order.id, status: 'Reserved', statusFa: 'رزروشده، در انتظار پرداخت' });

    // The hold lapses: the seats come back and the owner is told.
    await f.database.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${order.id}`);
    await f.app.sweep();
    expect(await mine.next((m) => m.type === 'seats')).toMatchObject({ seatsLeft: seatsNow });
    expect(await theirs.next((m) => m.type === 'order')).toMatchObject({ orderId: order.id, status: 'Expired' });
    expect(mine.got.some((m) => m.type === 'order')).toBe(false);

    // After unwatch, changes are not pushed.
    mine.send({ type: 'unwatch' });
    mine.send({ type: 'ping' });
    await mine.next((m) => m.type === 'pong');
    const again = (await submit(f.app, other, { proposal: trip.ref, passengers: [adult(), adult()] })).json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: again.id }, other);
    await theirs.next((m) => m.type === 'order' && m.orderId === again.id);
    await new Promise((r) => setTimeout(r, 600));
    expect(mine.got.filter((m) => m.type === 'seats')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('answers bad messages with a Persian error and keeps the socket open', async () => {
    const me = await user();
    const other = await user();
    const c = connect(base, { authorization: me.authorization });
    await c.opened;
    await c.next((m) => m.type === 'hello');
    c.socket.send('not json');
    expect(await c.next((m) => m.type === 'error')).toEqual({ type: 'error', message: 'پیام باید JSON باشد.' });
    c.send({ type: 'dance' });
    expect((await c.next((m) => m.type === 'error') as { message: string }).message).toMatch(/watch/);
    c.send({ type: 'watch', proposals: [{ requestId: crypto.randomUUID(), proposalId: 'x' }] });
    expect((await c.next((m) => m.type === 'error') as { message: string }).message).toMatch(/جست‌وجو/);
    c.send({ type: 'auth', token: token(other) });
    expect(await c.next((m) => m.type === 'error')).toEqual({ type: 'error', message: 'توکن معتبر نیست.' });
    c.send({ type: 'auth', token: token(me) });
    c.send({ type: 'ping' });
    expect(await c.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    c.socket.close();
  });

  it('pushes a cancel: the owner hears Cancelled and a watcher of the flight sees the seat come back', async () => {
    const me = await user();
    const trip = await oneWay(f.app, { days: 76 });
    const order = (await submit(f.app, me, { proposal: trip.ref, passengers: [adult()] })).json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, me);
    const socket = connect(`${base}?access_token=${token(me)}`);
    await socket.opened;
    await socket.next((m) => m.type === 'hello');
    socket.send({ type: 'watch', proposals: [trip.ref] });
    const held = await socket.next((m) => m.type === 'seats') as { seatsLeft: number };
    expect((await post(f.app, '/api/orders/Order/CancelOrder', { orderId: order.id }, me)).statusCode).toBe(200);
    expect(await socket.next((m) => m.type === 'order' && m.orderId === order.id)).toMatchObject({ status: 'Cancelled', statusFa: 'لغوشده' });
    expect(await socket.next((m) => m.type === 'seats')).toMatchObject({ seatsLeft: held.seatsLeft + 1 });
    socket.socket.close();
  });
});
