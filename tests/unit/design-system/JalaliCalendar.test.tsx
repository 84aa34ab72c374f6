import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { JalaliCalendar } from '../../../src/design-system/JalaliCalendar';
import { dayAfterKey } from '../../../src/design-system/JalaliCalendar/useCalendarKeyboard';
import { cheapestDays, compactPrice, makeIsDisabled } from '../../../src/design-system/JalaliCalendar/day-state';
import { monthWeeks, shiftByMonths } from '../../../src/design-system/JalaliCalendar/calendar-systems';

const TODAY = '2026-11-20'; // Friday 29 Aban 1405
const renderIn = (ui: ReactNode) => render(<ThemeProvider>{ui}</ThemeProvider>);
const focusedDate = () => document.activeElement?.getAttribute('data-date');

function setup(props: Partial<Parameters<typeof JalaliCalendar>[0]> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderIn(<JalaliCalendar today={TODAY} onChange={onChange} {...props} />);
  return { onChange, user };
}

describe('JalaliCalendar grid', () => {
  it('draws Aban 1405 Saturday first, Friday as the weekend and today marked', () => {
    setup();
    expect(screen.getByText('آبان ۱۴۰۵')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'ششنبه', 'ییکشنبه', 'ددوشنبه', 'سسه‌شنبه', 'چچهارشنبه', 'پپنجشنبه', 'ججمعه',
    ]);
    expect(headers[6]).toHaveAttribute('data-weekend');
    const today = screen.getByRole('button', { name: '۲۹ آبان ۱۴۰۵، امروز' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('data-weekend');
    // 1 Aban 1405 (2026-10-23) is a Friday: the first row is six blanks and that day.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('button')).toHaveLength(1);
  });

  it('has exactly one tab stop: the chosen day, else today', () => {
    setup({ value: '2026-11-25' });
    const stops = screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0' && b.dataset.date);
    expect(stops.map((b) => b.dataset.date)).toEqual(['2026-11-25']);
    expect(screen.getByText('آذر ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '۴ آذر ۱۴۰۵، انتخاب‌شده' }).closest('td')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('JalaliCalendar keyboard (RTL)', () => {
  it('moves by day, week, month and week edges, then chooses with Enter', async () => {
    const { onChange, user } = setup();
    screen.getByRole('button', { name: /امروز/ }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(focusedDate()).toBe('2026-11-21'); // Left is the next day in RTL
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedDate()).toBe('2026-11-19');
    await user.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-11-26');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedDate()).toBe('2026-11-12');
    await user.keyboard('{Home}');
    expect(focusedDate()).toBe('2026-11-07'); // Saturday
    await user.keyboard('{End}');
    expect(focusedDate()).toBe('2026-11-13'); // Friday
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2026-12-13'); // 22 Azar
    expect(screen.getByText('آذر ۱۴۰۵')).toBeInTheDocument();
    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedDate()).toBe('2026-10-14'); // 22 Mehr
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDate()).toBe('2027-10-14'); // 22 Mehr 1406
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2027-10-14');
    await user.keyboard('{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('2027-10-15');
    expect(onChange).toHaveBeenCalledTimes(2);
  }, 20_000); // many re-renders under jsdom: slow when the machine is busy

  it('keeps one tab stop that follows the focus', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: /امروز/ }).focus();
    await user.keyboard('{ArrowDown}');
    const stops = screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0' && b.dataset.date);
    expect(stops.map((b) => b.dataset.date)).toEqual(['2026-11-27']);
  });

  it('stops at min and max and will not choose a disabled day', async () => {
    const { onChange, user } = setup({ minDate: TODAY, maxDate: '2026-11-25', disabledDates: ['2026-11-22'] });
    expect(screen.getByRole('button', { name: 'ماه قبل' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '۲۸ آبان ۱۴۰۵' }));
    screen.getByRole('button', { name: /امروز/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe(TODAY);
    await user.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-11-25');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focusedDate()).toBe('2026-11-22');
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads arrows the other way round in LTR', () => {
    const options = { system: 'jalali' as const, dir: 'ltr' as const };
    expect(dayAfterKey('ArrowRight', TODAY, false, options)).toBe('2026-11-21');
    expect(dayAfterKey('ArrowLeft', TODAY, false, options)).toBe('2026-11-19');
    expect(dayAfterKey('Tab', TODAY, false, options)).toBeNull();
  });

  it('clamps month jumps to the target month length', () => {
    // 31 Shahrivar 1405 → 30 Mehr; 31 January → 28 February.
    expect(shiftByMonths('jalali', '2026-09-22', 1)).toBe('2026-10-22');
    expect(shiftByMonths('gregorian', '2027-01-31', 1)).toBe('2027-02-28');
  });
});

describe('JalaliCalendar months and calendars', () => {
  it('shows two months when asked and pages with the month buttons', async () => {
    const { user } = setup({ numberOfMonths: 2 });
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByText('آذر ۱۴۰۵')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ماه بعد' }));
    expect(screen.getByText('دی ۱۴۰۵')).toBeInTheDocument();
    expect(screen.queryByText('آبان ۱۴۰۵')).toBeNull();
  });

  it('flips to Gregorian months with Persian names, Saturday first, ISO out', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByText('میلادی'));
    expect(screen.getByText('نوامبر ۲۰۲۶')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '۲۰ نوامبر ۲۰۲۶، امروز' }));
    expect(onChange).toHaveBeenCalledWith(TODAY);
    // November 2026 starts on a Sunday: one blank, then the 1st.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('button')).toHaveLength(6);
  });
});

describe('JalaliCalendar prices', () => {
  // 2 to 5 Azar 1405.
  const prices = { '2026-11-23': 24_500_000, '2026-11-24': 19_800_000, '2026-11-25': 19_800_000, '2026-11-26': 31_000_000 };

  it('prints thousands of toman and labels the cheapest days with the full rial price', () => {
    setup({ prices, defaultMonth: '2026-11-23' });
    expect(screen.getByText('۲٬۴۵۰')).toBeInTheDocument();
    const cheapest = screen.getAllByRole('button', { name: /ارزان‌ترین/ });
    expect(cheapest.map((b) => b.dataset.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(cheapest[0]).toHaveAccessibleName('۳ آذر ۱۴۰۵، ارزان‌ترین ۱۹٬۸۰۰٬۰۰۰ ریال');
    expect(screen.getByRole('button', { name: '۵ آذر ۱۴۰۵، ۳۱٬۰۰۰٬۰۰۰ ریال' })).not.toHaveAttribute('data-cheapest');
  });

  it('ignores disabled days when finding the cheapest', () => {
    const isDisabled = makeIsDisabled({ minDate: null, maxDate: null }, ['2026-11-24', '2026-11-25']);
    const weeks = monthWeeks('jalali', { year: 1405, month: 9 });
    expect([...cheapestDays(weeks, prices, isDisabled)]).toEqual(['2026-11-23']);
    expect(compactPrice(2_455_000)).toBe('۲۴۶');
  });
});
