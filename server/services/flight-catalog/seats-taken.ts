import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import { KeptReads } from '../../inventory/kept-reads';

/** How long the seats taken here are taken as read (another process's booking shows this late at most). */
const TAKEN_FOR_MS = 1000;

/** Bumped whenever this process changes seat counts, so the snapshot is read again at once. */
let seatsVersion = 0;
export const noteSeatsChanged = () => {
  seatsVersion += 1;
};

/**
 * Seats left on every offer of today or later that travellers here hold or bought (seat_inventory
 * rows with taken > 0), read at most once a second and anew after this process changed seats:
 * Available answers hundreds of times a second and needs no query of its own. Booking always
 * counts in the database (seats.ts), so a snapshot a second old can show a seat, never sell it.
 */
export class SeatsTaken {
  private readonly reads = new KeptReads<Map<string, number>>(TAKEN_FOR_MS, () => seatsVersion, 4);

  constructor(private readonly db: Db) {}

  /** Offer key → seats left, for offers with some seats taken; keys start with their flight's day. */
  left(today: string): Promise<Map<string, number>> {
    return this.reads.get(today, () => rows<{ offer_key: string; seats_left: number }>(this.db, sql`
      select offer_key, capacity - taken as seats_left from seat_inventory where taken > 0 and offer_key >= ${today}`)
      .then((taken) => new Map(taken.map((t) => [t.offer_key, Number(t.seats_left)]))));
  }
}
