import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays, compareIsoDates, dateStripRange, diffDays, dayNumberToIso, gregorianMonthLength, isFriday, isIsoDate,
  isoToDayNumber, isWeekend, parseIsoDate, toIsoDate, weekdayIndex,
} from '../../../src/domain/calendar-days';

// UTC noon: a day that no time zone or DST can move.
const utcNoon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const isoDay = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('parseIsoDate', () => {
  it.each([
    ['2025-03-21', { year: 2025, month: 3, day: 21 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('reads %s', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });
  it.each(['2025-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-1-01', '25-01-01', '2025/01/01', '', '2025-01-01T00:00'])(
    'rejects %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
      expect(isIsoDate(text)).toBe(false);
    },
  );
  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => gregorianMonthLength(2023, m)))
      .toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(gregorianMonthLength(2024, 2)).toBe(29);
    expect(gregorianMonthLength(2100, 2)).toBe(28);
  });
  it('pads when building', () => {
    expect(toIsoDate(2026, 3, 5)).toBe('2026-03-05');
  });
});

describe('day arithmetic on Y/M/D numbers', () => {
  it.each([
    ['2025-03-20', 1, '2025-03-21'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-21', 365, '2027-03-21'],
    ['2026-03-21', 0, '2026-03-21'],
  ])('addDays(%s, %i) = %s', (from, n, to) => {
    expect(addDays(from, n)).toBe(to);
    expect(diffDays(from, to)).toBe(n);
  });
  it('crosses the 2022 Tehran DST end and US DST changes like any other day', () => {
    expect(addDays('2022-09-21', 1)).toBe('2022-09-22');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });
  it('agrees with UTC calendar arithmetic for any day and offset', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -1000, max: 1000 }), (iso, n) => {
        const expected = new Date(utcNoon(iso).getTime() + n * 86_400_000).toISOString().slice(0, 10);
        expect(addDays(iso, n)).toBe(expected);
        expect(diffDays(iso, expected)).toBe(n);
        expect(dayNumberToIso(isoToDayNumber(iso))).toBe(iso);
      }),
    );
  });
  it('compares', () => {
    expect(compareIsoDates('2025-03-20', '2025-03-21')).toBe(-1);
    expect(compareIsoDates('2025-03-21', '2025-03-21')).toBe(0);
    expect(compareIsoDates('2026-01-01', '2025-12-31')).toBe(1);
  });
  it('throws on a malformed date (a programming error, not user input)', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('Saturday-first week', () => {
  it.each([
    ['2026-03-21', 0], // Saturday, 1405/01/01
    ['2026-03-22', 1],
    ['2026-03-23', 2],
    ['2026-03-24', 3],
    ['2026-03-25', 4],
    ['2026-03-26', 5],
    ['2026-03-27', 6], // Friday
    ['2025-03-21', 6], // Friday, 1404/01/01
    ['2000-01-01', 0],
  ])('%s has index %i', (iso, index) => {
    expect(weekdayIndex(iso)).toBe(index);
  });
  it('matches the UTC weekday for any day (Saturday = 0)', () => {
    fc.assert(fc.property(isoDay, (iso) => weekdayIndex(iso) === (utcNoon(iso).getUTCDay() + 1) % 7));
  });
  it('Friday is the weekend', () => {
    expect(isFriday('2026-03-27')).toBe(true);
    expect(isWeekend('2026-03-27')).toBe(true);
    expect(isFriday('2026-03-26')).toBe(false);
    expect(isWeekend('2026-03-28')).toBe(false);
  });
});

describe('dateStripRange', () => {
  it('spans three days either side of the departure, none before today', () => {
    expect(dateStripRange('2026-12-10', '2026-12-01')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(dateStripRange('2026-12-02', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-05' });
  });
});
