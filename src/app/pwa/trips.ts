/**
 * Offline trips: which answers of the API the service worker keeps on the device for a traveller
 * (the issued flight, hotel, CIP and tour orders they opened), under which key, and for whom. Pure rules, shared by the
 * service worker (src/app/pwa/sw.ts) and the app (which clears them at sign-out); no I/O here.
 */
import { decodeJwtPayload } from '../../domain/token-status';

/** Every offline trip cache is named with this prefix and the traveller's id (the token's `sub`). */
export const TRIPS_CACHE_PREFIX = 'safarasa-trips-';

/** Statuses of an order whose tickets were issued: the ones worth reading at the airport. */
const TRIP_STATUSES: ReadonlySet<string> = new Set(['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded']);

export type TripAnswerKind = 'summary' | 'details' | 'passengers' | 'pdf';

/** The products whose issued orders are kept: a flight's tickets, a hotel's, CIP's or a tour's voucher. */
export type TripProduct = 'flight' | 'hotel' | 'cip' | 'tour';

export interface TripRequest {
  kind: TripAnswerKind;
  orderId: string;
  /** Whose details, passengers or PDF call it is (a summary, GetById, is every product's). */
  product?: TripProduct;
}

/** The cache that holds one traveller's trips. */
export const tripsCacheName = (userId: string) => `${TRIPS_CACHE_PREFIX}${userId}`;

/** The traveller a request is made for: the `sub` of its Bearer token (not verified: only a cache's name). */
export function userOfAuthorization(header: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const sub = token ? decodeJwtPayload(token)?.sub : undefined;
  return typeof sub === 'string' && /^[\w-]{1,128}$/.test(sub) ? sub : null;
}

/** Each product's calls for one issued order (relative to the API base, SPEC §7 and the product APIs) and the page that shows it. */
const PRODUCT_TRIPS: Record<TripProduct, { details: string; pdf: string; passengers?: string; page: (id: string) => string }> = {
  flight: {
    details: 'orders/Order/GetCurrentUserOrderDetails/',
    passengers: 'orders/Order/GetOrderPassengers/',
    pdf: 'flight-reservation/Tickets/FlightTicketPdf/',
    page: (id) => `/profile/my-travels/order-details/flight-order-items/?orderId=${id}`,
  },
  hotel: {
    details: 'hotel-reservation/HotelReservation/GetHotelOrderDetails/',
    pdf: 'hotel-reservation/HotelReservation/Voucher/',
    page: (id) => `/hotels/voucher/${id}/`,
  },
  cip: { details: 'cip/CipReservation/GetCipOrderDetails/', pdf: 'cip/CipReservation/Voucher/', page: (id) => `/cip/voucher/${id}/` },
  tour: { details: 'tours/TourReservation/GetTourOrderDetails/', pdf: 'tours/TourReservation/Voucher/', page: (id) => `/tour/voucher/${id}/` },
};
const SUMMARY_PATH = 'orders/Order/GetById/';

const TRIP_PATHS: readonly [TripAnswerKind, string, TripProduct | undefined][] = [
  ['summary', SUMMARY_PATH, undefined],
  ...Object.entries(PRODUCT_TRIPS).flatMap(([product, paths]) => (['details', 'passengers', 'pdf'] as const)
    .filter((kind) => paths[kind]).map((kind): [TripAnswerKind, string, TripProduct] => [kind, paths[kind]!, product as TripProduct])),
];

/** What a GET under the API base asks for, when it is one of a trip's answers. */
export function tripRequestOf(url: URL, apiBase: URL): TripRequest | null {
  if (url.origin !== apiBase.origin || !url.pathname.startsWith(apiBase.pathname)) return null;
  const path = url.pathname.slice(apiBase.pathname.length);
  for (const [kind, prefix, product] of TRIP_PATHS) {
    if (!path.startsWith(prefix)) continue;
    const id = path.slice(prefix.length);
    if (id && !id.includes('/')) return { kind, orderId: decodeURIComponent(id), ...(product ? { product } : {}) };
  }
  return null;
}

/** The answers an issued order's pages need besides its details, fetched once its details are kept. */
export function tripExtras(product: TripProduct): TripAnswerKind[] {
  return PRODUCT_TRIPS[product].passengers ? ['summary', 'passengers', 'pdf'] : ['summary', 'pdf'];
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
export function tripKey(apiBase: URL, kind: TripAnswerKind, orderId: string, product: TripProduct = 'flight'): string {
  const prefix = kind === 'summary' ? SUMMARY_PATH : PRODUCT_TRIPS[product][kind];
  if (!prefix) throw new Error(`${product} orders have no ${kind} answer`);
  return cacheKeyOf(new URL(`${prefix}${encodeURIComponent(orderId)}`, apiBase));
}

/** An order summary or details, as far as deciding about keeping it goes. */
interface OrderLike {
  id?: unknown;
  product?: unknown;
  status?: unknown;
  createdAt?: unknown;
}

/** Visas are not kept offline: a visa is read at the embassy's site, not at the airport. */
const NOT_TRIPS = new Set(['Visa']);

/** Whether an order (GetById or details `data`) is an issued flight, stay, CIP service or tour: a trip kept for offline reading. */
export function isTripOrder(order: unknown): boolean {
  const o = order as OrderLike | null;
  return Boolean(o) && typeof o?.id === 'string' && !NOT_TRIPS.has(String(o.product)) && TRIP_STATUSES.has(String(o.status));
}

/** The pages that show a trip, kept with it so that they reload offline (their HTML holds no personal data). */
export function tripPagePaths(orderId: string, product: TripProduct = 'flight'): string[] {
  const id = encodeURIComponent(orderId);
  return ['/profile/my-travels/', `/profile/my-travels/order-details/?orderId=${id}`, PRODUCT_TRIPS[product].page(id)];
}

/** Whether a page's path is one a trip keeps (an account page, a voucher page): they go at sign-out. */
export const isTripPagePath = (pathname: string) => pathname.startsWith('/profile/') || /^\/(hotels|cip|tour)\/voucher\//.test(pathname);

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
