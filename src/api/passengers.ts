import type { ApiBases, Http } from './http';

/** Saved passengers of flight-reservation (SPEC §7), relative to the API base. */
export function createPassengersApi(_http: Http, _bases: ApiBases) {
  return {};
}
