import type { ApiBases, Http } from './http';

/** The orders service (SPEC §7), relative to the API base. */
export function createOrdersApi(_http: Http, _bases: ApiBases) {
  return {};
}
