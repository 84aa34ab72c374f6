import { createHttp, defaultBases, type ApiBases } from './http';
import { createHealthApi } from './health';

/** One typed module per backend service, all sharing one axios instance. */
export function createApi(bases: ApiBases = defaultBases(), http = createHttp()) {
  return {
    http,
    bases,
    health: createHealthApi(http, bases),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { ApiBases, Http } from './http';
