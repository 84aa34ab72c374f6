/**
 * Lounge places: our holds and sales per airport, kind and hour against the capacity the supplier
 * gave when the hour was first booked here (cip_slots, CHECK taken <= capacity). Every change runs
 * in the caller's transaction, like hotels' room nights (../hotel-reservation/rooms.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { CipSlot, CipSupplier } from '../../inventory/cip/supplier';
import type { SeatChange } from '../flight-reservation/seats';

/** The live event's key of a lounge hour (no flight or hotel key has this form). */
export const slotKey = (s: CipSlot) => `cip~${s.airport}~${s.kind}~${s.day}~${s.hour}`;

/** Places left in a slot: its capacity less our holds and sales (the supplier's figure when never booked here). */
export async function placesLeft(db: Db, supplier: CipSupplier, s: CipSlot): Promise<number> {
  const [row] = await rows<{ left: number }>(db, sql`
    select capacity - taken as left from cip_slots where airport_code = ${s.airport} and kind = ${s.kind} and day = ${s.day} and hour = ${s.hour}`);
  return Math.max(0, row ? Number(row.left) : await supplier.capacity(s));
}

/**
 * Takes places for an order, all or none: the slot's row is created on first touch, locked, checked,
 * then counted. Answers the change, or undefined when too few places are left (nothing changed).
 */
export async function takePlaces(tx: Db, orderId: string, s: CipSlot, places: number, capacity: number, state: 'Held' | 'Sold'): Promise<SeatChange[] | undefined> {
  await rows(tx, sql`insert into cip_slots (airport_code, kind, day, hour, capacity, taken)
    values (${s.airport}, ${s.kind}, ${s.day}, ${s.hour}, ${Math.max(0, capacity)}, 0) on conflict do nothing`);
  const [locked] = await rows<{ left: number }>(tx, sql`
    select capacity - taken as left from cip_slots where airport_code = ${s.airport} and kind = ${s.kind} and day = ${s.day} and hour = ${s.hour} for update`);
  if (!locked || Number(locked.left) < places) return undefined;
  // The check constraint (taken ≤ capacity) stands behind this count whatever happens.
  const [row] = await rows<{ left: number }>(tx, sql`
    update cip_slots set taken = taken + ${places}, updated_at = now()
    where airport_code = ${s.airport} and kind = ${s.kind} and day = ${s.day} and hour = ${s.hour} returning capacity - taken as left`);
  await rows(tx, sql`
    insert into cip_slot_holds (order_id, airport_code, kind, day, hour, places, state) values (${orderId}, ${s.airport}, ${s.kind}, ${s.day}, ${s.hour}, ${places}, ${state})
    on conflict (order_id) do update set places = excluded.places, state = excluded.state, released_at = null, created_at = now()`);
  return [{ offerKey: slotKey(s), seatsLeft: Number(row!.left) }];
}

interface HoldRow { airport_code: string; kind: string; day: string; hour: number; places: number; left: number }
const toSlot = (r: Pick<HoldRow, 'airport_code' | 'kind' | 'day' | 'hour'>): CipSlot => ({ airport: r.airport_code, kind: r.kind as CipSlot['kind'], day: r.day, hour: Number(r.hour) });

/** Gives an order's held places back (a lapsed or cancelled hold); sold places stay sold. */
export async function releasePlaces(tx: Db, orderId: string): Promise<SeatChange[]> {
  const released = await rows<HoldRow>(tx, sql`
    with released as (
      update cip_slot_holds set state = 'Released', released_at = now()
      where order_id = ${orderId} and state = 'Held' returning airport_code, kind, day, hour, places)
    update cip_slots s set taken = s.taken - r.places, updated_at = now()
    from released r where s.airport_code = r.airport_code and s.kind = r.kind and s.day = r.day and s.hour = r.hour
    returning s.airport_code, s.kind, s.day, s.hour, s.capacity - s.taken as left`);
  return released.map((r) => ({ offerKey: slotKey(toSlot(r)), seatsLeft: Number(r.left) }));
}

/** Paid: the held places become sold. Answers false when the order holds none. */
export async function sellPlaces(tx: Db, orderId: string): Promise<boolean> {
  const sold = await rows(tx, sql`update cip_slot_holds set state = 'Sold' where order_id = ${orderId} and state = 'Held' returning id`);
  return sold.length > 0;
}

/** A payment after the hold lapsed: the released places are taken again, sold, if the hour still has them. */
export async function retakePlaces(tx: Db, orderId: string): Promise<SeatChange[] | undefined> {
  const [held] = await rows<HoldRow>(tx, sql`
    select airport_code, kind, day, hour, places from cip_slot_holds where order_id = ${orderId} and state = 'Released' and places > 0`);
  if (!held) return undefined;
  return takePlaces(tx, orderId, toSlot(held), Number(held.places), 0, 'Sold');
}

/** Refunded travellers' places go back on sale. */
export async function returnSoldPlaces(tx: Db, orderId: string, count: number): Promise<SeatChange[]> {
  if (count <= 0) return [];
  const back = await rows<HoldRow>(tx, sql`
    with returned as (
      update cip_slot_holds set places = places - ${count}, state = case when places - ${count} <= 0 then 'Released' else state end,
        released_at = case when places - ${count} <= 0 then now() else released_at end
      where order_id = ${orderId} and state = 'Sold' and places >= ${count} returning airport_code, kind, day, hour)
    update cip_slots s set taken = s.taken - ${count}, updated_at = now()
    from returned r where s.airport_code = r.airport_code and s.kind = r.kind and s.day = r.day and s.hour = r.hour
    returning s.airport_code, s.kind, s.day, s.hour, s.capacity - s.taken as left`);
  return back.map((r) => ({ offerKey: slotKey(toSlot(r)), seatsLeft: Number(r.left) }));
}
