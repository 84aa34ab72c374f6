import type { ApiBases, Http } from './http';

/** The visa service (SPEC §7), relative to the API base. */
export function createVisaApi(_http: Http, _bases: ApiBases) {
  return {};
}
