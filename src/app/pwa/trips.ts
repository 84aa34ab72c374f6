/**
 * Offline trips: which answers of the API the service worker keeps on the device for a traveller
 * (the issued flight orders they opened), under which key, and for whom. Pure rules, shared by the
 * service worker (src/app/pwa/sw.ts) and the app (which clears them at sign-out); no I/O here.
 */
import { decodeJwtPayload } from '../../domain/token-status';

/** Every offline trip cache is named with this prefix and the traveller's id (the token's `sub`). */
export const TRIPS_CACHE_PREFIX = 'safarasa-trips-';

/** Statuses of an order whose tickets were issued: the ones worth reading at the airport. */
const TRIP_STATUSES: ReadonlySet<string> = new Set(['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded']);

export type TripAnswerKind = 'summary' | 'details' | 'passengers' | 'pdf';

export interface TripRequest {
  kind: TripAnswerKind;
  orderId: string;
}

/** The cache that holds one traveller's trips. */
export const tripsCacheName = (userId: string) => `${TRIPS_CACHE_PREFIX}${userId}`;

/** The traveller a request is made for: the `sub` of its Bearer token (not verified: only a cache's name). */
export function userOfAuthorization(header: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const sub = token ? decodeJwtPayload(token)?.sub : undefined;
  return typeof sub === 'string' && /^[\w-]{1,128}$/.test(sub) ? sub : null;
}

/** The API's paths for one trip, relative to the API base (SPEC §7). */
const TRIP_PATHS: readonly [TripAnswerKind, RegExp][] = [
  ['summary', /^orders\/Order\/GetById\/([^/?]+)$/],
  ['details', /^orders\/Order\/GetCurrentUserOrderDetails\/([^/?]+)$/],
  ['passengers', /^orders\/Order\/GetOrderPassengers\/([^/?]+)$/],
  ['pdf', /^flight-reservation\/Tickets\/FlightTicketPdf\/([^/?]+)$/],
];

/** What a GET under the API base asks for, when it is one of a trip's answers. */
export function tripRequestOf(url: URL, apiBase: URL): TripRequest | null {
  if (url.origin !== apiBase.origin || !url.pathname.startsWith(apiBase.pathname)) return null;
  const path = url.pathname.slice(apiBase.pathname.length);
  for (const [kind, pattern] of TRIP_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id) return { kind, orderId: decodeURIComponent(id) };
  }
  return null;
}

/** Whether a path under the API base is the traveller's order list (POST, answered offline from the trips kept). */
export const isOrderListPath = (url: URL, apiBase: URL) =>
  url.origin === apiBase.origin && url.pathname === `${apiBase.pathname}orders/Order/GetCurrentUserOrders`;

/** The key an answer is kept under: its URL without SPEC §7's `timestamp`, which changes on every call. */
export function cacheKeyOf(url: string | URL): string {
  const key = new URL(url);
  key.searchParams.delete('timestamp');
  key.searchParams.sort();
  key.hash = '';
  return key.toString();
}

/** The key of one trip answer of an order (the passengers of all its flights, the PDF). */
export function tripKey(apiBase: URL, kind: TripAnswerKind, orderId: string): string {
  const path = TRIP_PATH_OF[kind](encodeURIComponent(orderId));
  return cacheKeyOf(new URL(path, apiBase));
}

const TRIP_PATH_OF: Record<TripAnswerKind, (id: string) => string> = {
  summary: (id) => `orders/Order/GetById/${id}`,
  details: (id) => `orders/Order/GetCurrentUserOrderDetails/${id}`,
  passengers: (id) => `orders/Order/GetOrderPassengers/${id}`,
  pdf: (id) => `flight-reservation/Tickets/FlightTicketPdf/${id}`,
};

/** An order summary or details, as far as deciding about keeping it goes. */
interface OrderLike {
  id?: unknown;
  product?: unknown;
  status?: unknown;
  createdAt?: unknown;
}

/** Products whose issued orders are not kept offline: their details come from other calls than the ones above. */
const NOT_TRIPS = new Set(['Visa', 'Hotel']);

/** Whether an order (GetById or details `data`) is an issued flight: a trip kept for offline reading. */
export function isTripOrder(order: unknown): boolean {
  const o = order as OrderLike | null;
  return Boolean(o) && typeof o?.id === 'string' && !NOT_TRIPS.has(String(o.product)) && TRIP_STATUSES.has(String(o.status));
}

/** The pages that show a trip, kept with it so that they reload offline (their HTML holds no personal data). */
export function tripPagePaths(orderId: string): string[] {
  const id = encodeURIComponent(orderId);
  return [
    '/profile/my-travels/',
    `/profile/my-travels/order-details/?orderId=${id}`,
    `/profile/my-travels/order-details/flight-order-items/?orderId=${id}`,
  ];
}

export interface OrderListRequest {
  pageNumber?: number;
  pageSize?: number;
  status?: string | string[];
}

/**
 * The order list answered from the trips kept (POST GetCurrentUserOrders offline): newest first,
 * filtered and paged as the request asks; `meta.offline` says it is the device's copy.
 */
export function offlineOrderList(orders: readonly OrderLike[], request: OrderListRequest) {
  const statuses = request.status === undefined ? [] : [request.status].flat();
  const pageNumber = Math.max(1, Math.trunc(Number(request.pageNumber) || 1));
  const pageSize = Math.min(50, Math.max(1, Math.trunc(Number(request.pageSize) || 10)));
  const shown = orders
    .filter((o) => statuses.length === 0 || statuses.includes(String(o.status)))
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
  return {
    data: { items: shown.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalCount: shown.length, pageNumber, pageSize },
    meta: { offline: true },
  };
}
