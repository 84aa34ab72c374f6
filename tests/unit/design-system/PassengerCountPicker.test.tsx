import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import {
  decrementBlock, formatPassengerSummary, incrementBlock, PassengerCountPicker, stepCount, type PassengerCounts,
} from '../../../src/design-system/PassengerCountPicker';

// jsdom has no layout: Mantine hides the popover with display: none, so queries include hidden nodes.
configure({ defaultHidden: true });

const counts = (adults: number, children = 0, infants = 0): PassengerCounts => ({ adults, children, infants });

describe('passenger limits', () => {
  it('keeps at least one adult', () => {
    expect(decrementBlock(counts(1), 'adults')).toBe('min');
    expect(decrementBlock(counts(2), 'adults')).toBeNull();
    expect(decrementBlock(counts(1), 'children')).toBe('min');
  });

  it('allows one infant per adult, and no adult leaves an infant behind', () => {
    expect(incrementBlock(counts(1, 0, 0), 'infants')).toBeNull();
    expect(incrementBlock(counts(1, 0, 1), 'infants')).toBe('infants-over-adults');
    expect(decrementBlock(counts(2, 0, 2), 'adults')).toBe('adults-under-infants');
    expect(decrementBlock(counts(3, 0, 2), 'adults')).toBeNull();
  });

  it('stops every + at nine passengers', () => {
    const nine = counts(5, 2, 2);
    for (const group of ['adults', 'children', 'infants'] as const) expect(incrementBlock(nine, group)).toBe('max-total');
    expect(incrementBlock(counts(4, 2, 2), 'children')).toBeNull();
  });

  it('steps only when allowed, returning the same object otherwise', () => {
    const one = counts(1);
    expect(stepCount(one, 'adults', -1)).toBe(one);
    expect(stepCount(one, 'children', 1)).toEqual(counts(1, 1, 0));
  });

  it('summarises the groups that travel with Persian digits', () => {
    expect(formatPassengerSummary(counts(2, 1, 0))).toBe('۲ بزرگسال، ۱ کودک');
    expect(formatPassengerSummary(counts(1, 0, 1))).toBe('۱ بزرگسال، ۱ نوزاد');
  });
});

interface ControlledProps {
  initial: PassengerCounts;
  onChange: (v: PassengerCounts) => void;
  dropdownType?: 'popover' | 'sheet';
}

function Controlled({ initial, onChange, dropdownType = 'popover' }: ControlledProps) {
  const [value, setValue] = useState(initial);
  return (
    <PassengerCountPicker
      value={value}
      dropdownType={dropdownType}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PassengerCountPicker', () => {
  it('steps counts and shows the summary on the field', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ThemeProvider><Controlled initial={counts(1)} onChange={onChange} /></ThemeProvider>);
    await user.click(screen.getByRole('button', { name: /^مسافران/ }));
    await user.click(await screen.findByRole('button', { name: 'افزودن بزرگسال' }));
    await user.click(screen.getByRole('button', { name: 'افزودن نوزاد' }));
    expect(onChange).toHaveBeenLastCalledWith(counts(2, 0, 1));
    expect(screen.getByRole('button', { name: 'مسافران ۲ بزرگسال، ۱ نوزاد' })).toBeInTheDocument();
  });

  it('disables + with the reason when infants reach adults', async () => {
    const user = userEvent.setup();
    render(<ThemeProvider><Controlled initial={counts(1, 0, 1)} onChange={vi.fn()} /></ThemeProvider>);
    await user.click(screen.getByRole('button', { name: /^مسافران/ }));
    const plus = await screen.findByRole('button', { name: 'افزودن نوزاد' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription('تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد');
  });

  it('says "at most nine" once when the total is reached', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ThemeProvider><Controlled initial={counts(8)} onChange={onChange} /></ThemeProvider>);
    await user.click(screen.getByRole('button', { name: /^مسافران/ }));
    await user.click(await screen.findByRole('button', { name: 'افزودن کودک' }));
    expect(onChange).toHaveBeenLastCalledWith(counts(8, 1, 0));
    expect(screen.getByRole('button', { name: 'افزودن بزرگسال' })).toBeDisabled();
    expect(screen.getAllByText('حداکثر ۹ مسافر')).toHaveLength(1);
  });

  // The sheet is a chunk of its own: it mounts at the first opening, then steps and closes as the popover does.
  it('opens as a sheet on a phone, steps and closes with the confirm button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ThemeProvider><Controlled initial={counts(1)} onChange={onChange} dropdownType="sheet" /></ThemeProvider>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const field = screen.getByRole('button', { name: /^مسافران/ });
    await user.click(field);
    expect(await screen.findByRole('dialog', { name: 'مسافران' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'افزودن کودک' }));
    expect(onChange).toHaveBeenLastCalledWith(counts(1, 1, 0));
    await user.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAccessibleName('مسافران ۱ بزرگسال، ۱ کودک');
  });
});
