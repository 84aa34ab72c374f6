/**
 * A stay's cancellation policy in plain Persian: free until some days before check-in, then a
 * share of the stay; or none at all. The supplier's policy and the screens' words in one place.
 */
import { addDays, diffDays, type IsoDate } from '../calendar-days';
import { formatJalaliLong } from '../jalali';
import { toPersianDigits } from '../numbers';

export type CancellationPolicy =
  | { refundable: true; freeUntilDaysBefore: number; penaltyPercent: number }
  | { refundable: false };

/** One line of the policy: until a day (inclusive, Tehran), or from then on. */
export interface CancellationStep {
  /** The last day this step applies; absent for the last step. */
  until?: IsoDate;
  penaltyPercent: number;
  text: string;
}

/** The last day a stay can be cancelled free (end of that day in Tehran), or null when never. */
export function freeCancellationUntil(policy: CancellationPolicy, checkIn: IsoDate): IsoDate | null {
  return policy.refundable && policy.freeUntilDaysBefore > 0 ? addDays(checkIn, -policy.freeUntilDaysBefore) : null;
}

/** True while today is on or before the last free day. */
export function isFreeToCancel(policy: CancellationPolicy, checkIn: IsoDate, today: IsoDate): boolean {
  const until = freeCancellationUntil(policy, checkIn);
  return until !== null && diffDays(today, until) >= 0;
}

const percent = (n: number) => `${toPersianDigits(n)}٪`;

/** The policy as lines a traveller reads, for a stay checking in on `checkIn`, seen on `today`. */
export function cancellationSteps(policy: CancellationPolicy, checkIn: IsoDate, today: IsoDate): CancellationStep[] {
  if (!policy.refundable) return [{ penaltyPercent: 100, text: 'غیرقابل استرداد: با لغو، مبلغ اقامت برنمی‌گردد.' }];
  const until = freeCancellationUntil(policy, checkIn);
  const penalty = `با لغو، ${percent(policy.penaltyPercent)} مبلغ اقامت جریمه کسر می‌شود`;
  if (until === null || diffDays(today, until) < 0) {
    const why = until === null ? '' : 'مهلت لغو رایگان گذشته است؛ ';
    return [{ penaltyPercent: policy.penaltyPercent, text: `${why}${penalty}.` }];
  }
  return [
    { until, penaltyPercent: 0, text: `لغو رایگان تا پایان ${formatJalaliLong(until)}.` },
    { penaltyPercent: policy.penaltyPercent, text: `از ${formatJalaliLong(addDays(until, 1))} تا روز ورود، ${penalty.replace('با لغو، ', '')}.` },
  ];
}

/** A badge's words: «لغو رایگان», «لغو با جریمه» or «غیرقابل استرداد». */
export function cancellationBadge(policy: CancellationPolicy, checkIn: IsoDate, today: IsoDate): { label: string; tone: 'free' | 'penalty' | 'none' } {
  if (!policy.refundable) return { label: 'غیرقابل استرداد', tone: 'none' };
  return isFreeToCancel(policy, checkIn, today) ? { label: 'لغو رایگان', tone: 'free' } : { label: 'لغو با جریمه', tone: 'penalty' };
}
