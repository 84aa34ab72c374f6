import type { ApiBases, Http } from './http';

/** The refund service (SPEC §7), relative to the API base. */
export function createRefundApi(_http: Http, _bases: ApiBases) {
  return {};
}
