import type { ApiBases, Http } from './http';

/** The flight-configuration service (SPEC §7), relative to the API base. */
export function createFlightConfigurationApi(_http: Http, _bases: ApiBases) {
  return {};
}
