import type { ApiBases, Http } from './http';

/** The payment service (SPEC §7), relative to the API base. */
export function createPaymentApi(_http: Http, _bases: ApiBases) {
  return {};
}
