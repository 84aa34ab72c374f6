import type {
  ApiEnvelope, OrderDetails, SubmitFlightOrderRequest, VerifyFlightOrderResponse, VerifyIssueResponse,
} from '../contract';
import type { ApiBases, Http } from './http';

/** The booking steps of flight-reservation (SPEC §7): submit, hold, verify, issue, and the ticket PDF. */
export function createBookingApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}flight-reservation/${path}`;
  const client = () => http.instance();
  const id = encodeURIComponent;

  return {
    /** Creates the order (status Created); the server prices it from its own inventory. */
    async submitFlightOrder(request: SubmitFlightOrderRequest): Promise<OrderDetails> {
      return (await (await client()).post<ApiEnvelope<OrderDetails>>(url('Submit/SubmitFlightOrder'), request)).data.data;
    },
    /** Holds the seats for 15 minutes (status Reserved); holding again answers the same hold. */
    async reserveFlightOrder(orderId: string): Promise<OrderDetails> {
      return (await (await client()).post<ApiEnvelope<OrderDetails>>(url('Reserve/ReserveFlightOrder'), { orderId })).data.data;
    },
    async verifyFlightOrder(orderId: string): Promise<VerifyFlightOrderResponse> {
      return (await (await client()).get<ApiEnvelope<VerifyFlightOrderResponse>>(url(`Submit/VerifyFlightOrder/${id(orderId)}`))).data.data;
    },
    /** Issues the tickets of a paid order if that has not happened yet, and answers them. */
    async verifyIssueFlightTicket(orderId: string): Promise<VerifyIssueResponse> {
      return (await (await client()).get<ApiEnvelope<VerifyIssueResponse>>(url(`Issue/VerifyIssueFlightTicket/${id(orderId)}`))).data.data;
    },
    /** SPEC §7's ticket PDF URL. */
    ticketPdfUrl: (orderId: string) => url(`Tickets/FlightTicketPdf/${id(orderId)}`),
    /** The PDF needs the Bearer header, so it is fetched as a blob rather than linked to. */
    async ticketPdf(orderId: string): Promise<Blob> {
      return (await (await client()).get<Blob>(url(`Tickets/FlightTicketPdf/${id(orderId)}`), { responseType: 'blob' })).data;
    },
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;
