/** Durations shown as Persian hours and minutes (SPEC §9). */
import { toPersianDigits } from './numbers';

/** "۲ ساعت و ۱۵ دقیقه", "۴۵ دقیقه", "۳ ساعت"; negative or non-numeric prints "۰ دقیقه". */
export function formatDuration(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${toPersianDigits(rest)} دقیقه`;
  if (rest === 0) return `${toPersianDigits(hours)} ساعت`;
  return `${toPersianDigits(hours)} ساعت و ${toPersianDigits(rest)} دقیقه`;
}
