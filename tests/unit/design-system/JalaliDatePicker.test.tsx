import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../../src/design-system/ThemeProvider';
import { JalaliDatePicker, type JalaliDatePickerProps } from '../../../src/design-system/JalaliDatePicker';

const TODAY = '2026-11-20';

// jsdom has no layout, so floating-ui reports the popover's target as detached and Mantine hides
// the dropdown with display: none; role queries must look at hidden nodes too. Storybook's play
// functions cover the same flows in Chromium with real visibility.
configure({ defaultHidden: true });

async function openedDialog(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await within(dialog).findAllByRole('grid');
  return dialog;
}

function Controlled({ initial = null, ...props }: Partial<JalaliDatePickerProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <JalaliDatePicker
      label="تاریخ رفت"
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

function setup(props: Partial<JalaliDatePickerProps> & { initial?: string | null } = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <Controlled {...props} onChange={onChange} />
    </ThemeProvider>,
  );
  return { onChange, user, field: screen.getByRole('button', { name: /^تاریخ رفت/ }) };
}

describe('JalaliDatePicker', () => {
  it('names the field by its label and value, and shows the placeholder while empty', () => {
    const { field } = setup();
    expect(field).toHaveAccessibleName('تاریخ رفت انتخاب تاریخ');
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the chosen day, moves with the keyboard, chooses with Enter and closes', async () => {
    const { onChange, user, field } = setup({ initial: '2026-11-25' });
    expect(field).toHaveTextContent('چهارشنبه ۴ آذر ۱۴۰۵');
    await user.click(field);
    const dialog = await openedDialog('تاریخ رفت');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-25'));
    await user.keyboard('{ArrowLeft}{PageDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-12-26');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(field).toHaveTextContent('شنبه ۵ دی ۱۴۰۵');
  });

  it('closes on Escape without choosing and gives focus back to the field', async () => {
    const { onChange, user, field } = setup();
    await user.click(field);
    const dialog = await openedDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears with the clear button', async () => {
    const { onChange, user, field } = setup({ initial: '2026-11-25' });
    await user.click(screen.getByRole('button', { name: 'پاک کردن تاریخ' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(field).toHaveAccessibleName('تاریخ رفت انتخاب تاریخ');
    expect(screen.queryByRole('button', { name: 'پاک کردن تاریخ' })).toBeNull();
  });

  it('shows an error and ties it to the field', () => {
    const { field } = setup({ error: 'تاریخ رفت را انتخاب کنید' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('تاریخ رفت را انتخاب کنید');
  });

  it('opens as a full-screen sheet when asked, with one month', async () => {
    const { user, field } = setup({ dropdownType: 'sheet', numberOfMonths: 2 });
    await user.click(field);
    const dialog = await openedDialog();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: /^۳۰ آبان ۱۴۰۵/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveTextContent('شنبه ۳۰ آبان ۱۴۰۵');
  });
});
