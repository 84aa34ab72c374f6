import type { ApiEnvelope, CreateRefundRequest, RefundableItemsResponse, RefundQuote, RefundQuoteRequest, RefundReason, RefundRequestInfo } from '../contract';
import type { ApiBases, Http } from './http';

/** The refund service (SPEC §7), relative to the API base. */
export function createRefundApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}refund/${path}`;
  const client = () => http.instance();

  return {
    async reasons(): Promise<RefundReason[]> {
      return (await (await client()).get<ApiEnvelope<RefundReason[]>>(url('RefundReason/GetAll'))).data.data;
    },
    /** One priced row per passenger and flight; only those of one proposal when it is given. */
    async refundableItems(orderId: string, proposalId?: string): Promise<RefundableItemsResponse> {
      const res = await (await client()).get<ApiEnvelope<RefundableItemsResponse>>(
        url(`RefundableItems/GetOrderRefundableItems/${encodeURIComponent(orderId)}`),
        { params: proposalId ? { proposalId } : undefined },
      );
      return res.data.data;
    },
    /** The penalty and amount back for these tickets and reason, before asking (nothing is recorded). */
    async quote(request: RefundQuoteRequest): Promise<RefundQuote> {
      return (await (await client()).post<ApiEnvelope<RefundQuote>>(url('RefundRequest/Quote'), request)).data.data;
    },
    /** An order's refund requests, newest first, with their status. */
    async orderRefunds(orderId: string): Promise<RefundRequestInfo[]> {
      return (await (await client()).get<ApiEnvelope<RefundRequestInfo[]>>(url(`RefundRequest/GetOrderRefunds/${encodeURIComponent(orderId)}`))).data.data;
    },
    async create(request: CreateRefundRequest): Promise<RefundRequestInfo> {
      return (await (await client()).post<ApiEnvelope<RefundRequestInfo>>(url('RefundRequest/Create'), request)).data.data;
    },
  };
}

export type RefundApi = ReturnType<typeof createRefundApi>;
