import type { ApiEnvelope, PayCreateRequest, PayCreateResponse, PaymentGatewayInfo, PaymentInfo } from '../contract';
import { DEFAULT_GATEWAY_ID, WALLET_TYPE } from '../domain/constants';
import type { ApiBases, Http } from './http';

/** SPEC §7/§9: what Pay/Create sends unless the caller says otherwise. */
export const PAY_CREATE_DEFAULTS = { gatewayId: DEFAULT_GATEWAY_ID, walletType: WALLET_TYPE, isMobile: true } as const;

/** The payment service (SPEC §7), relative to the API base. */
export function createPaymentApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}payment/${path}`;
  const client = () => http.instance();

  return {
    /** Starts a payment; the answer's url is the bank page (or the result page when nothing is left to pay). */
    async create(request: PayCreateRequest): Promise<PayCreateResponse> {
      // An unchosen gateway (undefined) is the SPEC's default, not a missing field.
      const body = { ...PAY_CREATE_DEFAULTS, ...request, gatewayId: request.gatewayId ?? PAY_CREATE_DEFAULTS.gatewayId };
      return (await (await client()).post<ApiEnvelope<PayCreateResponse>>(url('Pay/Create'), body)).data.data;
    },
    /** The gateways this server offers, the default first (its configuration, PAYMENT_GATEWAYS). */
    async gateways(): Promise<PaymentGatewayInfo[]> {
      return (await (await client()).get<ApiEnvelope<PaymentGatewayInfo[]>>(url('Pay/Gateways'))).data.data;
    },
    async byId(paymentId: string): Promise<PaymentInfo> {
      return (await (await client()).get<ApiEnvelope<PaymentInfo>>(url('Pay/ById'), { params: { id: paymentId } })).data.data;
    },
  };
}

export type PaymentApi = ReturnType<typeof createPaymentApi>;
