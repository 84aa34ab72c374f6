import type { ApiBases, Http } from './http';

/** The flight-reservation service (details and fare rules) (SPEC §7), relative to the API base. */
export function createFlightReservationApi(_http: Http, _bases: ApiBases) {
  return {};
}
