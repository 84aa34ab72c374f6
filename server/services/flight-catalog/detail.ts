import type { FlightDetailResponse, Proposal, RefundRule } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';

const fa = toPersianDigits;

/** Refund penalties by fare class and time before departure (REFERENCE.md "system" flights). */
export const PENALTIES: Record<string, [number, number, number]> = {
  Y: [10, 30, 50], M: [20, 40, 60], K: [30, 50, 70], L: [40, 60, 80],
  D: [10, 30, 50], C: [10, 20, 40], A: [10, 20, 40], F: [5, 15, 30],
};

export function refundRules(proposal: Proposal): RefundRule[] {
  const group = proposal.FlightGroups[0];
  if (!group?.Refundable || proposal.IsCharter) {
    return [{ title: 'این بلیت قابل استرداد نیست.', hoursBefore: null, penaltyPercent: 100 }];
  }
  const [early, middle, late] = PENALTIES[group.FareClass] ?? [30, 50, 70];
  return [
    { title: `تا ${fa(72)} ساعت پیش از پرواز`, hoursBefore: 72, penaltyPercent: early },
    { title: `از ${fa(72)} تا ${fa(3)} ساعت پیش از پرواز`, hoursBefore: 3, penaltyPercent: middle },
    { title: `کمتر از ${fa(3)} ساعت پیش از پرواز`, hoursBefore: 0, penaltyPercent: late },
  ];
}

export function fareRules(proposal: Proposal): string[] {
  const group = proposal.FlightGroups[0]!;
  const rules = [
    proposal.IsCharter
      ? 'این پرواز چارتری است: قیمت کودک با بزرگسال یکی است و بلیت قابل استرداد و تغییر نیست.'
      : `این پرواز سیستمی با کلاس نرخی ${group.FareClass} است: کودک (۲ تا ۱۲ سال) و نوزاد (زیر ۲ سال) تخفیف دارند.`,
    `بار مجاز هر بزرگسال ${fa(group.Baggage.AdultKg)} کیلوگرم و هر نوزاد ${fa(group.Baggage.InfantKg)} کیلوگرم است.`,
    'حضور در فرودگاه برای پروازهای داخلی دو ساعت و برای پروازهای خارجی سه ساعت پیش از پرواز لازم است.',
  ];
  if (group.Stops > 0) rules.push('این سفر یک توقف دارد؛ بار تا مقصد نهایی تحویل داده می‌شود.');
  return rules;
}

export function flightDetail(proposal: Proposal): FlightDetailResponse {
  return { proposal, refundRules: refundRules(proposal), fareRules: fareRules(proposal) };
}
