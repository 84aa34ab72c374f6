import { describe, expect, it } from 'vitest';
import { tehranToday } from '../../../server/time/calendar';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Minutes after 19:00 UTC around Tehran's midnight at +04:30 (19:30) and +03:30 (20:30), and noon. */
const AROUND_MIDNIGHT = [0, 29, 30, 31, 59, 60, 89, 90, 91, 120, -420];
const zoneDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The server's "today in Tehran" against the time-zone database on every day from 1979 to a year
 * ahead, around both midnights: before 2022 Iran kept summer time (+04:30), which a fixed +03:30
 * read as the day before in the hour after each summer midnight.
 */
describe('the server reads Tehran dates from the time-zone database', () => {
  it('agrees with Asia/Tehran around midnight on every day since 1979', () => {
    const wrong: string[] = [];
    const end = Date.now() + 365 * DAY_MS;
    for (let day = Date.UTC(1979, 0, 1, 19); day < end; day += DAY_MS) {
      for (const minutes of AROUND_MIDNIGHT) {
        const at = new Date(day + minutes * MINUTE_MS);
        if (tehranToday(at) !== zoneDate.format(at)) wrong.push(at.toISOString());
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(wrong).toHaveLength(0);
  });

  it('reads an old summer evening on the next day, as Tehran did', () => {
    // 2021-06-01 19:45 UTC was 00:15 on June 2 in Tehran (+04:30), 23:15 on June 1 at +03:30.
    expect(tehranToday(new Date(Date.UTC(2021, 5, 1, 19, 45)))).toBe('2021-06-02');
    expect(tehranToday(new Date(Date.UTC(2026, 5, 1, 19, 45)))).toBe('2026-06-01');
  });
});
