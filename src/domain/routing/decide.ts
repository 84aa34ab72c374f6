/**
 * What to do with a page request (SPEC §2 "Redirect and guard rules"), the same on the server and
 * in the client router. Decisions where SPEC names no concrete path:
 * - Rule 1 (trailing slash) applies to any path not ending in "/", with no query string, no "."
 *   and not containing "/visa-uae" (served with or without the slash). A path with a query and no
 *   trailing slash is served as it is, matched as if the slash were there.
 * - Rule 2: /flights/dubai and /flights/istanbul (any case, slash or not) → /cities/dubai/, /cities/istanbul/.
 * - Rule 3: /system-flight/city/… → /system-flight/; /charter-flight/city/… → /charter-flight/.
 * - Rule 4: /international-flight/<x> whose letters (lower-cased, nothing else) are "thrist" or
 *   "tehranistanbul", and x is not exactly THR-IST → /international-flight/THR-IST/.
 * - Rule 5: a path starting //international-flight or containing /international-flight// → /international-flight/.
 * - Rule 6: /domestic-flights → /flight/.
 * - Rules are applied until none applies, so a redirect names the final target (one hop), and the
 *   query string is kept. A target that is not a safe internal path (e.g. starting "//") is a 404.
 * - Cities: muscat, ankara, istanbul, dubai, najaf, yerevan; countries: turkey, thailand, armenia
 *   (any case); any other is "page-not-found". No match, or a failed parameter check, is
 *   "could-not-be-found". Parameter checks: a search route (form A ORG-DST, or form B of
 *   search-url.ts, read with its parser; dates are not compared with today, the results page
 *   reports a past date itself), a listing slug, a seeded visa destination, an order id (UUID).
 */
import { isSafeRedirectPath } from '../web-validators';
import { DOMESTIC_SEARCH_PREFIX, INTERNATIONAL_SEARCH_PREFIX, parseSearchUrl } from '../search-url';
import { matchPattern, type RouteParams } from './match';
import { isCityPage, isCountryPage, isVisaDestination } from './places';
import { finalRedirectTarget } from './redirects';
import { ROUTES, type RouteDef, type RouteId } from './routes';

export type NotFoundReason = 'page-not-found' | 'could-not-be-found';

/** SPEC §2's 404 texts in Persian ("Page not found", "This page could not be found"). */
export const NOT_FOUND_MESSAGES: Readonly<Record<NotFoundReason, string>> = {
  'page-not-found': 'صفحه مورد نظر پیدا نشد',
  'could-not-be-found': 'این صفحه پیدا نشد',
};

export type RouteDecision =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'not-found'; status: 404; reason: NotFoundReason; message: string }
  | { kind: 'page'; route: RouteDef; params: RouteParams };

/** The order id the server's order routes accept (server/http/schemas.ts `uuid`). */
export const ORDER_ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const LISTING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const SEARCH_ROUTE_TEXT = /^[A-Za-z0-9_-]+$/;
// The page exists whatever the dates; "today" this early makes no date a past one.
const ANY_DAY = '0001-01-01';

/** SPEC §2: a path may be given an internal redirect only when it is a safe internal path. */
export const isInternalRedirect = isSafeRedirectPath;

export function isSearchRoute(prefix: string, route: string): boolean {
  return SEARCH_ROUTE_TEXT.test(route) && parseSearchUrl(`${prefix}${route}/`, { today: ANY_DAY }).ok;
}

/**
 * The flight listings, whose `flight` parameter names two cities (see listingCityPair). Its shape
 * is checked here; whether it names a route we know needs the city lists, which the page loads
 * and the server has (it answers an unknown route with a 404 status).
 */
const LISTING_IDS = ['charterFlights', 'cheapFlights', 'flightsListing', 'lastSecondFlights', 'systemFlights'] as const satisfies readonly RouteId[];
export const LISTING_ROUTE_IDS: ReadonlySet<RouteId> = new Set(LISTING_IDS);

/** The booking steps' words under /hotels/ are never a city (their routes come first and check their ids). */
const HOTEL_STEP_WORDS: ReadonlySet<string> = new Set(['book', 'confirm', 'payment', 'voucher']);
const hotelSlug = (value: string | undefined) => value !== undefined && LISTING_SLUG.test(value) && value.length <= 80;
const hotelCity = (p: RouteParams) => hotelSlug(p.city) && !HOTEL_STEP_WORDS.has(p.city!.toLowerCase());

/** A tour's page: a Latin slug in any case (read lower-cased, as hotel slugs), never a booking step's word (their routes come first). */
const isTourPageSlug = (slug: string) => slug.length <= 80 && LISTING_SLUG.test(slug) && !HOTEL_STEP_WORDS.has(slug.toLowerCase());
const optional = (value: string | undefined, check: (v: string) => boolean) => value === undefined || check(value);
const listing = (p: RouteParams) => optional(p.flight, (v) => LISTING_SLUG.test(v));
const orderId = (p: RouteParams) => optional(p.orderId, (v) => ORDER_ID_PATTERN.test(v));
const visaDestination = (p: RouteParams) => p.destination !== undefined && isVisaDestination(p.destination);

/** Parameter checks per route; a route without one takes any match. */
const PARAM_CHECKS: Partial<Record<RouteId, (p: RouteParams) => true | NotFoundReason>> = {
  domesticResults: (p) => (p.iata !== undefined && isSearchRoute(DOMESTIC_SEARCH_PREFIX, p.iata)) || 'could-not-be-found',
  internationalResults: (p) => optional(p.iata, (v) => isSearchRoute(INTERNATIONAL_SEARCH_PREFIX, v)) || 'could-not-be-found',
  visaDestination: (p) => visaDestination(p) || 'could-not-be-found',
  visaType: (p) => visaDestination(p) || 'could-not-be-found',
  visaPayment: (p) => orderId(p) || 'could-not-be-found',
  payment: (p) => orderId(p) || 'could-not-be-found',
  hotelGuests: (p) => /^[1-9][0-9]{0,8}$/.test(p.hotelId ?? '') || 'could-not-be-found',
  hotelConfirm: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  hotelPayment: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  hotelVoucher: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  cipConfirm: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  cipPayment: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  cipVoucher: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  tourConfirm: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  tourPayment: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  tourVoucher: (p) => (p.orderId !== undefined && orderId(p)) || 'could-not-be-found',
  tourPage: (p) => (p.slug !== undefined && isTourPageSlug(p.slug)) || 'could-not-be-found',
  hotelResults: (p) => hotelCity(p) || 'could-not-be-found',
  hotelPage: (p) => (hotelCity(p) && hotelSlug(p.hotel)) || 'could-not-be-found',
  ...Object.fromEntries(LISTING_IDS.map((id) => [id, (p: RouteParams) => listing(p) || 'could-not-be-found'])),
  cityPage: (p) => optional(p.city, isCityPage) || 'page-not-found',
  countryPage: (p) => optional(p.country, isCountryPage) || 'page-not-found',
};

export function notFound(reason: NotFoundReason): Extract<RouteDecision, { kind: 'not-found' }> {
  return { kind: 'not-found', status: 404, reason, message: NOT_FOUND_MESSAGES[reason] };
}

/** "?a=1", "a=1" or "" as "?a=1" or "" (a lone "?" is no query). */
function normalizeSearch(search: string): string {
  const body = search.startsWith('?') ? search.slice(1) : search;
  return body === '' ? '' : `?${body}`;
}

/** The kept query, re-encoded when it holds characters a Location header may not carry. */
function redirectLocation(target: string, query: string): string | null {
  if (!isSafeRedirectPath(target)) return null;
  if (isSafeRedirectPath(target + query)) return target + query;
  const reencoded = new URLSearchParams(query).toString();
  return reencoded === '' ? target : `${target}?${reencoded}`;
}

export function decideRoute(pathname: string, search: string): RouteDecision {
  const path = pathname === '' ? '/' : pathname;
  const query = normalizeSearch(search);
  const target = finalRedirectTarget(path, query !== '');
  if (target !== null) {
    const location = redirectLocation(target, query);
    return location === null ? notFound('could-not-be-found') : { kind: 'redirect', status: 301, location };
  }
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params === null) continue;
    const check = PARAM_CHECKS[route.id]?.(params) ?? true;
    return check === true ? { kind: 'page', route, params } : notFound(check);
  }
  return notFound('could-not-be-found');
}
