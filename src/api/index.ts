import { createAccountApi } from './account';
import { createHealthApi } from './health';
import { createHttp, defaultBases, type ApiBases } from './http';

/** One typed module per backend service, all sharing one axios instance. */
export function createApi(bases: ApiBases = defaultBases(), http = createHttp()) {
  return {
    http,
    bases,
    health: createHealthApi(http, bases),
    account: createAccountApi(http, bases),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { ApiBases, Http, HttpHooks } from './http';
export type { AccountApi } from './account';
export { ApiError, firstErrorMessages } from './errors';
