import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateTimeToEpochMillis, formatMinutesOfDay, formatTehranClock, normalizeTehranOffset, parseDateTime,
  readTehranDateTime, tehranMinutesOfDay, tehranNow, tehranOffsetMinutesAt, tehranToday, tehranTomorrow, tehranWallClockOf,
} from '../../../src/domain/tehran-time';

afterEach(() => {
  vi.useRealTimers();
});

// Run this file under TZ=UTC, TZ=America/Los_Angeles and TZ=Asia/Tehran: results must not change.
describe('Tehran wall clock, whatever the machine zone', () => {
  it.each([
    ['2026-03-20T20:29:59Z', { date: '2026-03-20', hour: 23, minute: 59, second: 59 }],
    ['2026-03-20T20:30:00Z', { date: '2026-03-21', hour: 0, minute: 0, second: 0 }],
    ['2026-03-21T08:00:00Z', { date: '2026-03-21', hour: 11, minute: 30, second: 0 }],
    ['2023-06-01T12:00:00Z', { date: '2023-06-01', hour: 15, minute: 30, second: 0 }],
    // Before tzdata 2022b's change Tehran kept DST: +04:30 in summer 2022.
    ['2022-06-01T12:00:00Z', { date: '2022-06-01', hour: 16, minute: 30, second: 0 }],
  ])('%s', (instant, expected) => {
    expect(tehranNow(new Date(instant))).toEqual(expected);
    expect(tehranNow(Date.parse(instant))).toEqual(expected);
  });

  it('today and tomorrow turn over at Tehran midnight, not the machine’s', () => {
    expect(tehranToday(Date.parse('2026-03-20T20:29:59Z'))).toBe('2026-03-20');
    expect(tehranToday(Date.parse('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
    expect(tehranTomorrow(Date.parse('2026-03-20T20:30:00Z'))).toBe('2026-03-22');
    expect(tehranTomorrow(Date.parse('2025-12-31T21:00:00Z'))).toBe('2026-01-02');
  });

  it('defaults to the real clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-20T21:00:00Z')); // 00:30 on 21 March in Tehran, 14:00 on 20 March in LA
    expect(tehranToday()).toBe('2026-03-21');
    expect(tehranTomorrow()).toBe('2026-03-22');
    expect(tehranNow()).toEqual({ date: '2026-03-21', hour: 0, minute: 30, second: 0 });
  });
});

describe('+04:30 becomes +03:30 (SPEC §9)', () => {
  it.each([
    ['2026-03-21T14:30:00+04:30', '2026-03-21T14:30:00+03:30'],
    ['2026-03-21T14:30:00+0430', '2026-03-21T14:30:00+03:30'],
    ['2026-03-21T14:30:00+03:30', '2026-03-21T14:30:00+03:30'],
    ['2026-03-21T14:30:00Z', '2026-03-21T14:30:00Z'],
    ['2026-03-21T14:30:00', '2026-03-21T14:30:00'],
    ['2026-03-21T14:30:00-04:30', '2026-03-21T14:30:00-04:30'],
  ])('%s → %s', (input, output) => {
    expect(normalizeTehranOffset(input)).toBe(output);
  });
  it('keeps the Tehran wall time and moves the instant', () => {
    expect(dateTimeToEpochMillis('2026-03-21T14:30:00+04:30')).toBe(Date.UTC(2026, 2, 21, 11, 0));
    expect(formatTehranClock('2026-03-21T14:30:00+04:30')).toBe('۱۴:۳۰');
  });
});

describe('parseDateTime', () => {
  it('reads date, time and offset', () => {
    expect(parseDateTime('2026-03-21T14:30:15.123+03:30')).toEqual({ date: '2026-03-21', hour: 14, minute: 30, second: 15, offsetMinutes: 210 });
    expect(parseDateTime('2026-03-21 14:30')).toEqual({ date: '2026-03-21', hour: 14, minute: 30, second: 0, offsetMinutes: null });
    expect(parseDateTime('2026-03-21T14:30:00Z')?.offsetMinutes).toBe(0);
    expect(parseDateTime('2026-03-21T14:30:00-05:00')?.offsetMinutes).toBe(-300);
  });
  it.each(['', '2026-03-21', '2026-03-21T24:00', '2026-03-21T14:60', '2026-02-29T10:00', '2026-13-01T10:00', 'tomorrow', '2026-03-21T14:30+3'])('rejects %j', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });
});

describe('time of day in Tehran', () => {
  it.each([
    ['2026-03-21T14:30:00+03:30', 870],
    ['2026-03-21T14:30:00', 870],
    ['2026-03-21T11:00:00Z', 870],
    ['2026-03-21T23:00:00Z', 150],
    ['2026-03-21T10:00:00+02:00', 690],
    ['2026-03-21T00:05:00+03:30', 5],
  ])('%s is minute %i', (text, minutes) => {
    expect(tehranMinutesOfDay(text)).toBe(minutes);
  });
  it('gives NaN for unreadable text', () => {
    expect(tehranMinutesOfDay('soon')).toBeNaN();
    expect(dateTimeToEpochMillis('soon')).toBeNaN();
    expect(formatTehranClock('soon')).toBe('');
  });
  it('moves the date when the zone crosses midnight', () => {
    expect(tehranWallClockOf('2026-03-21T23:00:00Z')).toEqual({ date: '2026-03-22', hour: 2, minute: 30, second: 0 });
  });
  it('prints HH:MM in Persian digits', () => {
    expect(formatTehranClock('2026-03-21T05:07:00+03:30')).toBe('۰۵:۰۷');
    expect(formatTehranClock('2026-03-21T20:30:00Z')).toBe('۰۰:۰۰');
    expect(formatMinutesOfDay(0)).toBe('۰۰:۰۰');
    expect(formatMinutesOfDay(870)).toBe('۱۴:۳۰');
    expect(formatMinutesOfDay(1439)).toBe('۲۳:۵۹');
    expect(formatMinutesOfDay(5000)).toBe('۲۳:۵۹');
  });
  it('reads epoch ms; no offset means Tehran', () => {
    expect(dateTimeToEpochMillis('2026-03-21T14:30:00')).toBe(Date.UTC(2026, 2, 21, 11, 0));
    expect(dateTimeToEpochMillis('2026-03-21T14:30:00Z')).toBe(Date.UTC(2026, 2, 21, 14, 30));
  });
});

describe('tehranOffsetMinutesAt (tzdata through Intl)', () => {
  it.each([
    ['2026-03-21T08:00:00Z', 210],
    ['2022-06-01T12:00:00Z', 270],
    ['2022-09-21T19:29:59Z', 270], // the last second of Iranian DST
    ['2022-09-21T19:30:00Z', 210],
    ['2022-03-21T20:29:59Z', 210],
    ['2022-03-21T20:30:00Z', 270],
  ])('%s → %i minutes', (instant, offset) => {
    expect(tehranOffsetMinutesAt(Date.parse(instant))).toBe(offset);
    expect(tehranOffsetMinutesAt(new Date(instant))).toBe(offset);
  });
  it('matches the Intl wall clock for any instant 2015–2030', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        const { date, hour, minute } = tehranNow(ms);
        expect(tehranWallClockOf(iso)).toMatchObject({ date, hour, minute });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readTehranDateTime (the hot-loop reader) agrees with the general one', () => {
  it.each([
    '2026-04-01T10:05:00+03:30', '2026-04-01T10:05:00+04:30', '2026-04-01T10:05:00', '2026-04-01T10:05',
    '2026-04-01 23:59', '2026-04-01T10:05+03:30', '2026-04-01T10:05:00Z', '2026-04-01T10:05:00.500+03:30',
    '2026-04-01T10:05:00-02:00', '2026-12-31T23:59:59+03:30',
  ])('%s', (text) => {
    expect(readTehranDateTime(text)).toEqual({ minutesOfDay: tehranMinutesOfDay(text), epochMs: dateTimeToEpochMillis(text) });
  });
  it.each(['', 'x', '2026-04-01T24:00:00+03:30', '2026-04-01T10:60:00', '2026-13-01T10:00:00', '2026-02-30T10:00:00+03:30', '2026-04-01X10:00:00', '2026-04-01T10:05:00+03:3x', 'abcd-04-01T10:00:00'])(
    'rejects %j',
    (text) => {
      expect(readTehranDateTime(text)).toBeNull();
    },
  );
  it('for any instant and zone (fast-check)', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom('+03:30', '+04:30', '', 'Z', '+00:00', '-05:00'),
        fc.boolean(),
        (ms, zone, withSeconds) => {
          const d = new Date(ms);
          const text = `${d.toISOString().slice(0, 10)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${withSeconds ? `:${pad(d.getUTCSeconds())}` : ''}${zone}`;
          expect(readTehranDateTime(text)).toEqual({ minutesOfDay: tehranMinutesOfDay(text), epochMs: dateTimeToEpochMillis(text) });
        },
      ),
    );
  });
});

describe('tehranNow agrees with the time-zone database', () => {
  const intl = new Intl.DateTimeFormat('en-US-u-nu-latn', {
    timeZone: 'Asia/Tehran', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  const fromIntl = (ms: number) => {
    const f: Record<string, string> = {};
    for (const p of intl.formatToParts(ms)) f[p.type] = p.value;
    return { date: `${f.year}-${f.month}-${f.day}`, hour: Number(f.hour), minute: Number(f.minute), second: Number(f.second) };
  };

  it('around the end of the last daylight saving time and at random instants from 2015 to 2040', () => {
    const end = Date.UTC(2022, 8, 21, 19, 30);
    for (const ms of [end - 1000, end, end + 1000, Date.UTC(2022, 5, 1), Date.UTC(2023, 5, 1)]) {
      expect(tehranNow(ms)).toEqual(fromIntl(ms));
    }
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
      expect(tehranNow(ms)).toEqual(fromIntl(ms));
    }), { numRuns: 2000 });
  });
});
