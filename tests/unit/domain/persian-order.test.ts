import { describe, expect, it } from 'vitest';
import { comparePersian } from '../../../src/domain';

describe('comparePersian', () => {
  it('orders as a Persian dictionary, not by code point (گ after ک and before ل; پ after ب)', () => {
    expect(['ل', 'گ', 'پ', 'ک', 'ب', 'ی', 'ا'].sort(comparePersian)).toEqual(['ا', 'ب', 'پ', 'ک', 'گ', 'ل', 'ی']);
  });

  it('agrees with localeCompare in Persian on real names, and says equal for equal texts', () => {
    const names = ['اطراف حرم', 'بلوار وکیل‌آباد', 'خیابان امام رضا', 'چهارراه شهدا', 'کوهسنگی', 'گلشهر', 'زیست خاور', 'ژاله'];
    expect([...names].sort(comparePersian)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fa')));
    expect(comparePersian('مشهد', 'مشهد')).toBe(0);
  });
});
