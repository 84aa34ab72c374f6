import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { JalaliDateText } from '../../../src/design-system/JalaliDateText';

const renderIn = (ui: ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('JalaliDateText', () => {
  it('prints DD/MM/YYYY in Persian digits inside <time dateTime="YYYY-MM-DD">', () => {
    renderIn(<JalaliDateText date="2026-03-30" />);
    const time = screen.getByText('۱۰/۰۱/۱۴۰۵');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-30');
  });

  it('prints the long form with weekday, and without weekday or year when asked', () => {
    renderIn(
      <>
        <JalaliDateText date="2026-03-30" format="long" />
        <JalaliDateText date="2026-03-30" format="long" withWeekday={false} withYear={false} />
      </>,
    );
    expect(screen.getByText('دوشنبه ۱۰ فروردین ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByText('۱۰ فروردین')).toBeInTheDocument();
  });

  it('knows 1403 is leap: 2025-03-20 is 30 Esfand 1403', () => {
    renderIn(<JalaliDateText date="2025-03-20" />);
    expect(screen.getByText('۳۰/۱۲/۱۴۰۳')).toBeInTheDocument();
  });

  it('renders nothing for a missing or malformed date', () => {
    const { container } = renderIn(
      <>
        <JalaliDateText date={null} />
        <JalaliDateText date="2026-02-30" />
        <JalaliDateText date="1405-01-10x" />
      </>,
    );
    expect(container.querySelector('time')).toBeNull();
  });
});
