import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { DateStrip, stripDays } from '../../../src/design-system/DateStrip';
import { calendarPrices } from '../../../stories/design-system/fixtures/flights';

describe('stripDays', () => {
  it('lists ±3 days, marks the cheapest and reads 0 as no flights', () => {
    const days = stripDays('2026-11-25', { ...calendarPrices, '2026-11-28': 0 }, 3);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28',
    ]);
    expect(days.filter((d) => d.cheapest).map((d) => d.date)).toEqual(['2026-11-27']);
    expect(days[1]!.price).toBeNull();
    expect(days[6]!.price).toBeNull();
  });

  it('marks nothing when no day has a price, and leaves unknown days undefined', () => {
    const days = stripDays('2026-11-25', {}, 1);
    expect(days.some((d) => d.cheapest)).toBe(false);
    expect(days[0]!.price).toBeUndefined();
  });
});

describe('DateStrip', () => {
  it('moves to the next and previous day and picks a day', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <DateStrip value="2026-11-25" prices={calendarPrices} onChange={onChange} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'روز بعد' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'روز قبل' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: /۲ آذر/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(screen.getByRole('button', { current: 'date' })).toHaveTextContent('۴ آذر');
    expect(screen.getByText('بدون پرواز')).toBeInTheDocument();
  });

  it('disables days before the minimum date', () => {
    render(
      <ThemeProvider>
        <DateStrip value="2026-11-25" prices={calendarPrices} onChange={vi.fn()} minDate="2026-11-25" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'روز قبل' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /۳ آذر/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /۵ آذر/ })).toBeEnabled();
  });
});
