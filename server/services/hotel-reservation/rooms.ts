/**
 * Room nights: our holds and sales per hotel, room type and night against the capacity the
 * supplier gave when the night was first booked here (hotel_room_nights). Every change runs in the
 * caller's transaction, with the order row locked, like flights' seats (../flight-reservation/seats.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { SeatChange } from '../flight-reservation/seats';

/** Bumped whenever this process changes room counts, so an answer kept for a moment knows to look again. */
let roomsVersion = 0;
export const roomsChangedHere = () => roomsVersion;

/** The live event's key of a room night (beside flights' offer keys; no flight key has this form). */
export const roomNightKey = (hotelId: number, roomTypeId: string, night: string) => `hotel~${hotelId}~${roomTypeId}~${night}`;

export interface RoomNeed {
  roomTypeId: string;
  night: string;
  rooms: number;
  /** The supplier's rooms left, stored when the night is first booked here. */
  capacity: number;
}

const byKey = (a: { roomTypeId: string; night: string }, b: { roomTypeId: string; night: string }) =>
  a.roomTypeId < b.roomTypeId ? -1 : a.roomTypeId > b.roomTypeId ? 1 : a.night < b.night ? -1 : a.night > b.night ? 1 : 0;

/**
 * Takes rooms for an order, all or none: the nights' rows are created on first touch, locked in key
 * order (so two orders never wait on each other in opposite orders), checked, then counted. Answers
 * the new counts, or undefined when some night has too few rooms (nothing is changed then).
 */
export async function takeRooms(tx: Db, orderId: string, hotelId: number, needs: RoomNeed[], state: 'Held' | 'Sold'): Promise<SeatChange[] | undefined> {
  const sorted = [...needs].sort(byKey);
  if (sorted.length === 0) return [];
  for (const n of sorted) {
    await rows(tx, sql`insert into hotel_room_nights (hotel_id, room_type_id, night, capacity, taken)
      values (${hotelId}, ${n.roomTypeId}, ${n.night}, ${Math.max(0, n.capacity)}, 0) on conflict do nothing`);
  }
  const keys = sql.join(sorted.map((n) => sql`(${n.roomTypeId}, ${n.night})`), sql`, `);
  const locked = await rows<{ room_type_id: string; night: string; left: number }>(tx, sql`
    select room_type_id, night, capacity - taken as left from hotel_room_nights
    where hotel_id = ${hotelId} and (room_type_id, night) in (${keys}) order by room_type_id, night for update`);
  const left = new Map(locked.map((r) => [`${r.room_type_id}|${r.night}`, Number(r.left)]));
  if (sorted.some((n) => (left.get(`${n.roomTypeId}|${n.night}`) ?? 0) < n.rooms)) return undefined;
  const changes: SeatChange[] = [];
  for (const n of sorted) {
    // The check constraint (taken ≤ capacity) stands behind this count whatever happens.
    const [row] = await rows<{ left: number }>(tx, sql`
      update hotel_room_nights set taken = taken + ${n.rooms}, updated_at = now()
      where hotel_id = ${hotelId} and room_type_id = ${n.roomTypeId} and night = ${n.night} returning capacity - taken as left`);
    await rows(tx, sql`
      insert into hotel_room_holds (order_id, hotel_id, room_type_id, night, rooms, state) values (${orderId}, ${hotelId}, ${n.roomTypeId}, ${n.night}, ${n.rooms}, ${state})
      on conflict (order_id, room_type_id, night) do update set rooms = excluded.rooms, state = excluded.state, released_at = null, created_at = now()`);
    changes.push({ offerKey: roomNightKey(hotelId, n.roomTypeId, n.night), seatsLeft: Number(row!.left) });
  }
  roomsVersion += 1;
  return changes;
}

/** Gives an order's held rooms back (a lapsed or cancelled hold); sold rooms stay sold. */
export async function releaseRooms(tx: Db, orderId: string): Promise<SeatChange[]> {
  const released = await rows<{ hotel_id: number; room_type_id: string; night: string; left: number }>(tx, sql`
    with released as (
      update hotel_room_holds set state = 'Released', released_at = now()
      where order_id = ${orderId} and state = 'Held' returning hotel_id, room_type_id, night, rooms)
    update hotel_room_nights n set taken = n.taken - r.rooms, updated_at = now()
    from released r where n.hotel_id = r.hotel_id and n.room_type_id = r.room_type_id and n.night = r.night
    returning n.hotel_id, n.room_type_id, n.night, n.capacity - n.taken as left`);
  if (released.length > 0) roomsVersion += 1;
  return released.map((r) => ({ offerKey: roomNightKey(Number(r.hotel_id), r.room_type_id, r.night), seatsLeft: Number(r.left) }));
}

/** Paid: the held rooms become sold. Answers false when the order holds none (its hold was released). */
export async function sellRooms(tx: Db, orderId: string): Promise<boolean> {
  const sold = await rows(tx, sql`update hotel_room_holds set state = 'Sold' where order_id = ${orderId} and state = 'Held' returning id`);
  return sold.length > 0;
}

/** A payment after the hold lapsed: the released rooms are taken again, sold, if every night still has them. */
export async function retakeRooms(tx: Db, orderId: string): Promise<SeatChange[] | undefined> {
  const released = await rows<{ hotel_id: number; room_type_id: string; night: string; rooms: number }>(tx, sql`
    select hotel_id, room_type_id, night, rooms from hotel_room_holds where order_id = ${orderId} and state = 'Released' and rooms > 0`);
  if (released.length === 0) return undefined;
  const needs = released.map((r) => ({ roomTypeId: r.room_type_id, night: r.night, rooms: Number(r.rooms), capacity: 0 }));
  return takeRooms(tx, orderId, Number(released[0]!.hotel_id), needs, 'Sold');
}

/** Refunded rooms go back on sale: `rooms` of each room type leave the order's sold nights. */
export async function returnSoldRooms(tx: Db, orderId: string, rooms: Map<string, number>): Promise<SeatChange[]> {
  const changes: SeatChange[] = [];
  for (const [roomTypeId, count] of [...rooms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const back = await rows<{ hotel_id: number; night: string; left: number }>(tx, sql`
      with returned as (
        update hotel_room_holds set rooms = rooms - ${count}, state = case when rooms - ${count} <= 0 then 'Released' else state end,
          released_at = case when rooms - ${count} <= 0 then now() else released_at end
        where order_id = ${orderId} and room_type_id = ${roomTypeId} and state = 'Sold' and rooms >= ${count} returning hotel_id, night)
      update hotel_room_nights n set taken = n.taken - ${count}, updated_at = now()
      from returned r where n.hotel_id = r.hotel_id and n.room_type_id = ${roomTypeId} and n.night = r.night
      returning n.hotel_id, n.night, n.capacity - n.taken as left`);
    for (const r of back) changes.push({ offerKey: roomNightKey(Number(r.hotel_id), roomTypeId, r.night), seatsLeft: Number(r.left) });
  }
  if (changes.length > 0) roomsVersion += 1;
  return changes;
}

/** Rooms left by our count of the nights of a stay booked here, keyed `hotelId|roomTypeId|night`; nights never booked are absent. */
export async function roomsLeftHere(db: Db, hotelIds: number[], firstNight: string, lastNight: string): Promise<Map<string, number>> {
  if (hotelIds.length === 0) return new Map();
  const found = await rows<{ hotel_id: number; room_type_id: string; night: string; left: number }>(db, sql`
    select hotel_id, room_type_id, night, capacity - taken as left from hotel_room_nights
    where hotel_id in (${sql.join(hotelIds.map((id) => sql`${id}`), sql`, `)}) and night >= ${firstNight} and night <= ${lastNight}`);
  return new Map(found.map((r) => [`${r.hotel_id}|${r.room_type_id}|${r.night}`, Math.max(0, Number(r.left))]));
}

/** Hotels with a night of the range booked here (held, sold or given back): their cached answers may be out of date. */
export async function hotelsBookedHere(db: Db, firstNight: string, lastNight: string): Promise<Set<number>> {
  const found = await rows<{ hotel_id: number }>(db, sql`
    select distinct hotel_id from hotel_room_nights where night >= ${firstNight} and night <= ${lastNight}`);
  return new Set(found.map((r) => Number(r.hotel_id)));
}
