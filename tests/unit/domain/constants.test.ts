import { describe, expect, it } from 'vitest';
import * as C from '../../../src/domain/constants';

describe('SPEC §9 constants', () => {
  it('hold SPEC’s values', () => {
    expect(C).toMatchObject({
      DEFAULT_ADULTS: 1, DEFAULT_CHILDREN: 0, DEFAULT_INFANTS: 0, MAX_PASSENGERS: 9, MIN_ADULTS: 1,
      JALALI_YEAR_LIMIT: 2000,
      REQUEST_TIMEOUT_MS: 60_000, CHUNK_RELOAD_GUARD_MS: 60_000, LAZY_HYDRATION_IDLE_MS: 2_000,
      FETCH_STATE_MIN_DELAY_MS: 200, TOAST_DURATION_MS: 2_000, TOAST_LIBRARY_DEFAULT_MS: 5_000, TOAST_LIBRARY_MAX: 20,
      TOOLTIP_SHOW_DELAY_MS: 200, TOOLTIP_DISPOSE_MS: 5_000, POPPER_LOCKOUT_MS: 1_000, TOUCH_TAP_TOLERANCE_PX: 20,
      TOKEN_MAX_AGE_S: 1_800, EXPIRY_MARGIN_MS: 500, AUTH_STORAGE_PREFIX: 'auth',
      BLOG_PAGE_SIZE: 8, DEFAULT_IMAGE_MODE: 'max', WALLET_TYPE: 'Cache', DEFAULT_GATEWAY_ID: 1,
      BACK_BUTTON_QUERY_PARAM: 'rqs',
    });
    expect(C.CITY_PAGES).toEqual(['muscat', 'ankara', 'istanbul', 'dubai', 'najaf', 'yerevan']);
    expect(C.COUNTRY_PAGES).toEqual(['turkey', 'thailand', 'armenia']);
    expect(C.INTERNATIONAL_CITY_PRIORITY).toEqual({ THR: 10_000, IST: 9_999 });
    expect(C.DOMESTIC_CITY_PRIORITY).toEqual({ THR: 60, SYZ: 59, MHD: 58, IFN: 57, BND: 56, TBZ: 55, KIH: 54 });
  });
});

describe('mayReloadAfterChunkError (SPEC §4: at most once per 60 s)', () => {
  it('reloads the first time and again only after the guard window', () => {
    expect(C.mayReloadAfterChunkError(null, 5)).toBe(true);
    expect(C.mayReloadAfterChunkError(1_000, 1_000 + 59_999)).toBe(false);
    expect(C.mayReloadAfterChunkError(1_000, 1_000 + 60_000)).toBe(true);
  });
});
