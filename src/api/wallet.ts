import type { ApiBases, Http } from './http';

/** The wallet service (SPEC §7), relative to the API base. */
export function createWalletApi(_http: Http, _bases: ApiBases) {
  return {};
}
