import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays } from '../../../src/domain/calendar-days';
import {
  formatJalaliDate, formatJalaliForUrl, formatJalaliLong, formatJalaliMonth, isJalaliLeapYear, isoToJalali,
  isValidJalali, JALALI_MONTH_NAMES, jalaliMonthLength, jalaliMonthName, jalaliToIso, parseAnyCalendarDate,
  parseJalali, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES,
} from '../../../src/domain/jalali';

const j = (year: number, month: number, day: number) => ({ year, month, day });

describe('Gregorian ⇄ Jalali (REFERENCE: astronomical calendar)', () => {
  it.each([
    [j(1403, 12, 30), '2025-03-20'],
    [j(1404, 1, 1), '2025-03-21'],
    [j(1405, 1, 1), '2026-03-21'],
    [j(1405, 1, 10), '2026-03-30'],
    [j(1399, 12, 30), '2021-03-20'],
    [j(1400, 1, 1), '2021-03-21'],
    [j(1401, 6, 30), '2022-09-21'],
    [j(1398, 10, 11), '2020-01-01'],
    [j(1300, 1, 1), '1921-03-21'],
  ])('%o is %s', (jalali, iso) => {
    expect(jalaliToIso(jalali)).toBe(iso);
    expect(isoToJalali(iso)).toEqual(jalali);
  });

  it('1399 and 1403 are leap; 1400, 1401, 1402 and 1404 are common', () => {
    expect([1399, 1400, 1401, 1402, 1403, 1404].map(isJalaliLeapYear)).toEqual([true, false, false, false, true, false]);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1399, 12)).toBe(30);
    expect(jalaliMonthLength(1402, 12)).toBe(29);
    expect(isValidJalali(1403, 12, 30)).toBe(true);
    expect(isValidJalali(1404, 12, 30)).toBe(false);
    expect(isValidJalali(1400, 12, 30)).toBe(false);
  });

  it('has 31-day months first, 30-day months after', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((m) => jalaliMonthLength(1404, m)))
      .toEqual([31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30]);
  });

  it('round-trips every day of Jalali years 1300–1500, each the day after the last', () => {
    let previous = addDays(jalaliToIso(j(1300, 1, 1)), -1);
    let days = 0;
    for (let year = 1300; year <= 1500; year++) {
      for (let month = 1; month <= 12; month++) {
        const length = jalaliMonthLength(year, month);
        for (let day = 1; day <= length; day++) {
          const iso = jalaliToIso(j(year, month, day));
          if (iso !== addDays(previous, 1)) throw new Error(`${year}/${month}/${day} is ${iso}, after ${previous}`);
          const back = isoToJalali(iso);
          if (back.year !== year || back.month !== month || back.day !== day) throw new Error(`${iso} → ${JSON.stringify(back)}`);
          previous = iso;
          days++;
        }
      }
    }
    expect(jalaliToIso(j(1501, 1, 1))).toBe(addDays(previous, 1));
    expect(days).toBe(diffDays(jalaliToIso(j(1300, 1, 1)), jalaliToIso(j(1501, 1, 1))));
  });

  it('agrees with the Intl Persian calendar (an independent source)', () => {
    const intl = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1921, 2, 21), max: Date.UTC(2121, 2, 20) }), (ms) => {
        const date = new Date(ms);
        const parts = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
        const jalali = isoToJalali(date.toISOString().slice(0, 10));
        expect(jalali).toEqual(j(Number(parts.year), Number(parts.month), Number(parts.day)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseJalali', () => {
  it.each([
    ['1405-01-10', j(1405, 1, 10)],
    ['1405/01/10', j(1405, 1, 10)],
    ['۱۴۰۵/۰۱/۱۰', j(1405, 1, 10)],
    ['١٤٠٥-٠١-١٠', j(1405, 1, 10)],
    [' 1405-1-10 ', j(1405, 1, 10)],
    ['1403-12-30', j(1403, 12, 30)],
  ])('reads %j', (text, expected) => {
    expect(parseJalali(text)).toEqual(expected);
  });
  it.each(['1404-12-30', '1405-13-01', '1405-00-10', '1405-07-31', '1405-01-32', '14050110', '1405-01', '2025-03-21', 'abcd-01-01', ''])(
    'rejects %j',
    (text) => {
      expect(parseJalali(text)).toBeNull();
    },
  );
});

describe('parseAnyCalendarDate: years under 2000 are Jalali (SPEC §9)', () => {
  it.each([
    ['2025-03-21', { iso: '2025-03-21', isJalali: false }],
    ['1404-01-01', { iso: '2025-03-21', isJalali: true }],
    ['1404/01/01', { iso: '2025-03-21', isJalali: true }],
    ['۲۰۲۵-۰۳-۲۱', { iso: '2025-03-21', isJalali: false }],
    ['2000-01-01', { iso: '2000-01-01', isJalali: false }],
    ['2024-02-29', { iso: '2024-02-29', isJalali: false }],
  ])('reads %j', (text, expected) => {
    expect(parseAnyCalendarDate(text)).toEqual(expected);
  });
  it.each(['2025-02-29', '1404-12-30', '2025-13-01', '0999-01-01', 'x'])('rejects %j', (text) => {
    expect(parseAnyCalendarDate(text)).toBeNull();
  });
});

describe('display', () => {
  it('DD/MM/YYYY in Persian digits (SPEC §1)', () => {
    expect(formatJalaliDate('2026-03-30')).toBe('۱۰/۰۱/۱۴۰۵');
    expect(formatJalaliDate(j(1403, 12, 30))).toBe('۳۰/۱۲/۱۴۰۳');
  });
  it('long forms', () => {
    expect(formatJalaliLong('2026-03-30')).toBe('۱۰ فروردین ۱۴۰۵');
    expect(formatJalaliLong('2026-03-30', { weekday: true })).toBe('دوشنبه ۱۰ فروردین ۱۴۰۵');
    expect(formatJalaliLong(j(1403, 12, 30), { weekday: true })).toBe('پنجشنبه ۳۰ اسفند ۱۴۰۳');
    expect(formatJalaliLong('2026-03-30', { year: false })).toBe('۱۰ فروردین');
    expect(formatJalaliMonth(1405, 1)).toBe('فروردین ۱۴۰۵');
  });
  it('URL form keeps Latin digits and dashes', () => {
    expect(formatJalaliForUrl('2026-03-30')).toBe('1405-01-10');
    expect(formatJalaliForUrl(j(1405, 11, 2))).toBe('1405-11-02');
  });
  it('names months and weekdays in Persian, Saturday first', () => {
    expect(JALALI_MONTH_NAMES).toHaveLength(12);
    expect(jalaliMonthName(1)).toBe('فروردین');
    expect(jalaliMonthName(12)).toBe('اسفند');
    expect(jalaliMonthName(13)).toBe('');
    expect(WEEKDAY_NAMES[0]).toBe('شنبه');
    expect(WEEKDAY_NAMES[6]).toBe('جمعه');
    expect(WEEKDAY_SHORT_NAMES).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
  });
});

describe('display never throws', () => {
  it('prints a malformed ISO date as empty', () => {
    expect(formatJalaliDate('2026-02-30')).toBe('');
    expect(formatJalaliLong('soon', { weekday: true })).toBe('');
    expect(formatJalaliForUrl('')).toBe('');
  });
});
