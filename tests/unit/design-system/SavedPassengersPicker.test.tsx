import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PassengerKind } from '../../../src/domain/enums';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { SavedPassengersPicker, type SavedPassengersPickerProps } from '../../../src/design-system/SavedPassengersPicker';
import { savedPassengers } from '../../../stories/design-system/fixtures/booking';

const renderPicker = (props: Partial<SavedPassengersPickerProps> = {}) => {
  const onToggle = vi.fn();
  render(<ThemeProvider><SavedPassengersPicker passengers={savedPassengers} selectedIds={[]} onToggle={onToggle} {...props} /></ThemeProvider>);
  return { onToggle };
};

describe('SavedPassengersPicker', () => {
  it('offers only the asked kind, with national codes in Persian digits', () => {
    renderPicker({ kind: PassengerKind.Child });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /نیما محمدی/ })).toHaveTextContent('۴۴۰۰۲۷۶۲۰۱');
  });

  it('toggles a passenger on and off', async () => {
    const { onToggle } = renderPicker({ kind: PassengerKind.Adult, selectedIds: ['p1'] });
    expect(screen.getByRole('checkbox', { name: /سارا محمدی/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /سارا محمدی/ }));
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }), false);
    await userEvent.click(screen.getByRole('checkbox', { name: /رضا کریمی/ }));
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p2' }), true);
  });

  it('disables unchosen cards once the limit is reached', () => {
    renderPicker({ kind: PassengerKind.Adult, selectedIds: ['p1'], max: 1 });
    expect(screen.getByText('۱ از ۱ انتخاب شده')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /رضا کریمی/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /سارا محمدی/ })).toBeEnabled();
  });

  it('says when none are saved and offers a new passenger', async () => {
    const onAddNew = vi.fn();
    renderPicker({ passengers: [], kind: PassengerKind.Infant, onAddNew });
    expect(screen.getByText('مسافر نوزاد ذخیره‌شده‌ای ندارید.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'مسافر جدید' }));
    expect(onAddNew).toHaveBeenCalledTimes(1);
  });
});
