import { sql } from 'drizzle-orm';
import type { NormalizedSearch, Proposal } from '../../../src/contract';
import type { Db } from '../../db';
import { rows } from '../../db/rows';
import type { FlightSupplier } from '../../inventory/supplier';
import { noteSeatsChanged } from '../flight-catalog/seats-taken';

/** How long Reserve holds seats (the issue: 15 minutes). */
export const HOLD_MINUTES = 15;

export interface SeatChange {
  offerKey: string;
  seatsLeft: number;
}

/** The supplier offers a proposal is made of: its ProposalId is their keys joined by '_'. */
export const offerKeys = (proposal: Proposal) => proposal.ProposalId.split('_');

/** Seats an order takes: lap infants take none. */
export const seatsFor = (search: Pick<NormalizedSearch, 'adults' | 'children'>) => search.adults + search.children;

/**
 * Seats per supplier offer. The supplier says how many seats an offer has; our holds and sales
 * are counted in seat_inventory, whose check constraint (taken ≤ capacity) decides every race.
 */
export class SeatInventory {
  constructor(private readonly db: Db, private readonly supplier: FlightSupplier) {}

  /** The supplier's seats of each offer of a proposal (the proposal's own count when an offer is gone). */
  async capacities(proposal: Proposal, search: NormalizedSearch, today: string): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    const keys = offerKeys(proposal);
    await Promise.all(proposal.FlightGroups.map(async (g, i) => {
      const key = keys[i]!;
      const date = key.split('~')[0]!;
      const offers = await this.supplier.offers({ origin: g.Origin, destination: g.Destination, date, cabin: g.CabinType, seatsNeeded: seatsFor(search), today });
      result.set(key, offers.find((o) => o.key === key)?.seatsLeft ?? proposal.Seat);
    }));
    return result;
  }

  /** Seats left now on each offer: capacity less our holds and sales. */
  async seatsLeft(capacities: Map<string, number>, db: Db = this.db): Promise<Map<string, number>> {
    const keys = [...capacities.keys()];
    const taken = keys.length === 0 ? [] : await rows<{ offer_key: string; left: number }>(db, sql`
      select offer_key, capacity - taken as left from seat_inventory where offer_key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
    const left = new Map(capacities);
    for (const t of taken) left.set(t.offer_key, Number(t.left));
    return left;
  }

  /** A proposal's live seat count: its scarcest offer. */
  async proposalSeats(proposal: Proposal, search: NormalizedSearch, today: string): Promise<number> {
    const left = await this.seatsLeft(await this.capacities(proposal, search, today));
    return Math.max(0, Math.min(...left.values()));
  }

  /**
   * Takes seats for an order inside the caller's transaction, all or none: the offers' rows are
   * created on first touch, locked in key order (so two orders never wait on each other in opposite
   * orders), checked, then counted. Answers the new counts, or undefined when an offer has too few
   * seats; nothing is changed then, so a late payment that cannot retake every flight keeps none.
   */
  async take(tx: Db, orderId: string, capacities: Map<string, number>, seats: number, state: 'Held' | 'Sold'): Promise<SeatChange[] | undefined> {
    const keys = [...capacities.keys()].sort();
    if (keys.length === 0) return [];
    for (const key of keys) {
      await rows(tx, sql`insert into seat_inventory (offer_key, capacity, taken) values (${key}, ${capacities.get(key)!}, 0) on conflict do nothing`);
    }
    const locked = await rows<{ offer_key: string; left: number }>(tx, sql`
      select offer_key, capacity - taken as left from seat_inventory
      where offer_key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) order by offer_key for update`);
    const left = new Map(locked.map((r) => [r.offer_key, Number(r.left)]));
    if (keys.some((key) => (left.get(key) ?? 0) < seats)) return undefined;
    const changes: SeatChange[] = [];
    for (const key of keys) {
      // The check constraint (taken ≤ capacity) stands behind this count whatever happens.
      const [row] = await rows<{ left: number }>(tx, sql`
        update seat_inventory set taken = taken + ${seats}, updated_at = now() where offer_key = ${key} returning capacity - taken as left`);
      await rows(tx, sql`
        insert into seat_holds (order_id, offer_key, seats, state) values (${orderId}, ${key}, ${seats}, ${state})
        on conflict (order_id, offer_key) do update set seats = excluded.seats, state = excluded.state, released_at = null, created_at = now()`);
      changes.push({ offerKey: key, seatsLeft: Number(row!.left) });
    }
    noteSeatsChanged();
    return changes;
  }

  /** Gives an order's held seats back (a lapsed or cancelled hold); sold seats stay sold. */
  async release(tx: Db, orderId: string): Promise<SeatChange[]> {
    const released = await rows<{ offer_key: string; left: number }>(tx, sql`
      with released as (
        update seat_holds set state = 'Released', released_at = now()
        where order_id = ${orderId} and state = 'Held' returning offer_key, seats)
      update seat_inventory s set taken = s.taken - r.seats, updated_at = now()
      from released r where s.offer_key = r.offer_key
      returning s.offer_key, s.capacity - s.taken as left`);
    if (released.length > 0) noteSeatsChanged();
    return released.map((r) => ({ offerKey: r.offer_key, seatsLeft: Number(r.left) }));
  }

  /** Paid: the held seats become sold. Answers false when the order holds none (its hold was released). */
  async sell(tx: Db, orderId: string): Promise<boolean> {
    const sold = await rows(tx, sql`update seat_holds set state = 'Sold' where order_id = ${orderId} and state = 'Held' returning id`);
    return sold.length > 0;
  }
}
