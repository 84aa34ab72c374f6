import type { ApiEnvelope, DeActiveRequest, FlightSearchHistoriesResponse } from '../contract';
import type { ApiBases, Http } from './http';

/** Search history of user-interactions (SPEC §7), relative to the API base; signed-in users only. */
export function createUserInteractionsApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}user-interactions/FlightUserInteractions/${path}`;
  return {
    /** The current user's recent searches, newest first (empty body, SPEC §7). */
    async searchHistories(options: { signal?: AbortSignal } = {}): Promise<FlightSearchHistoriesResponse> {
      const res = await (await http.instance()).post<ApiEnvelope<FlightSearchHistoriesResponse>>(
        url('GetFlightSearchHistories'), {}, options.signal ? { signal: options.signal } : {},
      );
      return res.data.data;
    },
    /** Hides one entry of the history. */
    async deActive(request: DeActiveRequest): Promise<boolean> {
      return (await (await http.instance()).post<ApiEnvelope<boolean>>(url('DeActive'), request)).data.data;
    },
  };
}

export type UserInteractionsApi = ReturnType<typeof createUserInteractionsApi>;
