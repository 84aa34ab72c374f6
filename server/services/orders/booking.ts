import type { AuthGuards } from '../../auth/guard';
import type { Db } from '../../db';
import type { Catalog } from '../flight-catalog/catalog';
import type { SeatInventory, SeatChange } from '../flight-reservation/seats';
import type { OrderStatus } from '../../../src/contract';
import type { OrderRow } from './store';

/** What changed, for live subscribers (server/services/live); written in the same transaction. */
export type LiveEvent =
  | { kind: 'order'; userId: string; orderId: string; status: OrderStatus }
  | { kind: 'seats'; changes: SeatChange[] };

export interface LiveEvents {
  publish(tx: Db, event: LiveEvent): Promise<void>;
}

/** What the booking services share: the store, the catalog, seats, the clock and live events. */
export interface Booking {
  db: Db;
  catalog: Catalog;
  seats: SeatInventory;
  now: () => Date;
  live: LiveEvents;
  guards: AuthGuards;
  /** Runs inside the transaction that issues an order (the wallet's welcome gift). */
  onIssued?: (tx: Db, order: OrderRow) => Promise<void>;
}

/** A transaction handle used where the services expect the store (both speak the same SQL). */
export const asDb = (tx: unknown) => tx as Db;
