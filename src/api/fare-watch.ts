import type {
  ApiEnvelope, CreateFareWatchRequest, FareWatch, FareWatchListResponse, FlexibleDatesResponse, PriceInsightResponse, PushPublicKeyResponse,
  PushSubscriptionRequest, UpdateFareWatchChannelsRequest,
} from '../contract';
import type { ApiBases, Http } from './http';

/** Fare watch (api/fare-watch): watches, this browser's push subscription, the grid and the price insight. */
export function createFareWatchApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}fare-watch/${path}`;
  const client = () => http.instance();
  return {
    async list(): Promise<FareWatchListResponse> {
      return (await (await client()).get<ApiEnvelope<FareWatchListResponse>>(url('Watches'))).data.data;
    },
    async create(request: CreateFareWatchRequest): Promise<FareWatch> {
      return (await (await client()).post<ApiEnvelope<FareWatch>>(url('Watches'), request)).data.data;
    },
    async updateChannels(id: string, channels: UpdateFareWatchChannelsRequest): Promise<FareWatch> {
      return (await (await client()).put<ApiEnvelope<FareWatch>>(url(`Watches/${encodeURIComponent(id)}/Channels`), channels)).data.data;
    },
    async remove(id: string): Promise<void> {
      await (await client()).delete(url(`Watches/${encodeURIComponent(id)}`));
    },
    async publicKey(): Promise<string> {
      return (await (await client()).get<ApiEnvelope<PushPublicKeyResponse>>(url('Push/PublicKey'))).data.data.publicKey;
    },
    async subscribe(subscription: PushSubscriptionRequest): Promise<void> {
      await (await client()).post(url('Push/Subscriptions'), subscription);
    },
    async unsubscribe(endpoint: string): Promise<void> {
      await (await client()).delete(url('Push/Subscriptions'), { data: { endpoint } });
    },
    async flexibleDates(requestId: string): Promise<FlexibleDatesResponse> {
      return (await (await client()).post<ApiEnvelope<FlexibleDatesResponse>>(url('FlexibleDates'), { requestId })).data.data;
    },
    async priceInsight(requestId: string): Promise<PriceInsightResponse> {
      return (await (await client()).post<ApiEnvelope<PriceInsightResponse>>(url('PriceInsight'), { requestId })).data.data;
    },
  };
}

export type FareWatchApi = ReturnType<typeof createFareWatchApi>;
