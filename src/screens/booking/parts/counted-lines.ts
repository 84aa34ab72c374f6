import type { PriceLine } from '../../../design-system';
import { toPersianDigits } from '../../../domain';

/** «بزرگسال (اتاق دو تخته) × ۲»: a CIP or tour quote's lines (label, count, amount) for PriceBreakdown. */
export const countedLinesOf = (lines: readonly { key: string; labelFa: string; count: number; amount: number }[]): PriceLine[] =>
  lines.map((l) => ({ key: l.key, label: l.count > 1 ? `${l.labelFa} × ${toPersianDigits(l.count)}` : l.labelFa, amount: l.amount }));
