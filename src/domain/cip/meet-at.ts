/**
 * When the traveller (or, for an arrival, the greeter) should be at the meeting point, on the
 * airport's own clock: the tariff's `arriveMinutesBefore` before the flight's time, which is its
 * departure for a departure or a transit and its landing for an arrival (as the cip service's
 * Quote works it out). Worked on plain day and minute numbers, so a 01:00 flight
 * three hours ahead is met the evening before, and no time zone is involved (the server adds the
 * airport's offset to the same wall clock).
 */
import { addDays, isIsoDate, type IsoDate } from '../calendar-days';
import { normalizeDigits } from '../numbers';
import type { CipKind } from './cip-words';

export interface WallClock {
  date: IsoDate;
  /** HH:MM, 24 h. */
  time: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of an "HH:MM" clock, or null. */
export function clockMinutes(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const isClockTime = (time: string): boolean => clockMinutes(time) !== null;

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall clock moved by a number of minutes, across midnight as needed. */
export function shiftWallClock(at: WallClock, minutes: number): WallClock {
  const start = clockMinutes(at.time);
  if (start === null || !isIsoDate(at.date)) throw new RangeError(`not a wall clock: ${at.date} ${at.time}`);
  const total = start + minutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  const rest = total - days * MINUTES_PER_DAY;
  return { date: addDays(at.date, days), time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` };
}

/** The meeting time for a flight at `flight` (departure, or landing for an arrival). */
export function meetAtOf(_kind: CipKind, flight: WallClock, minutes: number): WallClock {
  return shiftWallClock(flight, -minutes);
}

/** «۳ ساعت پیش از پرواز», «۳۰ دقیقه پیش از فرود»: the rule in words. */
export function meetRuleFa(kind: CipKind, minutes: number, digits: (n: number) => string = String): string {
  if (minutes <= 0) return kind === 'Arrival' ? 'هنگام فرود' : 'هنگام پرواز';
  const hours = minutes / 60;
  const amount = minutes >= 60 && Number.isInteger(hours) ? `${digits(hours)} ساعت`
    : minutes > 60 ? `${digits(Math.floor(hours))} ساعت و ${digits(minutes % 60)} دقیقه` : `${digits(minutes)} دقیقه`;
  return kind === 'Arrival' ? `${amount} پیش از فرود` : `${amount} پیش از پرواز`;
}

/** A typed clock («۸:۳۰», «0830», «08:30») as "HH:MM", or null. */
export function normalizeClockTime(text: string): string | null {
  const digits = normalizeDigits(text.trim()).replace(/[٫.]/g, ':');
  const m = /^(\d{1,2}):?(\d{2})$/.exec(digits);
  if (!m) return null;
  const time = `${pad(Number(m[1]))}:${m[2]}`;
  return isClockTime(time) ? time : null;
}
