import type {
  ApiEnvelope, BalanceDifference, ConfirmOrderResponse, GiftExceedCount, WalletBalance, WalletFlowsQuery, WalletFlowsResponse,
} from '../contract';
import { WALLET_TYPE } from '../domain/constants';
import type { ApiBases, Http } from './http';

/** The wallet service (SPEC §7), relative to the API base. */
export function createWalletApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}wallet/${path}`;
  const client = () => http.instance();
  const get = async <T>(path: string, params?: object) =>
    (await (await client()).get<ApiEnvelope<T>>(url(path), { params })).data.data;

  return {
    /** SPEC §7: the balance of the Cache wallet. */
    currentUserBalance: () => get<WalletBalance>('wallet/CurrentUserBalance', { type: WALLET_TYPE }),
    /** What the wallet would pay of a price and what the gateway must still charge. */
    balanceDifference: (totalPrice: number) => get<BalanceDifference>('wallet/CurrentUserBalanceDifference', { totalPrice }),
    /** Pays an order wholly from the wallet. */
    async confirmOrder(orderId: string): Promise<ConfirmOrderResponse> {
      return (await (await client()).post<ApiEnvelope<ConfirmOrderResponse>>(url('wallet/ConfirmOrder'), { orderId })).data.data;
    },
    currentUserFlows: (query: WalletFlowsQuery = {}) => get<WalletFlowsResponse>('WalletFlows/GetCurrentUserWalletFlows', query),
    checkGiftExceedCount: () => get<GiftExceedCount>('WalletFlows/CheckGiftExceedCount'),
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
