import { describe, expect, it } from 'vitest';
import { hotelTitle } from '../../../../src/domain/hotels';

describe('hotelTitle', () => {
  it('puts «هتل» before a name only when the name does not start with it', () => {
    expect(hotelTitle('آسمان')).toBe('هتل آسمان');
    expect(hotelTitle('هتل آسمان')).toBe('هتل آسمان');
    expect(hotelTitle(' هتل آسمان ')).toBe('هتل آسمان');
    expect(hotelTitle('هتل‌آپارتمان نگین')).toBe('هتل‌آپارتمان نگین');
    expect(hotelTitle('هتل')).toBe('هتل');
    // «هتلینگ» is a name of its own, not the word «هتل».
    expect(hotelTitle('هتلینگ')).toBe('هتل هتلینگ');
  });
});
