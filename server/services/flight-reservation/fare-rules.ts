import type { FareRules, PenaltyRow, Proposal, RouteRule } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import { fareRules as fareParagraphs, PENALTIES } from '../flight-catalog/detail';

const fa = toPersianDigits;

/** Hours before departure where the penalty steps up (the rows of every table). */
export const PENALTY_STEPS = [72, 3] as const;

const NON_REFUNDABLE: PenaltyRow[] = [{ title: 'این بلیت قابل استرداد نیست.', fromHoursBefore: null, toHoursBefore: 0, penaltyPercent: 100 }];

/** A proposal is refundable only when every flight in it is (charter and promotional fares are not). */
export function isRefundable(proposal: Proposal): boolean {
  return !proposal.IsCharter && proposal.FlightGroups.every((g) => g.Refundable);
}

/** The cancellation penalty table; with several flights, the strictest class decides each row. */
export function penaltyTable(proposal: Proposal): PenaltyRow[] {
  if (!isRefundable(proposal)) return NON_REFUNDABLE;
  const [early, middle, late] = [0, 1, 2].map((i) => Math.max(...proposal.FlightGroups.map((g) => (PENALTIES[g.FareClass] ?? [30, 50, 70])[i]!))) as [number, number, number];
  const [far, near] = PENALTY_STEPS;
  return [
    { title: `تا ${fa(far)} ساعت پیش از پرواز`, fromHoursBefore: null, toHoursBefore: far, penaltyPercent: early },
    { title: `از ${fa(far)} تا ${fa(near)} ساعت پیش از پرواز`, fromHoursBefore: far, toHoursBefore: near, penaltyPercent: middle },
    { title: `کمتر از ${fa(near)} ساعت پیش از پرواز`, fromHoursBefore: near, toHoursBefore: 0, penaltyPercent: late },
  ];
}

/** The penalty for cancelling with `hoursLeft` hours to go; after departure nothing comes back. */
export function penaltyPercentAt(table: PenaltyRow[], hoursLeft: number): number {
  if (hoursLeft <= 0) return 100;
  const row = table.find((r) => hoursLeft > r.toHoursBefore && (r.fromHoursBefore === null || hoursLeft <= r.fromHoursBefore));
  return row?.penaltyPercent ?? 100;
}

export function fareRulesOf(proposal: Proposal): FareRules {
  const group = proposal.FlightGroups[0]!;
  const rules = fareParagraphs(proposal);
  rules.push(isRefundable(proposal)
    ? 'تغییر نام مسافر ممکن نیست؛ برای تغییر تاریخ، بلیت را با جریمه جدول استرداد کنید و بلیت تازه بخرید.'
    : 'این بلیت قابل استرداد و تغییر نیست؛ اگر پرواز از سوی ایرلاین لغو شود، کل مبلغ برگردانده می‌شود.');
  return {
    proposalId: proposal.ProposalId,
    isCharter: proposal.IsCharter,
    refundable: isRefundable(proposal),
    fareClass: group.FareClass,
    penalties: penaltyTable(proposal),
    rules,
  };
}

/** What each flight of a proposal asks of the traveller at the airport. */
export function routeRulesOf(proposal: Proposal, isDomestic: boolean): RouteRule[] {
  return proposal.FlightGroups.map((g) => {
    const notes = [`بار مجاز هر بزرگسال ${fa(g.Baggage.AdultKg)} کیلوگرم و هر نوزاد ${fa(g.Baggage.InfantKg)} کیلوگرم است.`];
    if (g.Stops > 0) notes.push(`این پرواز ${fa(g.Stops)} توقف دارد؛ برای توقف کمتر از ۲۴ ساعت معمولاً روادید ترانزیت لازم نیست.`);
    if (proposal.IsCharter) notes.push('پرواز چارتری است؛ ساعت پرواز ممکن است تا روز سفر تغییر کند، پیامک‌ها را دنبال کنید.');
    if (!isDomestic) notes.push('روادید کشور مقصد و مدارک سفر بر عهده مسافر است؛ پیش از خرید شرایط ورود را بررسی کنید.');
    return {
      origin: g.Origin,
      originFa: g.OriginFa,
      destination: g.Destination,
      destinationFa: g.DestinationFa,
      isDomestic,
      checkInMinutes: isDomestic ? 120 : 180,
      checkInClosesMinutes: isDomestic ? 30 : 60,
      documents: isDomestic
        ? ['مسافران ایرانی: کارت ملی یا شناسنامه عکس‌دار (کودک و نوزاد: شناسنامه).', 'اتباع خارجی: گذرنامه معتبر.']
        : ['گذرنامه با دست‌کم ۶ ماه اعتبار پس از تاریخ سفر.', 'روادید مقصد، اگر لازم باشد.'],
      notes,
    };
  });
}
