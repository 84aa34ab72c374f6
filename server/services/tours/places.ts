/** Tour places per departure (tour_departures, tour_departure_holds): the shared place counts. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { TourSupplier } from '../../inventory/tours/supplier';
import { placeCounts } from '../orders/place-counts';

/** The live event's key of a departure. */
export const departureKey = (departureId: string) => `tour~${departureId}`;

const places = placeCounts<string>({
  counts: 'tour_departures',
  holds: 'tour_departure_holds',
  columns: ['departure_id'],
  values: (id) => [id],
  fromRow: (r) => String(r.departure_id),
  liveKey: departureKey,
});

/** Places left: capacity less our holds and sales (the operator's figure when never booked here). */
export async function placesLeft(db: Db, supplier: TourSupplier, departureId: string): Promise<number> {
  return (await places.placesHere(db, departureId)) ?? Math.max(0, await supplier.capacity(departureId));
}

/** Places left of many departures at once; those never booked here are absent. */
export async function placesLeftOf(db: Db, departureIds: string[]): Promise<Map<string, number>> {
  if (departureIds.length === 0) return new Map();
  const list = await rows<{ departure_id: string; left: number }>(db, sql`
    select departure_id, capacity - taken as left from tour_departures where departure_id in (${sql.join(departureIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(list.map((r) => [r.departure_id, Math.max(0, Number(r.left))]));
}

export const { take: takePlaces, release: releasePlaces, sell: sellPlaces, retake: retakePlaces, returnSold: returnSoldPlaces } = places;
