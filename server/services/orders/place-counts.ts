/**
 * Places counted per key (a lounge hour, a tour departure): our holds and sales against the capacity
 * the supplier gave when the key was first booked here, in a counts table (CHECK taken <= capacity)
 * and one hold row per order in a holds table (places, state Held → Sold | Released). Every change
 * runs in the caller's transaction, like hotels' room nights (../hotel-reservation/rooms.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { SeatChange } from '../flight-reservation/seats';

export interface PlaceTables<K> {
  /** 'cip_slots': the key's columns, capacity, taken, updated_at. */
  counts: string;
  /** 'cip_slot_holds': order_id (unique), the key's columns, places, state, released_at, created_at. */
  holds: string;
  /** The key's columns, in the order of values(). */
  columns: readonly string[];
  values(key: K): unknown[];
  /** A key from a row holding its columns. */
  fromRow(row: Record<string, unknown>): K;
  /** The live event's key (no flight, hotel or other product's key has its form). */
  liveKey(key: K): string;
}

export function placeCounts<K>(t: PlaceTables<K>) {
  const counts = sql.identifier(t.counts);
  const holds = sql.identifier(t.holds);
  const cols = sql.join(t.columns.map((c) => sql.identifier(c)), sql`, `);
  const match = (key: K): SQL => sql.join(t.values(key).map((v, i) => sql`${sql.identifier(t.columns[i]!)} = ${v}`), sql` and `);
  const joined = sql.join(t.columns.map((c) => sql`c.${sql.identifier(c)} = r.${sql.identifier(c)}`), sql` and `);
  const countCols = sql.join(t.columns.map((c) => sql`c.${sql.identifier(c)}`), sql`, `);
  const values = (key: K) => sql.join(t.values(key).map((v) => sql`${v}`), sql`, `);
  const changes = (list: Record<string, unknown>[]): SeatChange[] => list.map((r) => ({ offerKey: t.liveKey(t.fromRow(r)), seatsLeft: Number(r.left) }));

  /**
   * Takes places for an order, all or none: the key's row is created on first touch, locked, checked,
   * then counted. Answers the change, or undefined when too few places are left (nothing changed).
   */
  async function take(tx: Db, orderId: string, key: K, places: number, capacity: number, state: 'Held' | 'Sold'): Promise<SeatChange[] | undefined> {
    await rows(tx, sql`insert into ${counts} (${cols}, capacity, taken) values (${values(key)}, ${Math.max(0, capacity)}, 0) on conflict do nothing`);
    const [locked] = await rows<{ left: number }>(tx, sql`select capacity - taken as left from ${counts} where ${match(key)} for update`);
    if (!locked || Number(locked.left) < places) return undefined;
    // The check constraint (taken ≤ capacity) stands behind this count whatever happens.
    const [row] = await rows<{ left: number }>(tx, sql`
      update ${counts} set taken = taken + ${places}, updated_at = now() where ${match(key)} returning capacity - taken as left`);
    await rows(tx, sql`
      insert into ${holds} (order_id, ${cols}, places, state) values (${orderId}, ${values(key)}, ${places}, ${state})
      on conflict (order_id) do update set places = excluded.places, state = excluded.state, released_at = null, created_at = now()`);
    return [{ offerKey: t.liveKey(key), seatsLeft: Number(row!.left) }];
  }

  return {
    /** Places left here, or undefined when the key was never booked here (the supplier's figure stands). */
    async placesHere(db: Db, key: K): Promise<number | undefined> {
      const [row] = await rows<{ left: number }>(db, sql`select capacity - taken as left from ${counts} where ${match(key)}`);
      return row ? Math.max(0, Number(row.left)) : undefined;
    },
    take,
    /** Gives an order's held places back (a lapsed or cancelled hold); sold places stay sold. */
    async release(tx: Db, orderId: string): Promise<SeatChange[]> {
      return changes(await rows(tx, sql`
        with r as (
          update ${holds} set state = 'Released', released_at = now()
          where order_id = ${orderId} and state = 'Held' returning ${cols}, places)
        update ${counts} c set taken = c.taken - r.places, updated_at = now()
        from r where ${joined} returning ${countCols}, c.capacity - c.taken as left`));
    },
    /** Paid: the held places become sold. Answers false when the order holds none. */
    async sell(tx: Db, orderId: string): Promise<boolean> {
      const sold = await rows(tx, sql`update ${holds} set state = 'Sold' where order_id = ${orderId} and state = 'Held' returning id`);
      return sold.length > 0;
    },
    /** A payment after the hold lapsed: the released places are taken again, sold, if the key still has them. */
    async retake(tx: Db, orderId: string): Promise<SeatChange[] | undefined> {
      const [held] = await rows<Record<string, unknown>>(tx, sql`
        select ${cols}, places from ${holds} where order_id = ${orderId} and state = 'Released' and places > 0`);
      if (!held) return undefined;
      return take(tx, orderId, t.fromRow(held), Number(held.places), 0, 'Sold');
    },
    /** Refunded travellers' places go back on sale. */
    async returnSold(tx: Db, orderId: string, count: number): Promise<SeatChange[]> {
      if (count <= 0) return [];
      return changes(await rows(tx, sql`
        with r as (
          update ${holds} set places = places - ${count}, state = case when places - ${count} <= 0 then 'Released' else state end,
            released_at = case when places - ${count} <= 0 then now() else released_at end
          where order_id = ${orderId} and state = 'Sold' and places >= ${count} returning ${cols})
        update ${counts} c set taken = c.taken - ${count}, updated_at = now()
        from r where ${joined} returning ${countCols}, c.capacity - c.taken as left`));
    },
  };
}
