/**
 * What a tour operator answers: its packages (destination, what is included, the day-by-day
 * programme, the cancellation policy), each package's fixed departures with the airline, the hotel
 * options and their per-person prices, and how many travellers a departure takes. The reference
 * supplier implements it from seeded data; a real operator would implement the same interface.
 */
import type { TourDeparture, TourPackage } from '../../../src/contract/tours';

export type { TourDeparture, TourPackage };

export interface TourSupplier {
  /** Every package with its departures from `today` (Tehran) on; placesLeft is the supplier's capacity. */
  packages(today: string): Promise<readonly TourPackage[]>;
  /** A departure by id with its package, if it exists and departs on or after `today`. */
  departure(id: string, today: string): Promise<{ tour: TourPackage; departure: TourDeparture } | undefined>;
  /** Travellers (infants not counted) a departure takes, before our own bookings. */
  capacity(departureId: string): Promise<number>;
}
