import { jalaliDateTime } from '../../domain/date-styles';
import { toPersianDigits } from '../../domain/numbers';
import { dateTimeToEpochMillis } from '../../domain/tehran-time';

/** How many seats left at the cheapest fare bring the warning. */
export const FEW_WATCH_SEATS = 3;

export type PriceChange = 'down' | 'up' | 'same';

/** Which way the price went since the watch began; null when either price is missing. */
export function priceChange(priceThen: number | null, priceNow: number | null): PriceChange | null {
  if (priceThen === null || priceNow === null) return null;
  if (priceNow < priceThen) return 'down';
  if (priceNow > priceThen) return 'up';
  return 'same';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When the price was last checked: relative within a day («۱۲ دقیقه پیش», «۳ ساعت پیش»), else the
 * record's compact moment in Tehran («۰۴/۰۹/۱۴۰۵، ساعت ۰۸:۳۰»). '' for a malformed instant.
 */
export function checkedAtLabel(checkedAt: string, now: number): string {
  const at = dateTimeToEpochMillis(checkedAt);
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  if (ago >= 0 && ago < MINUTE) return 'همین حالا';
  if (ago >= 0 && ago < HOUR) return `${toPersianDigits(Math.floor(ago / MINUTE))} دقیقه پیش`;
  if (ago >= 0 && ago < 24 * HOUR) return `${toPersianDigits(Math.floor(ago / HOUR))} ساعت پیش`;
  return jalaliDateTime(checkedAt);
}
