import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/domain/duration';

describe('formatDuration (SPEC §9)', () => {
  it.each([
    [135, '۲ ساعت و ۱۵ دقیقه'],
    [45, '۴۵ دقیقه'],
    [180, '۳ ساعت'],
    [61, '۱ ساعت و ۱ دقیقه'],
    [60, '۱ ساعت'],
    [1, '۱ دقیقه'],
    [0, '۰ دقیقه'],
    [1505, '۲۵ ساعت و ۵ دقیقه'],
    [-5, '۰ دقیقه'],
    [Number.NaN, '۰ دقیقه'],
    [89.6, '۱ ساعت و ۳۰ دقیقه'],
  ])('%d minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
