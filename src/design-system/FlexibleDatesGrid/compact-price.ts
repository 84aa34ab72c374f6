import { formatNumber, toPersianDigits } from '../../domain/numbers';

/** The Persian decimal separator, as Intl.NumberFormat('fa-IR') writes it. */
const DECIMAL_SEPARATOR = '٫';

/**
 * Integer rials as millions of rials with one decimal, rounded half up: 48_450_000 → «۴۸٫۵»,
 * 1_124_000_000 → «۱٬۱۲۴٫۰». Always one decimal, so a column of prices lines up. A grid that uses it
 * says «میلیون ریال» once, in its caption, and gives each cell's full price to screen readers.
 */
export function formatMillionsOfRials(rials: number): string {
  const tenths = Math.round(Math.max(0, rials) / 100_000);
  return `${formatNumber(Math.floor(tenths / 10))}${DECIMAL_SEPARATOR}${toPersianDigits(tenths % 10)}`;
}
