import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JalaliDatePicker, type JalaliDatePickerProps } from '../../src/design-system/JalaliDatePicker';
import { STORY_TODAY, storyPrices } from './dates-fixtures';

/** The picker is controlled: the story holds the value, as a form would. */
function Stateful(args: JalaliDatePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <JalaliDatePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Dates/JalaliDatePicker',
  component: JalaliDatePicker,
  render: Stateful,
  args: { label: 'تاریخ رفت', value: null, today: STORY_TODAY, minDate: STORY_TODAY, onChange: fn() },
  argTypes: {
    valueFormat: { control: 'inline-radio', options: ['long', 'short'] },
    dropdownType: { control: 'inline-radio', options: ['popover', 'sheet'] },
  },
} satisfies Meta<typeof JalaliDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// Open pickers live in a portal outside #storybook-root: screenshot the whole page.
const page = { layout: 'fullscreen' } as const;

/** Open pickers sit in a portal and fade in: find the dialog in document.body, wait until it shows. */
async function openedDialog(name?: string) {
  const dialog = await within(document.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 640 }}><Story /></div>];

export const Playground: Story = {};

export const ClosedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('button', { name: 'تاریخ رفت انتخاب تاریخ' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClosedWithValue: Story = {
  args: { value: '2026-11-25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('چهارشنبه ۴ آذر ۱۴۰۵')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'پاک کردن تاریخ' })).toBeVisible();
  },
};

export const ShortFormat: Story = {
  args: { value: '2026-11-25', valueFormat: 'short' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰۴/۰۹/۱۴۰۵')).toBeVisible();
  },
};

/** Desktop: a popover with two months and the day's fares. */
export const Open: Story = {
  args: { value: '2026-11-25', defaultOpened: true, prices: storyPrices() },
  parameters: page,
  decorators: padded,
  play: async () => {
    const dialog = await openedDialog('تاریخ رفت');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-25'));
  },
};

/** Mobile: a full-screen sheet with one month and day cells at least 40 px tall. */
export const OpenOnMobile: Story = {
  args: { defaultOpened: true, prices: storyPrices() },
  parameters: { ...page, viewport: { defaultViewport: 'mobile' } },
  decorators: padded,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await openedDialog();
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    const today = within(dialog).getByRole('button', { name: /^۲۹ آبان ۱۴۰۵، امروز/ });
    await expect(today.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const ErrorState: Story = {
  args: { error: 'تاریخ رفت را انتخاب کنید', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('تاریخ رفت را انتخاب کنید')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^تاریخ رفت/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: '2026-11-25', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^تاریخ رفت/ })).toBeDisabled();
  },
};

/** Open, move with the keyboard (RTL: ArrowLeft is tomorrow), choose with Enter: ISO out, picker closed. */
export const ChooseWithKeyboard: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^تاریخ رفت/ }));
    const dialog = await openedDialog();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', STORY_TODAY));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-12-22'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-22');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByText('سه‌شنبه ۱ دی ۱۴۰۵')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: /^تاریخ رفت/ });
    await userEvent.click(field);
    const dialog = await openedDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Clear: Story = {
  args: { value: '2026-11-25' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'پاک کردن تاریخ' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('انتخاب تاریخ')).toBeVisible();
  },
};
