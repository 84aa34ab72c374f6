/** Lounge places per airport, kind and hour (cip_slots, cip_slot_holds): the shared place counts. */
import type { Db } from '../../db';
import type { CipSlot, CipSupplier } from '../../inventory/cip/supplier';
import { placeCounts } from '../orders/place-counts';

/** The live event's key of a lounge hour. */
export const slotKey = (s: CipSlot) => `cip~${s.airport}~${s.kind}~${s.day}~${s.hour}`;

const places = placeCounts<CipSlot>({
  counts: 'cip_slots',
  holds: 'cip_slot_holds',
  columns: ['airport_code', 'kind', 'day', 'hour'],
  values: (s) => [s.airport, s.kind, s.day, s.hour],
  fromRow: (r) => ({ airport: String(r.airport_code), kind: r.kind as CipSlot['kind'], day: String(r.day), hour: Number(r.hour) }),
  liveKey: slotKey,
});

/** Places left in a slot: its capacity less our holds and sales (the supplier's figure when never booked here). */
export async function placesLeft(db: Db, supplier: CipSupplier, s: CipSlot): Promise<number> {
  return (await places.placesHere(db, s)) ?? Math.max(0, await supplier.capacity(s));
}

export const { take: takePlaces, release: releasePlaces, sell: sellPlaces, retake: retakePlaces, returnSold: returnSoldPlaces } = places;
