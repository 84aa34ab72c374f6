/** Pure business constants of SPEC §9 (and the limits REFERENCE adds), in one place. */

// Passengers (SPEC §9 defaults; REFERENCE "Passengers").
export const DEFAULT_ADULTS = 1;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_INFANTS = 0;
export const MIN_ADULTS = 1;
export const MAX_PASSENGERS = 9;
export const ADULT_MIN_AGE_YEARS = 12;
export const CHILD_MIN_AGE_YEARS = 2;
/** Passports must stay valid this long after the travel date (international flights). */
export const PASSPORT_MIN_VALIDITY_MONTHS = 6;

/** SPEC §9: years under this are Jalali. */
export const JALALI_YEAR_LIMIT = 2000;

// Timing.
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LAZY_HYDRATION_IDLE_MS = 2_000;
export const FETCH_STATE_MIN_DELAY_MS = 200;
export const TOAST_DURATION_MS = 2_000;
export const TOAST_LIBRARY_DEFAULT_MS = 5_000;
export const TOAST_LIBRARY_MAX = 20;
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_DISPOSE_MS = 5_000;
export const POPPER_LOCKOUT_MS = 1_000;
export const TOUCH_TAP_TOLERANCE_PX = 20;

// Auth (token rules live in token-status.ts).
export const TOKEN_MAX_AGE_S = 1_800;
export const EXPIRY_MARGIN_MS = 500;
export const AUTH_STORAGE_PREFIX = 'auth';

// Content, payment, images.
export const BLOG_PAGE_SIZE = 8;
export const DEFAULT_IMAGE_MODE = 'max';
export const WALLET_TYPE = 'Cache';
export const DEFAULT_GATEWAY_ID = 1;

/** The 24/7 support line (SPEC §1): the one source for the footer, the contact page and the ticket (HTML and PDF). */
export const SUPPORT_PHONE = '021-43900000';

/** SPEC §2: the back-button helper's query parameter. */
export const BACK_BUTTON_QUERY_PARAM = 'rqs';

/** SPEC §2: the only city and country landing pages; others are 404. */
export const CITY_PAGES = ['muscat', 'ankara', 'istanbul', 'dubai', 'najaf', 'yerevan'] as const;
export const COUNTRY_PAGES = ['turkey', 'thailand', 'armenia'] as const;

/** SPEC §9 city priorities, by city code (higher shows first). */
export const INTERNATIONAL_CITY_PRIORITY: Readonly<Record<string, number>> = { THR: 10_000, IST: 9_999 };
export const DOMESTIC_CITY_PRIORITY: Readonly<Record<string, number>> = {
  THR: 60, SYZ: 59, MHD: 58, IFN: 57, BND: 56, TBZ: 55, KIH: 54,
};

/** SPEC §4: a failed chunk load reloads the page at most once per guard window. */
export function mayReloadAfterChunkError(lastReloadAtMs: number | null, nowMs: number = Date.now()): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= CHUNK_RELOAD_GUARD_MS;
}

/** The results page's date strip shows this many days either side of the searched day, with prices. */
export const DATE_STRIP_SPAN_DAYS = 3;
