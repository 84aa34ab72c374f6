/** Fixed days and fares for the date stories: screenshots never depend on the real clock. */
import { addDays, type IsoDate } from '../../src/domain/calendar-days';

/** Story settings for the 375 px viewport (the test-runner reads either). */
export const ON_MOBILE = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Friday 29 Aban 1405: "today" in every date story. */
export const STORY_TODAY: IsoDate = '2026-11-20';

/** Deterministic lowest fares in rials, like CalendarPrices returns: 18–33 million a day. */
export function storyPrices(from: IsoDate = STORY_TODAY, days = 75): Record<IsoDate, number> {
  const prices: Record<IsoDate, number> = {};
  for (let i = 0; i < days; i++) {
    prices[addDays(from, i)] = 18_500_000 + ((i * 7) % 13) * 1_150_000 + (i % 5) * 250_000;
  }
  return prices;
}
