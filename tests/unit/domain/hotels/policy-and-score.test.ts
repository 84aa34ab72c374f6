import { describe, expect, it } from 'vitest';
import { cancellationBadge, cancellationSteps, freeCancellationUntil, isFreeToCancel, type CancellationPolicy } from '../../../../src/domain/hotels';

const FREE_3: CancellationPolicy = { refundable: true, freeUntilDaysBefore: 3, penaltyPercent: 30 };
const NONE: CancellationPolicy = { refundable: false };
const CHECK_IN = '2026-12-20';

describe('hotel cancellation policy', () => {
  it('is free until the end of the day N days before check-in', () => {
    expect(freeCancellationUntil(FREE_3, CHECK_IN)).toBe('2026-12-17');
    expect(isFreeToCancel(FREE_3, CHECK_IN, '2026-12-17')).toBe(true);
    expect(isFreeToCancel(FREE_3, CHECK_IN, '2026-12-18')).toBe(false);
    expect(freeCancellationUntil(NONE, CHECK_IN)).toBeNull();
    expect(freeCancellationUntil({ refundable: true, freeUntilDaysBefore: 0, penaltyPercent: 50 }, CHECK_IN)).toBeNull();
  });

  it('reads in Persian with Jalali days and Persian digits', () => {
    const steps = cancellationSteps(FREE_3, CHECK_IN, '2026-12-01');
    expect(steps).toEqual([
      { until: '2026-12-17', penaltyPercent: 0, text: 'لغو رایگان تا پایان ۲۶ آذر ۱۴۰۵.' },
      { penaltyPercent: 30, text: 'از ۲۷ آذر ۱۴۰۵ تا روز ورود، ۳۰٪ مبلغ اقامت جریمه کسر می‌شود.' },
    ]);
    expect(steps.map((s) => s.text).join('')).not.toMatch(/[0-9]/);
  });

  it('says when the free days are over, and when nothing comes back', () => {
    expect(cancellationSteps(FREE_3, CHECK_IN, '2026-12-19')).toEqual([
      { penaltyPercent: 30, text: 'مهلت لغو رایگان گذشته است؛ با لغو، ۳۰٪ مبلغ اقامت جریمه کسر می‌شود.' },
    ]);
    expect(cancellationSteps(NONE, CHECK_IN, '2026-12-01')).toEqual([{ penaltyPercent: 100, text: 'غیرقابل استرداد: با لغو، مبلغ اقامت برنمی‌گردد.' }]);
  });

  it('names the badge', () => {
    expect(cancellationBadge(FREE_3, CHECK_IN, '2026-12-01')).toEqual({ label: 'لغو رایگان', tone: 'free' });
    expect(cancellationBadge(FREE_3, CHECK_IN, '2026-12-19')).toEqual({ label: 'لغو با جریمه', tone: 'penalty' });
    expect(cancellationBadge(NONE, CHECK_IN, '2026-12-01')).toEqual({ label: 'غیرقابل استرداد', tone: 'none' });
  });
});

describe('guest score', () => {
  it('writes one decimal with the Persian separator and names the band', async () => {
    const { formatGuestScore, guestScoreWord } = await import('../../../../src/domain/hotels');
    expect(formatGuestScore(8.64)).toBe('۸٫۶');
    expect(formatGuestScore(9)).toBe('۹٫۰');
    expect([9.2, 8.1, 7, 6.9].map(guestScoreWord)).toEqual(['عالی', 'خیلی خوب', 'خوب', 'قابل قبول']);
  });
});
