import { describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '../../../src/domain/calendar-days';
import { jalaliMonthLength, jalaliToIso } from '../../../src/domain/jalali';
import { addJalaliMonths, jalaliMonthGrid, type CalendarCell } from '../../../src/domain/jalali-calendar';

const days = (grid: (CalendarCell | null)[][]) => grid.map((w) => w.map((c) => (c ? c.jalali.day : 0)));

describe('jalaliMonthGrid (Saturday-first)', () => {
  it('Esfand 1403 (leap, 30 days) starts on Wednesday', () => {
    expect(days(jalaliMonthGrid(1403, 12))).toEqual([
      [0, 0, 0, 0, 1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15, 16, 17],
      [18, 19, 20, 21, 22, 23, 24],
      [25, 26, 27, 28, 29, 30, 0],
    ]);
  });
  it('Farvardin 1405 starts on Saturday, 2026-03-21', () => {
    const grid = jalaliMonthGrid(1405, 1);
    expect(grid[0]?.[0]).toEqual({
      iso: '2026-03-21', jalali: { year: 1405, month: 1, day: 1 }, weekday: 0, inMonth: true, isFriday: false,
    });
    expect(grid).toHaveLength(5);
    expect(grid[0]?.[6]?.isFriday).toBe(true);
  });
  it('fills with neighbouring days when asked', () => {
    const grid = jalaliMonthGrid(1403, 12, { adjacentDays: true });
    expect(grid[0]?.[0]).toMatchObject({ iso: '2025-02-15', jalali: { year: 1403, month: 11, day: 27 }, inMonth: false });
    expect(grid[4]?.[6]).toMatchObject({ iso: '2025-03-21', jalali: { year: 1404, month: 1, day: 1 }, inMonth: false, isFriday: true });
  });
  it('can always give six weeks', () => {
    expect(jalaliMonthGrid(1405, 1, { fixedWeeks: true })).toHaveLength(6);
    expect(jalaliMonthGrid(1405, 1, { fixedWeeks: true })[5]).toEqual([null, null, null, null, null, null, null]);
  });
  it('holds for every month of 1395–1410: 7 columns, consecutive days, weekday = column', () => {
    for (let year = 1395; year <= 1410; year++) {
      for (let month = 1; month <= 12; month++) {
        const grid = jalaliMonthGrid(year, month, { adjacentDays: true });
        const cells = grid.flat();
        expect(grid.every((w) => w.length === 7)).toBe(true);
        expect(grid.length).toBeGreaterThanOrEqual(5);
        expect(grid.length).toBeLessThanOrEqual(6);
        const inMonth = cells.filter((c) => c?.inMonth);
        expect(inMonth).toHaveLength(jalaliMonthLength(year, month));
        expect(inMonth[0]?.iso).toBe(jalaliToIso({ year, month, day: 1 }));
        cells.forEach((c, i) => {
          expect(c?.weekday).toBe(i % 7);
          expect(weekdayIndex(c!.iso)).toBe(i % 7);
          expect(c?.isFriday).toBe(i % 7 === 6);
          if (i > 0) expect(c?.iso).toBe(addDays(cells[i - 1]!.iso, 1));
        });
        // No week is all neighbouring days.
        expect(grid.every((w) => w.some((c) => c?.inMonth))).toBe(true);
      }
    }
  });
});

describe('addJalaliMonths', () => {
  it.each([
    [1404, 12, 1, { year: 1405, month: 1 }],
    [1405, 1, -1, { year: 1404, month: 12 }],
    [1404, 5, -17, { year: 1402, month: 12 }],
    [1404, 5, 0, { year: 1404, month: 5 }],
    [1404, 5, 24, { year: 1406, month: 5 }],
  ])('%i/%i + %i', (year, month, n, expected) => {
    expect(addJalaliMonths(year, month, n)).toEqual(expected);
  });
});
