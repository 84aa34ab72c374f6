import type { ApiBases, Http } from './http';

/** The flight-catalog service (SPEC §7), relative to the API base. */
export function createFlightCatalogApi(_http: Http, _bases: ApiBases) {
  return {};
}
