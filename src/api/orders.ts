import type {
  ApiEnvelope, GetCurrentUserOrdersRequest, GetCurrentUserOrdersResponse, GetOrderPassengersResponse, OrderDetails, OrderSummary,
  VisaOrderDetails,
} from '../contract';
import type { ApiBases, Http } from './http';

/** The orders service (SPEC §7), relative to the API base. */
export function createOrdersApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}orders/${path}`;
  const client = () => http.instance();
  const get = async <T>(path: string, params?: Record<string, unknown>) =>
    (await (await client()).get<ApiEnvelope<T>>(url(path), { params })).data.data;
  const post = async <T>(path: string, body: unknown) => (await (await client()).post<ApiEnvelope<T>>(url(path), body)).data.data;
  const id = encodeURIComponent;

  return {
    /** The traveller's orders, newest first, paged and filtered by status or product. */
    currentUserOrders: (request: GetCurrentUserOrdersRequest = {}) => post<GetCurrentUserOrdersResponse>('Order/GetCurrentUserOrders', request),
    /** A flight order with its segments, passengers, items and history (a visa order is a 404 here). */
    currentUserOrderDetails: (orderId: string) => get<OrderDetails>(`Order/GetCurrentUserOrderDetails/${id(orderId)}`),
    currentUserVisaOrderDetails: (orderId: string) => get<VisaOrderDetails>(`Order/GetCurrentUserVisaOrderDetails/${id(orderId)}`),
    /** The travellers with their items, on one proposal of the order or on all of them. */
    orderPassengers: (orderId: string, proposalId?: string) =>
      get<GetOrderPassengersResponse>(`Order/GetOrderPassengers/${id(orderId)}`, proposalId ? { proposalId } : undefined),
    getById: (orderId: string) => get<OrderSummary>(`Order/GetById/${id(orderId)}`),
    applyDiscountVoucher: (orderId: string, code: string) => post<OrderSummary>('Order/ApplyDiscountVoucher', { orderId, code }),
    removeDiscountVoucher: (orderId: string) => post<OrderSummary>('Order/RemoveDiscountVoucher', { orderId }),
    /** Cancels an unpaid order (Created or Reserved); its seats go back at once. A cancelled order answers again unchanged. */
    cancelOrder: (orderId: string) => post<OrderSummary>('Order/CancelOrder', { orderId }),
    visaOrderById: (orderId: string) => post<VisaOrderDetails>('VisaOrder/GetById', { orderId }),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
