import { dateTimeToEpochMillis } from '../../domain/tehran-time';
import { toPersianDigits } from '../../domain/numbers';
import type { FlightDetailsLeg, RefundPenalty } from './types';

/** "۲۴ ساعت", or whole days from two days up: "۳ روز". */
function hoursText(hours: number): string {
  return hours >= 48 && hours % 24 === 0 ? `${toPersianDigits(hours / 24)} روز` : `${toPersianDigits(hours)} ساعت`;
}

export interface PenaltyRow {
  condition: string;
  /** "۳۰٪ جریمه". */
  penalty: string;
}

/** Table rows, earliest cancellation first: "تا ۲۴ ساعت قبل از پرواز" → "۳۰٪ جریمه". */
export function penaltyRows(penalties: readonly RefundPenalty[]): PenaltyRow[] {
  const sorted = [...penalties].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return sorted.map((p, i) => {
    const previous = sorted[i - 1];
    let condition: string;
    if (p.label) condition = p.label;
    else if (p.hoursBefore > 0) condition = `تا ${hoursText(p.hoursBefore)} قبل از پرواز`;
    else if (previous && previous.hoursBefore > 0) condition = `کمتر از ${hoursText(previous.hoursBefore)} مانده به پرواز و پس از آن`;
    else condition = 'پس از پرواز';
    return { condition, penalty: `${toPersianDigits(p.percent)}٪ جریمه` };
  });
}

/** Minutes between a leg's arrival and the next leg's departure; null if a time is unreadable. */
export function layoverMinutes(arriving: FlightDetailsLeg, leaving: FlightDetailsLeg): number | null {
  const from = dateTimeToEpochMillis(arriving.arrival.time);
  const to = dateTimeToEpochMillis(leaving.departure.time);
  return Number.isFinite(from) && Number.isFinite(to) ? Math.round((to - from) / 60_000) : null;
}
