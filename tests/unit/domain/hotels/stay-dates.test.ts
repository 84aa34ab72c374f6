import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/calendar-days';
import { jalaliToIso } from '../../../../src/domain/jalali';
import {
  defaultStayDates, formatNights, lastCheckInDay, MAX_CHECK_IN_DAYS_AHEAD, MAX_NIGHTS, nightsBetween, validateStayDates,
} from '../../../../src/domain/hotels';

const TODAY = '2026-03-25'; // 1405/01/05
const check = (checkIn: string, checkOut: string) => validateStayDates({ checkIn, checkOut }, TODAY);

describe('nights', () => {
  it('counts calendar days, across the Jalali new year and Esfand 30 of a leap year', () => {
    expect(nightsBetween('2026-03-25', '2026-03-28')).toBe(3);
    // 1403/12/30 (leap) → 1404/01/01
    expect(nightsBetween(jalaliToIso({ year: 1403, month: 12, day: 29 }), jalaliToIso({ year: 1404, month: 1, day: 2 }))).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-25')).toBe(-3);
    expect(nightsBetween('2026-02-30', '2026-03-28')).toBeNaN(); // ISO only: a Jalali day must be converted first
  });
  it('is the day difference whatever the machine zone (no 23- or 25-hour days)', () => {
    // Days that were DST changes in Tehran (until 2022), Los Angeles and Europe.
    for (const [a, b] of [['2022-03-21', '2022-03-23'], ['2022-09-21', '2022-09-23'], ['2026-03-08', '2026-03-10'], ['2026-10-25', '2026-10-27']] as const) {
      expect(nightsBetween(a, b)).toBe(2);
    }
  });
  it('formats in Persian digits', () => {
    expect(formatNights(3)).toBe('۳ شب');
    expect(formatNights(MAX_NIGHTS)).toBe('۳۰ شب');
  });
  it('defaults to one night from tomorrow', () => {
    expect(defaultStayDates(TODAY)).toEqual({ checkIn: '2026-03-26', checkOut: '2026-03-27' });
    expect(check(defaultStayDates(TODAY).checkIn, defaultStayDates(TODAY).checkOut)).toEqual([]);
  });
});

describe('validateStayDates', () => {
  it('accepts today, one night, thirty nights, and a check-in a year ahead', () => {
    expect(check(TODAY, addDays(TODAY, 1))).toEqual([]);
    expect(check(TODAY, addDays(TODAY, MAX_NIGHTS))).toEqual([]);
    const last = lastCheckInDay(TODAY);
    expect(last).toBe(addDays(TODAY, MAX_CHECK_IN_DAYS_AHEAD));
    expect(check(last, addDays(last, MAX_NIGHTS))).toEqual([]);
  });
  it('rejects a past check-in', () => {
    expect(check(addDays(TODAY, -1), TODAY)).toEqual([{ field: 'checkIn', message: 'تاریخ ورود گذشته است.' }]);
  });
  it('rejects a check-in more than 365 days ahead', () => {
    const late = addDays(TODAY, MAX_CHECK_IN_DAYS_AHEAD + 1);
    expect(check(late, addDays(late, 1))).toEqual([
      { field: 'checkIn', message: 'تاریخ ورود حداکثر ۳۶۵ روز پس از امروز می‌تواند باشد.' },
    ]);
  });
  it('needs at least one night and at most thirty («حداکثر ۳۰ شب»)', () => {
    expect(check(TODAY, TODAY)[0]?.field).toBe('checkOut');
    expect(check('2026-03-28', '2026-03-27')[0]?.field).toBe('checkOut');
    const long = check(TODAY, addDays(TODAY, MAX_NIGHTS + 1));
    expect(long).toHaveLength(1);
    expect(long[0]?.field).toBe('checkOut');
    expect(long[0]?.message).toContain('حداکثر ۳۰ شب');
  });
  it('reports malformed days per field, in Persian, without throwing', () => {
    expect(check('2026-02-30', 'x').map((e) => e.field)).toEqual(['checkIn', 'checkOut']);
    for (const e of check('', '')) expect(e.message).toMatch(/^[^0-9]*$/);
  });
  it('agrees with day arithmetic for any pair of days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 400 }), fc.integer({ min: -5, max: 40 }), (start, nights) => {
        const checkIn = addDays(TODAY, start);
        const errors = check(checkIn, addDays(checkIn, nights));
        const valid = start >= 0 && start <= MAX_CHECK_IN_DAYS_AHEAD && nights >= 1 && nights <= MAX_NIGHTS;
        expect(errors.length === 0).toBe(valid);
        for (const e of errors) expect(e.message).toMatch(/^[^0-9]*$/); // Persian digits only
      }),
    );
  });
});
