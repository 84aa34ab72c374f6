import type { ApiBases, Http } from './http';

/** Search history of user-interactions (SPEC §7), relative to the API base. */
export function createUserInteractionsApi(_http: Http, _bases: ApiBases) {
  return {};
}
