import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import {
  chooseTravelDay, JalaliRangePicker, stepFor, type JalaliRangePickerProps, type TravelDates,
} from '../../../src/design-system/JalaliRangePicker';

const TODAY = '2026-11-20';
const EMPTY: TravelDates = { departure: null, return: null };

describe('range rule (chooseTravelDay)', () => {
  it('first click sets the departure, the second the return, then it is done', () => {
    const first = chooseTravelDay(EMPTY, 'departure', '2026-11-26');
    expect(first).toEqual({ value: { departure: '2026-11-26', return: null }, next: 'return', done: false });
    const second = chooseTravelDay(first.value, first.next, '2026-11-30');
    expect(second).toEqual({ value: { departure: '2026-11-26', return: '2026-11-30' }, next: 'departure', done: true });
  });

  it('restarts from a return before the departure, and allows a same-day return', () => {
    const half = { departure: '2026-12-01', return: null };
    expect(chooseTravelDay(half, 'return', '2026-11-26').value).toEqual({ departure: '2026-11-26', return: null });
    expect(chooseTravelDay(half, 'return', '2026-12-01')).toMatchObject({ done: true, value: { return: '2026-12-01' } });
  });

  it('a new departure drops the old return', () => {
    const full = { departure: '2026-11-26', return: '2026-11-30' };
    expect(chooseTravelDay(full, 'departure', '2026-11-28').value).toEqual({ departure: '2026-11-28', return: null });
  });

  it('opens the return field on the return only once a departure exists', () => {
    expect(stepFor('return', EMPTY)).toBe('departure');
    expect(stepFor('return', { departure: '2026-11-26', return: null })).toBe('return');
    expect(stepFor('departure', { departure: '2026-11-26', return: '2026-11-30' })).toBe('departure');
  });
});

// jsdom has no layout, so floating-ui reports the popover's target as detached and Mantine hides
// the dropdown with display: none; role queries must look at hidden nodes too. Storybook's play
// functions cover the same flows in Chromium with real visibility.
configure({ defaultHidden: true });

async function openedDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await within(dialog).findAllByRole('grid');
  return dialog;
}

function Controlled({ initial = EMPTY, ...props }: Partial<JalaliRangePickerProps> & { initial?: TravelDates }) {
  const [value, setValue] = useState(initial);
  return (
    <JalaliRangePicker
      today={TODAY}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function setup(props: Partial<JalaliRangePickerProps> & { initial?: TravelDates } = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Controlled {...props} onChange={onChange} />
    </ThemeProvider>,
  );
  return {
    onChange,
    user,
    departure: screen.getByRole('button', { name: /^تاریخ رفت/ }),
    back: screen.getByRole('button', { name: /^تاریخ برگشت/ }),
  };
}

describe('JalaliRangePicker', () => {
  it('guides two clicks, previews on hover and closes with both days', async () => {
    const { onChange, user, departure, back } = setup({ numberOfMonths: 2 });
    await user.click(departure);
    const dialog = await openedDialog('تاریخ رفت و برگشت');
    expect(within(dialog).getByText('تاریخ رفت را انتخاب کنید')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^۵ آذر ۱۴۰۵/ }));
    expect(onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: null });
    expect(within(dialog).getByText('تاریخ برگشت را انتخاب کنید')).toBeInTheDocument();
    await user.hover(within(dialog).getByRole('button', { name: /^۹ آذر ۱۴۰۵/ }));
    expect(within(dialog).getByRole('button', { name: /^۷ آذر ۱۴۰۵/ }).closest('td')).toHaveAttribute('data-preview');
    await user.click(within(dialog).getByRole('button', { name: /^۹ آذر ۱۴۰۵/ }));
    expect(onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: '2026-11-30' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(departure).toHaveTextContent('پنجشنبه ۵ آذر');
    expect(back).toHaveTextContent('دوشنبه ۹ آذر');
  });

  it('chooses both days with the keyboard alone', async () => {
    const { onChange, user } = setup();
    screen.getByRole('button', { name: /^تاریخ رفت/ }).focus();
    await user.keyboard('{Enter}');
    await openedDialog();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', TODAY));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ departure: '2026-11-21', return: null });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ departure: '2026-11-21', return: '2026-11-28' });
  });

  it('the return field reopens on the return; its clear button keeps the departure', async () => {
    const { onChange, user, back } = setup({ initial: { departure: '2026-11-26', return: '2026-11-30' }, numberOfMonths: 2 });
    await user.click(back);
    const dialog = await openedDialog();
    expect(within(dialog).getByText('تاریخ برگشت را انتخاب کنید')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^۱۲ آذر ۱۴۰۵/ }));
    expect(onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: '2026-12-03' });
    await user.click(screen.getByRole('button', { name: 'پاک کردن تاریخ برگشت' }));
    expect(onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: null });
    await user.click(screen.getByRole('button', { name: 'پاک کردن تاریخ رفت و برگشت' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY);
  });

  it('ties one error message to both fields', () => {
    const { departure, back } = setup({ error: 'تاریخ برگشت را انتخاب کنید' });
    expect(departure).toHaveAccessibleDescription('تاریخ برگشت را انتخاب کنید');
    expect(back).toHaveAttribute('aria-invalid', 'true');
  });
});
