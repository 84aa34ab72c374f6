/**
 * What a CIP (VIP airport service) supplier answers: the airports with a lounge, each kind of
 * service there with its per-person tariff, the extras, the cancellation policy, and how many
 * travellers the lounge takes per hour. The reference supplier implements it from seeded data; a
 * real airport-services provider would implement the same interface and nothing else would change.
 */
import type { CipAirport, CipServiceKind } from '../../../src/contract/cip';

export type { CipAirport, CipServiceKind };

/** A lounge's hour: the local day and hour (0–23, the airport's clock) the service starts in. */
export interface CipSlot {
  airport: string;
  kind: CipServiceKind;
  /** ISO YYYY-MM-DD on the airport's calendar. */
  day: string;
  hour: number;
}

export interface CipSupplier {
  /** Every airport with the service, in display order. */
  airports(): Promise<readonly CipAirport[]>;
  airport(code: string): Promise<CipAirport | undefined>;
  /** Travellers the lounge takes in that hour (before our own bookings). */
  capacity(slot: CipSlot): Promise<number>;
}
