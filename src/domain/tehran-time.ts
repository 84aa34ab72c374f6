/**
 * Time in Asia/Tehran whatever the machine's zone (SPEC §1, §9). The real clock is only a default
 * argument, so every rule here can be tested at a fixed instant.
 */
import { addDays, gregorianMonthLength, toIsoDate, type IsoDate } from './calendar-days';
import { toPersianDigits } from './numbers';

export const TEHRAN_TIME_ZONE = 'Asia/Tehran';
/** UTC+03:30 all year since tzdata 2022b. */
export const TEHRAN_OFFSET_MINUTES = 210;
const OLD_TEHRAN_DST_OFFSET_MINUTES = 270;

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number;

export interface TehranWallClock {
  readonly date: IsoDate;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The end of Tehran's last daylight saving time (2022-09-22 00:00 +04:30); a fixed offset since. */
const FIXED_OFFSET_SINCE_MS = Date.UTC(2022, 8, 21, 19, 30);

// Latin digits forced so the parts parse as numbers; h23 so midnight is 0, not 24. Made only for
// instants before 2022-09-22: building it loads the zone's data, a long task on a phone.
let tehranParts: Intl.DateTimeFormat | undefined;
const historicParts = () => (tehranParts ??= new Intl.DateTimeFormat('en-US-u-nu-latn', {
  timeZone: TEHRAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}));

/** The wall clock in Tehran at an instant (default: now). */
export function tehranNow(now: Instant = Date.now()): TehranWallClock {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (ms >= FIXED_OFFSET_SINCE_MS) {
    const wall = new Date(ms + TEHRAN_OFFSET_MINUTES * 60_000);
    return {
      date: toIsoDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  const fields: Record<string, number> = {};
  for (const part of historicParts().formatToParts(now)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    date: toIsoDate(fields.year ?? 0, fields.month ?? 0, fields.day ?? 0),
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

export function tehranToday(now: Instant = Date.now()): IsoDate {
  return tehranNow(now).date;
}

/** The default departure day (SPEC §9). */
export function tehranTomorrow(now: Instant = Date.now()): IsoDate {
  return addDays(tehranToday(now), 1);
}

/**
 * Rewrites a +04:30 offset to +03:30 (SPEC §9): data written with pre-2022 Iranian DST rules
 * means the same Tehran wall time, and Tehran no longer has DST.
 */
export function normalizeTehranOffset(dateTime: string): string {
  return dateTime.replace(/\+04:?30$/, '+03:30');
}

export interface DateTimeParts {
  readonly date: IsoDate;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** Minutes east of UTC; null when the text carries no offset. */
  readonly offsetMinutes: number | null;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Splits an ISO date-time, reading +04:30 as +03:30; null if malformed. */
export function parseDateTime(text: string): DateTimeParts | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6] ?? 0);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (hour > 23 || minute > 59 || second > 59 || month < 1 || month > 12 || day < 1) return null;
  if (day > gregorianMonthLength(Number(m[1]), month)) return null;
  let offsetMinutes: number | null = null;
  const zone = m[7];
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone) {
    const digits = zone.replace(':', '');
    const sign = digits.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
    if (offsetMinutes === OLD_TEHRAN_DST_OFFSET_MINUTES) offsetMinutes = TEHRAN_OFFSET_MINUTES;
  }
  return { date: `${m[1]}-${m[2]}-${m[3]}`, hour, minute, second, offsetMinutes };
}

/**
 * Tehran wall clock of a date-time. Text with no offset, or with +03:30, already is Tehran wall
 * time and is read as written (no round trip through tzdata's pre-2022 DST); any other offset is
 * converted through Intl.
 */
export function tehranWallClockOf(dateTime: string | DateTimeParts): TehranWallClock | null {
  const p = typeof dateTime === 'string' ? parseDateTime(dateTime) : dateTime;
  if (!p) return null;
  if (p.offsetMinutes === null || p.offsetMinutes === TEHRAN_OFFSET_MINUTES) return p;
  const ms = epochMillisOf(p);
  const local = new Date(ms + tehranOffsetMinutesAt(ms) * 60_000);
  return {
    date: toIsoDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const HALF_HOUR_MS = 1_800_000;
const offsetByHalfHour = new Map<number, number>();

/**
 * Tehran's UTC offset in minutes at an instant, from tzdata through Intl. Tehran's changes fall
 * on whole half hours, so one Intl call per half hour is enough: a result list needs a few dozen.
 */
export function tehranOffsetMinutesAt(instant: Instant): number {
  const bucket = Math.floor(Number(instant) / HALF_HOUR_MS);
  let offset = offsetByHalfHour.get(bucket);
  if (offset === undefined) {
    const start = bucket * HALF_HOUR_MS;
    const c = tehranNow(start);
    const [y, mo, d] = c.date.split('-').map(Number) as [number, number, number];
    offset = Math.round((Date.UTC(y, mo - 1, d, c.hour, c.minute, c.second) - start) / 60_000);
    if (offsetByHalfHour.size >= 50_000) offsetByHalfHour.clear();
    offsetByHalfHour.set(bucket, offset);
  }
  return offset;
}

function epochMillisOf(p: DateTimeParts): number {
  const [y, mo, d] = p.date.split('-').map(Number) as [number, number, number];
  const offset = p.offsetMinutes ?? TEHRAN_OFFSET_MINUTES;
  return Date.UTC(y, mo - 1, d, p.hour, p.minute, p.second) - offset * 60_000;
}

/** Epoch milliseconds of a date-time; no offset means Tehran time. NaN if malformed. */
export function dateTimeToEpochMillis(dateTime: string | DateTimeParts): number {
  const p = typeof dateTime === 'string' ? parseDateTime(dateTime) : dateTime;
  return p ? epochMillisOf(p) : Number.NaN;
}

/** Minutes since Tehran midnight (0–1439); NaN if malformed. */
export function tehranMinutesOfDay(dateTime: string): number {
  const c = tehranWallClockOf(dateTime);
  return c ? c.hour * 60 + c.minute : Number.NaN;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "۱۴:۳۰": the Tehran clock time of a date-time in Persian digits; '' if malformed. */
export function formatTehranClock(dateTime: string): string {
  const c = tehranWallClockOf(dateTime);
  return c ? toPersianDigits(`${pad2(c.hour)}:${pad2(c.minute)}`) : '';
}

/** "۱۴:۳۰" from minutes since midnight, for time-range sliders. */
export function formatMinutesOfDay(minutes: number): string {
  const m = Math.min(Math.max(Math.round(minutes), 0), 24 * 60 - 1);
  return toPersianDigits(`${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);
}

export interface TehranTimeFacts {
  /** Minutes since Tehran midnight (0–1439). */
  readonly minutesOfDay: number;
  readonly epochMs: number;
}

const two = (text: string, i: number): number => {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
};

/**
 * Minutes of the Tehran day and epoch ms of a date-time, for hot loops over proposals. The common
 * wire shape (Tehran wall time, +03:30 / +04:30 / no offset) is read by character codes without
 * a regex or allocation; anything else goes through parseDateTime. Null if malformed.
 */
export function readTehranDateTime(text: string): TehranTimeFacts | null {
  const n = text.length;
  const seconds = n === 19 || n === 25;
  const zoned = n === 22 || n === 25;
  if ((n === 16 || seconds || zoned) && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45 && text.charCodeAt(13) === 58) {
    const sep = text.charCodeAt(10);
    const zone = zoned ? text.slice(n - 6) : '';
    if ((sep === 84 || sep === 32) && (!zoned || zone === '+03:30' || zone === '+04:30') && (!seconds || text.charCodeAt(16) === 58)) {
      const y = two(text, 0) * 100 + two(text, 2);
      const mo = two(text, 5);
      const d = two(text, 8);
      const h = two(text, 11);
      const mi = two(text, 14);
      const s = seconds ? two(text, 17) : 0;
      if (y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && d <= gregorianMonthLength(y, mo) && h >= 0 && h <= 23 && mi >= 0 && mi <= 59 && s >= 0 && s <= 59 && two(text, 0) >= 0) {
        return { minutesOfDay: h * 60 + mi, epochMs: Date.UTC(y, mo - 1, d, h, mi, s) - TEHRAN_OFFSET_MINUTES * 60_000 };
      }
    }
  }
  const parts = parseDateTime(text);
  const clock = parts && tehranWallClockOf(parts);
  return parts && clock ? { minutesOfDay: clock.hour * 60 + clock.minute, epochMs: epochMillisOf(parts) } : null;
}
