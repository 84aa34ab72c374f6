import { toPersianDigits } from '../numbers';

/** «۸٫۶»: one decimal with the Persian decimal separator. */
export function formatGuestScore(score: number): string {
  return toPersianDigits(score.toFixed(1)).replace('.', '٫');
}

/** The word guests' scores earn, as Iranian booking sites write it. */
export function guestScoreWord(score: number): string {
  if (score >= 9) return 'عالی';
  if (score >= 8) return 'خیلی خوب';
  if (score >= 7) return 'خوب';
  return 'قابل قبول';
}
