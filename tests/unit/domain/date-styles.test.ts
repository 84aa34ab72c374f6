import { describe, expect, it } from 'vitest';
import { jalaliDateTime, travelDateTime } from '../../../src/domain';

// One date style per kind of date (issue 29): a day of travel in words, a record's moment compact.
describe('date styles', () => {
  it('writes a day of travel in words, with its Tehran clock when it has one', () => {
    expect(travelDateTime('2026-12-07T05:00:00Z')).toBe('دوشنبه ۱۶ آذر ۱۴۰۵، ساعت ۰۸:۳۰');
    expect(travelDateTime('2026-12-07T08:30:00+03:30')).toBe('دوشنبه ۱۶ آذر ۱۴۰۵، ساعت ۰۸:۳۰');
    expect(travelDateTime('2026-12-07')).toBe('دوشنبه ۱۶ آذر ۱۴۰۵');
  });

  it('writes a record’s moment compact, in Tehran whatever the device’s zone', () => {
    expect(jalaliDateTime('2026-12-07T05:00:00Z')).toBe('۱۶/۰۹/۱۴۰۵، ساعت ۰۸:۳۰');
    // Just before midnight UTC is the next morning in Tehran.
    expect(jalaliDateTime('2026-12-06T22:00:00Z')).toBe('۱۶/۰۹/۱۴۰۵، ساعت ۰۱:۳۰');
  });

  it('writes nothing for what is not a date', () => {
    expect(jalaliDateTime('not a date')).toBe('');
    expect(travelDateTime('')).toBe('');
  });
});
