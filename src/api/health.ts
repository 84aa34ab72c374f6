import type { ApiEnvelope, HealthData } from '../contract';
import type { ApiBases, Http } from './http';

export function createHealthApi(http: Http, bases: ApiBases) {
  return {
    async get(): Promise<HealthData> {
      const res = await (await http.instance()).get<ApiEnvelope<HealthData>>(`${bases.api}health`);
      return res.data.data;
    },
  };
}
