import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db';
import type { LiveBus } from './bus';
import type { LiveEventRow } from './events';

/** One open transaction (or savepoint) and the live events written in it so far. */
interface Frame {
  tx: unknown;
  events: LiveEventRow[];
  /** For a savepoint, its transaction's frame: the same connection. */
  parent: Frame | undefined;
  /** The frame this one was opened in (maybe another connection's), to find the transaction an event was written with. */
  outer: Frame | undefined;
}

const frames = new AsyncLocalStorage<Frame>();

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Body<T> = (tx: Tx) => Promise<T>;

/** Runs a transaction (or savepoint) in a frame of its own; answers its result and the events it wrote. */
async function within<T>(begin: (body: Body<T>) => Promise<T>, body: Body<T>, parent?: Frame): Promise<{ result: T; events: LiveEventRow[] }> {
  const frame: Frame = { tx: undefined, events: [], parent, outer: frames.getStore() };
  const result = await begin((tx) => frames.run(frame, () => {
    frame.tx = tx;
    nestSavepoints(tx, frame);
    return body(tx);
  }));
  return { result, events: frame.events };
}

/** A savepoint's events join the enclosing transaction's only if it is released (a rolled-back one wrote nothing). */
function nestSavepoints(tx: Tx, frame: Frame) {
  const savepoint = tx.transaction.bind(tx) as <T>(body: Body<T>) => Promise<T>;
  tx.transaction = (async <T>(body: Body<T>) => {
    const { result, events } = await within<T>((b) => savepoint(b), body, frame);
    frame.events.push(...events);
    return result;
  }) as Tx['transaction'];
}

/**
 * The store as the app uses it when live events go over a bus: its transaction() hands the events
 * written in it to the bus after COMMIT has returned, never for one that rolled back. A new object
 * over the same store, so two apps on one database object (tests) each keep their own bus.
 */
export function publishAfterCommit(db: Db, bus: LiveBus): Db {
  const wrapped = Object.create(db) as Db;
  const begin = db.transaction.bind(db) as <T>(body: Body<T>, config?: Parameters<Db['transaction']>[1]) => Promise<T>;
  wrapped.transaction = (async <T>(body: Body<T>, config?: Parameters<Db['transaction']>[1]) => {
    const { result, events } = await within<T>((b) => begin(b, config), body);
    // Not awaited: a booking never waits on Redis (the bus logs and counts what fails).
    if (events.length > 0) bus.publish(events);
    return result;
  }) as Db['transaction'];
  return wrapped;
}

/** Whether tx is this frame's connection: the frame's own transaction or one of its enclosing savepoints. */
function sameConnection(frame: Frame, tx: unknown): boolean {
  for (let f: Frame | undefined = frame; f; f = f.parent) if (f.tx === tx) return true;
  return false;
}

/**
 * Keeps an event written with tx until that transaction commits, in the innermost savepoint open
 * on its connection (a write through the outer handle still belongs to it); false when tx is not
 * a transaction opened through publishAfterCommit.
 */
export function holdUntilCommit(tx: unknown, event: LiveEventRow): boolean {
  for (let f = frames.getStore(); f; f = f.outer) {
    if (sameConnection(f, tx)) {
      f.events.push(event);
      return true;
    }
  }
  return false;
}
