import { type CSSProperties } from 'react';
import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconEqual, IconInfoCircle, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import { PriceText } from '../PriceText';
import classes from './PriceInsight.module.css';

export type PriceVerdictValue = 'low' | 'typical' | 'high';
export type PriceInsightBasis = 'history' | 'fares';

export interface PriceInsightProps {
  /** Is today's price low, typical or high for this route and lead time; null: nothing to compare. */
  verdict: PriceVerdictValue | null;
  /** Today's cheapest one-adult price, integer rials. */
  price: number | null;
  /** The typical range's low end, rials (the middle half of what it is measured against). */
  typicalLow: number | null;
  /** The typical range's high end, rials. */
  typicalHigh: number | null;
  /** Days from today to the departure. */
  daysAhead: number;
  /** history: this route's recorded prices at a similar lead time; fares: too little history, this route's fares on nearby days. */
  basis: PriceInsightBasis;
  /** How many prices the range was taken from. */
  samples: number;
  /** The insight is on its way: placeholder lines. @default false */
  loading?: boolean;
}

export const VERDICT_WORDS: Readonly<Record<PriceVerdictValue, string>> = { low: 'پایین', typical: 'معمولی', high: 'بالا' };
const VERDICT_ICON = { low: IconTrendingDown, typical: IconEqual, high: IconTrendingUp } as const;

export interface RangePositions {
  /** Where the typical range starts and ends, and where the price sits, as shares (0–1) of the bar. */
  low: number;
  high: number;
  price: number;
}

/**
 * The range bar's geometry: the typical range in the middle with as much room either side (half its
 * width, or a fifth of its low end when it is a single price), stretched to reach a price outside it.
 */
export function rangePositions(price: number, typicalLow: number, typicalHigh: number): RangePositions {
  const lo = Math.min(typicalLow, typicalHigh);
  const hi = Math.max(typicalLow, typicalHigh);
  const pad = hi > lo ? (hi - lo) / 2 : Math.max(lo / 5, 1);
  const start = Math.min(lo - pad, price);
  const end = Math.max(hi + pad, price);
  const at = (value: number) => (value - start) / (end - start);
  return { low: at(lo), high: at(hi), price: at(price) };
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** «۲۳ روز مانده به پرواز»; the day itself and the day before in words. */
function leadTime(daysAhead: number): string {
  if (daysAhead <= 0) return 'در روز پرواز';
  if (daysAhead === 1) return 'یک روز مانده به پرواز';
  return `${toPersianDigits(daysAhead)} روز مانده به پرواز`;
}

/** The longest insight's parts, as CSS content (`data-text`): the reserve holds words no test or reader finds. */
const LONGEST = {
  sentence: 'قیمت امروز برای این مسیر، ۳۶۴ روز مانده به پرواز، ',
  verdict: 'معمولی',
  range: ' است. معمولاً بین ',
  price: '۱۲۳٬۴۵۶٬۰۰۰',
  between: ' تا ',
  end: ' است.',
  basis: 'تاریخچه قیمت این مسیر هنوز کوتاه است؛ این بازه از ۱۲۳ قیمتِ همین مسیر در روزهای نزدیک به دست آمده است.',
} as const;

/**
 * The longest insight, laid out invisibly in the same cell as the placeholder or the insight: either
 * is as tall as it at any width, so the list below does not move when the insight replaces its
 * placeholder, whatever its basis or numbers.
 */
function LongestInsight() {
  const price = (
    <span className={classes.reservedPrice}>
      <span data-text={LONGEST.price} />
      <span className={classes.reservedGlyph} data-text="﷼" />
    </span>
  );
  return (
    <div className={classes.reserve} aria-hidden="true">
      <div className={classes.main}>
        <span className={classes.reservedIcon} />
        <Text size="sm" component="div" className={classes.sentence}>
          <span data-text={LONGEST.sentence} />
          <strong data-text={LONGEST.verdict} />
          <span data-text={LONGEST.range} />
          {price}<span data-text={LONGEST.between} />{price}<span data-text={LONGEST.end} />
        </Text>
      </div>
      <div className={classes.scale}>
        <div className={classes.track} />
        <div className={classes.labels}><span data-text="ارزان" /></div>
      </div>
      <Text size="xs" component="div" className={classes.basis}>
        <span data-text={LONGEST.basis} />
      </Text>
    </div>
  );
}

/**
 * «Is this a good price?» beside the cheapest result: a sentence with the verdict and the usual range,
 * a small bar placing today's price in that range, and where the range comes from.
 */
export function PriceInsight({ verdict, price, typicalLow, typicalHigh, daysAhead, basis, samples, loading = false }: PriceInsightProps) {
  if (loading) {
    return (
      <Paper withBorder radius="md" className={classes.root} data-loading aria-busy="true">
        <div className={classes.frame}>
          <div>
            <VisuallyHidden>ارزیابی قیمت در راه است.</VisuallyHidden>
            <Skeleton height={14} width="85%" aria-hidden />
            <Skeleton height={14} width="55%" mt="xs" aria-hidden />
            <Skeleton height={8} mt="sm" radius="xl" aria-hidden />
          </div>
          <LongestInsight />
        </div>
      </Paper>
    );
  }

  if (verdict === null || price === null) {
    return (
      <Paper withBorder radius="md" className={classes.root} data-verdict="none">
        <Text size="sm" c="dimmed" className={classes.sentence}>
          <IconInfoCircle size={18} aria-hidden className={classes.icon} />
          برای این پرواز قیمتی برای مقایسه نیست.
        </Text>
      </Paper>
    );
  }

  const Icon = VERDICT_ICON[verdict];
  const hasRange = typicalLow !== null && typicalHigh !== null;
  const positions = hasRange ? rangePositions(price, typicalLow, typicalHigh) : null;
  const count = toPersianDigits(samples);

  return (
    <Paper withBorder radius="md" className={classes.root} data-verdict={verdict} data-basis={basis}>
      <div className={classes.frame}>
        <div className={classes.body}>
          <div className={classes.main}>
            <Icon size={22} aria-hidden className={classes.icon} />
            <Text size="sm" className={classes.sentence}>
              قیمت امروز برای این مسیر، {leadTime(daysAhead)}، <strong className={classes.verdict}>{VERDICT_WORDS[verdict]}</strong> است.
              {hasRange && (
                <>
                  {' '}معمولاً بین <PriceText amount={Math.min(typicalLow, typicalHigh)} size="sm" fw={700} c="inherit" /> تا{' '}
                  <PriceText amount={Math.max(typicalLow, typicalHigh)} size="sm" fw={700} c="inherit" /> است.
                </>
              )}
            </Text>
          </div>

          {positions && (
            <div className={classes.scale} aria-hidden="true">
              <div
                className={classes.track}
                style={{ '--range-low': pct(positions.low), '--range-high': pct(positions.high), '--price-at': pct(positions.price) } as CSSProperties}
              >
                <span className={classes.zone} data-zone="low" />
                <span className={classes.zone} data-zone="typical" />
                <span className={classes.zone} data-zone="high" />
                <span className={classes.marker} />
              </div>
              <div className={classes.labels}>
                <span>ارزان</span>
                <span>معمول</span>
                <span>گران</span>
              </div>
            </div>
          )}

          <Text size="xs" c="dimmed" className={classes.basis}>
            {basis === 'history'
              ? `بر پایه ${count} قیمتِ ثبت‌شده برای این مسیر در همین فاصله تا پرواز.`
              : `تاریخچه قیمت این مسیر هنوز کوتاه است؛ این بازه از ${count} قیمتِ همین مسیر در روزهای نزدیک به دست آمده است.`}
          </Text>
        </div>
        <LongestInsight />
      </div>
    </Paper>
  );
}
