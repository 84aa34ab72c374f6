import type {
  ApiEnvelope, CallStepRequest, CallStepResponse, SafarMarketByProposalRequest, SafarMarketRequest,
} from '../contract';
import type { ApiBases, Http } from './http';

/** The reseller market (SPEC §7 SafarMarket): the traveller's request from the market, and the steps it is told about. */
export function createResellersApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}resellers/SafarMarket/SafarMarket/${path}`;
  const client = () => http.instance();

  return {
    /** The request for the proposal(s) the traveller chose on the market; empty returning ids are left out (SPEC §7). */
    async byProposal({ requestId, proposalId, returningRequestId, returningProposalId }: SafarMarketByProposalRequest): Promise<SafarMarketRequest> {
      const body: SafarMarketByProposalRequest = { requestId, proposalId };
      if (returningRequestId) body.returningRequestId = returningRequestId;
      if (returningProposalId) body.returningProposalId = returningProposalId;
      return (await (await client()).post<ApiEnvelope<SafarMarketRequest>>(url('GetSafarMarketRequestByProposalId'), body)).data.data;
    },
    /** The request an order of the current user came from, with where that order continues. */
    async byOrder(orderId: string): Promise<SafarMarketRequest> {
      return (await (await client()).post<ApiEnvelope<SafarMarketRequest>>(url('GetSafarMarketRequestByOrderId'), { orderId })).data.data;
    },
    async callStep(data: CallStepRequest['data']): Promise<CallStepResponse> {
      return (await (await client()).post<ApiEnvelope<CallStepResponse>>(url('CallStep'), { data })).data.data;
    },
  };
}

export type ResellersApi = ReturnType<typeof createResellersApi>;
