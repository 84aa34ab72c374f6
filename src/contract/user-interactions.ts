/** user-interactions service (SPEC §7), relative to the API base (/api/); signed-in users only. */
import type { NormalizedSearch } from './flight-catalog';

/** One recent search of the current user, recorded by Available. */
export interface FlightSearchHistory {
  id: number;
  requestId: string;
  search: NormalizedSearch;
  /** First segment's origin and final destination, with Persian city names. */
  origin: string;
  originFa: string;
  destination: string;
  destinationFa: string;
  departureDate: string;
  /** Round trips: the returning date; otherwise null. */
  returningDate: string | null;
  /** ISO instant of the latest time this search was made. */
  searchedAt: string;
}

/** POST user-interactions/FlightUserInteractions/GetFlightSearchHistories, empty body: newest first, at most 20. */
export type FlightSearchHistoriesResponse = FlightSearchHistory[];

/** POST user-interactions/FlightUserInteractions/DeActive: hides one entry. Answers { data: true }. */
export interface DeActiveRequest {
  id: number;
}
