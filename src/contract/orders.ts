/**
 * orders service (SPEC §7) under /api/orders/, and the order shapes other services answer.
 * Money is integer rials computed by the server; times are ISO instants.
 */
import type { Gender } from './account';
import type { PassengerType, Proposal } from './flight-catalog';

/**
 * Created → Reserved (seats held 15 min) → Paid → Issued (PNR and tickets). A lapsed hold makes it
 * Expired; Cancelled by the traveller before payment; after issue, RefundRequested →
 * PartiallyRefunded or Refunded. Visa orders go Created → Paid → Issued. Hotel orders are booked
 * Reserved (rooms held) and go Paid → Issued (the hotel's confirmation) in one step.
 */
export type OrderStatus = 'Created' | 'Reserved' | 'Paid' | 'Issued' | 'Expired' | 'Cancelled' | 'RefundRequested' | 'PartiallyRefunded' | 'Refunded';
export type OrderProduct = 'DomesticFlight' | 'InternationalFlight' | 'Visa' | 'Hotel' | 'Cip' | 'Tour';
/** SPEC §1: Pwa when the app runs installed, WebSite otherwise. */
export type OrderChannel = 'Pwa' | 'WebSite';
export type PaymentMethod = 'Gateway' | 'Wallet' | 'Mixed';

export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  note: string | null;
}

export interface OrderSummary {
  id: string;
  /** A short number for people (support calls, the ticket). */
  number: number;
  product: OrderProduct;
  status: OrderStatus;
  /** The status in Persian. */
  statusFa: string;
  channel: OrderChannel;
  /** SPEC §1 client identifiers: 5 for orders that came from SafarMarket, else null. */
  clientIdentifier: number | null;
  /** Persian headline, e.g. «تهران ← مشهد», «روادید امارات» or «هتل آسمان، تهران». */
  title: string;
  baseAmount: number;
  discountAmount: number;
  /** What the traveller pays: base − discount. */
  payableAmount: number;
  voucherCode: string | null;
  passengerCount: number;
  /** Flights: first departure (ISO with the airport's offset); visas: the travel date; hotels: the check-in date. */
  departureTime: string | null;
  /** While Reserved: when the seats (or rooms) are released. */
  holdExpiresAt: string | null;
  paymentMethod: PaymentMethod | null;
  createdAt: string;
  paidAt: string | null;
  issuedAt: string | null;
}

export interface OrderSegment {
  id: string;
  requestId: string;
  proposalId: string;
  isReturning: boolean;
  isCharter: boolean;
  refundable: boolean;
  /** The proposal as it was priced for this order. */
  proposal: Proposal;
  /** Airline booking reference, once issued. */
  pnr: string | null;
}

export interface OrderPassenger {
  id: string;
  passengerType: PassengerType;
  firstNameFa: string | null;
  lastNameFa: string | null;
  firstNameEn: string;
  lastNameEn: string;
  gender: Gender;
  birthDate: string;
  nationality: string;
  nationalCode: string | null;
  passportNumber: string | null;
  passportExpiryDate: string | null;
}

export type OrderItemStatus = 'Active' | 'RefundRequested' | 'Refunded';

/** One passenger on one segment: priced, ticketed and refunded as a unit. */
export interface OrderItem {
  id: string;
  segmentId: string;
  passengerId: string;
  passengerType: PassengerType;
  baseFare: number;
  tax: number;
  price: number;
  ticketNumber: string | null;
  status: OrderItemStatus;
}

export interface OrderContact {
  mobile: string;
  email: string | null;
}

/** GET Order/GetCurrentUserOrderDetails/{id} (flight orders). */
export interface OrderDetails extends OrderSummary {
  contact: OrderContact;
  segments: OrderSegment[];
  passengers: OrderPassenger[];
  items: OrderItem[];
  /** Every status the order has had, oldest first. */
  history: OrderStatusChange[];
}

/** POST Order/GetCurrentUserOrders: paged, newest first. */
export interface GetCurrentUserOrdersRequest {
  /** From 1; default 1. */
  pageNumber?: number;
  /** 1–50; default 10. */
  pageSize?: number;
  /** One status or several. */
  status?: OrderStatus | OrderStatus[];
  product?: OrderProduct | OrderProduct[];
}

export interface Paged<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

export type GetCurrentUserOrdersResponse = Paged<OrderSummary>;

/** GET Order/GetOrderPassengers/{id}?proposalId: the travellers, with their items on that proposal (all segments without it). */
export interface OrderPassengerWithItems extends OrderPassenger {
  items: OrderItem[];
}
export type GetOrderPassengersResponse = OrderPassengerWithItems[];

/** POST Order/ApplyDiscountVoucher → OrderSummary with the new amounts. */
export interface ApplyDiscountVoucherRequest {
  orderId: string;
  code: string;
}

/** POST Order/RemoveDiscountVoucher → OrderSummary. */
export interface RemoveDiscountVoucherRequest {
  orderId: string;
}

/**
 * POST Order/CancelOrder → OrderSummary (status Cancelled). Only an unpaid order (Created or
 * Reserved) of the caller; its seats go back at once. Cancelling a cancelled order answers it again.
 */
export interface CancelOrderRequest {
  orderId: string;
}
