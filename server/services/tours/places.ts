/**
 * Tour places: our holds and sales per departure against the capacity the operator gave when the
 * departure was first booked here (tour_departures, CHECK taken <= capacity). Every change runs in
 * the caller's transaction, like CIP's lounge places (../cip/places.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { TourSupplier } from '../../inventory/tours/supplier';
import type { SeatChange } from '../flight-reservation/seats';

/** The live event's key of a departure (no flight, hotel or CIP key has this form). */
export const departureKey = (departureId: string) => `tour~${departureId}`;

/** Places left: capacity less our holds and sales (the operator's figure when never booked here). */
export async function placesLeft(db: Db, supplier: TourSupplier, departureId: string): Promise<number> {
  const [row] = await rows<{ left: number }>(db, sql`select capacity - taken as left from tour_departures where departure_id = ${departureId}`);
  return Math.max(0, row ? Number(row.left) : await supplier.capacity(departureId));
}

/** Places left of many departures at once; those never booked here are absent. */
export async function placesLeftOf(db: Db, departureIds: string[]): Promise<Map<string, number>> {
  if (departureIds.length === 0) return new Map();
  const list = await rows<{ departure_id: string; left: number }>(db, sql`
    select departure_id, capacity - taken as left from tour_departures where departure_id in (${sql.join(departureIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(list.map((r) => [r.departure_id, Math.max(0, Number(r.left))]));
}

/**
 * Takes places for an order, all or none: the departure's row is created on first touch, locked,
 * checked, then counted. Answers the change, or undefined when too few places are left.
 */
export async function takePlaces(tx: Db, orderId: string, departureId: string, places: number, capacity: number, state: 'Held' | 'Sold'): Promise<SeatChange[] | undefined> {
  await rows(tx, sql`insert into tour_departures (departure_id, capacity, taken) values (${departureId}, ${Math.max(0, capacity)}, 0) on conflict do nothing`);
  const [locked] = await rows<{ left: number }>(tx, sql`select capacity - taken as left from tour_departures where departure_id = ${departureId} for update`);
  if (!locked || Number(locked.left) < places) return undefined;
  // The check constraint (taken ≤ capacity) stands behind this count whatever happens.
  const [row] = await rows<{ left: number }>(tx, sql`
    update tour_departures set taken = taken + ${places}, updated_at = now() where departure_id = ${departureId} returning capacity - taken as left`);
  await rows(tx, sql`
    insert into tour_departure_holds (order_id, departure_id, places, state) values (${orderId}, ${departureId}, ${places}, ${state})
    on conflict (order_id) do update set places = excluded.places, state = excluded.state, released_at = null, created_at = now()`);
  return [{ offerKey: departureKey(departureId), seatsLeft: Number(row!.left) }];
}

interface HoldRow { departure_id: string; places: number; left: number }

/** Gives an order's held places back (a lapsed or cancelled hold); sold places stay sold. */
export async function releasePlaces(tx: Db, orderId: string): Promise<SeatChange[]> {
  const released = await rows<HoldRow>(tx, sql`
    with released as (
      update tour_departure_holds set state = 'Released', released_at = now()
      where order_id = ${orderId} and state = 'Held' returning departure_id, places)
    update tour_departures d set taken = d.taken - r.places, updated_at = now()
    from released r where d.departure_id = r.departure_id
    returning d.departure_id, d.capacity - d.taken as left`);
  return released.map((r) => ({ offerKey: departureKey(r.departure_id), seatsLeft: Number(r.left) }));
}

/** Paid: the held places become sold. Answers false when the order holds none. */
export async function sellPlaces(tx: Db, orderId: string): Promise<boolean> {
  const sold = await rows(tx, sql`update tour_departure_holds set state = 'Sold' where order_id = ${orderId} and state = 'Held' returning id`);
  return sold.length > 0;
}

/** A payment after the hold lapsed: the released places are taken again, sold, if the departure still has them. */
export async function retakePlaces(tx: Db, orderId: string): Promise<SeatChange[] | undefined> {
  const [held] = await rows<HoldRow>(tx, sql`
    select departure_id, places from tour_departure_holds where order_id = ${orderId} and state = 'Released' and places > 0`);
  if (!held) return undefined;
  return takePlaces(tx, orderId, held.departure_id, Number(held.places), 0, 'Sold');
}

/** Refunded travellers' places go back on sale. */
export async function returnSoldPlaces(tx: Db, orderId: string, count: number): Promise<SeatChange[]> {
  if (count <= 0) return [];
  const back = await rows<HoldRow>(tx, sql`
    with returned as (
      update tour_departure_holds set places = places - ${count}, state = case when places - ${count} <= 0 then 'Released' else state end,
        released_at = case when places - ${count} <= 0 then now() else released_at end
      where order_id = ${orderId} and state = 'Sold' and places >= ${count} returning departure_id)
    update tour_departures d set taken = d.taken - ${count}, updated_at = now()
    from returned r where d.departure_id = r.departure_id
    returning d.departure_id, d.capacity - d.taken as left`);
  return back.map((r) => ({ offerKey: departureKey(r.departure_id), seatsLeft: Number(r.left) }));
}
