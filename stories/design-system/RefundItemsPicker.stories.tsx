import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundItemsPicker, ROOM_REFUND_WORDS, type RefundItemsPickerProps } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { HOTEL_REFUND_ITEMS, REFUND_ITEMS } from './fixtures/refunds';

/** Controlled, as the refund screen holds the chosen ids. */
function Stateful(args: RefundItemsPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 640 }}>
      <RefundItemsPicker {...args} value={value} onChange={(next) => { setValue(next); args.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/Account/RefundItemsPicker',
  component: RefundItemsPicker,
  render: Stateful,
  args: { items: REFUND_ITEMS, value: [], onChange: fn() },
} satisfies Meta<typeof RefundItemsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; ticking a ticket reports its id, a refunded one cannot be ticked and says why. */
export const Unchosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sara = canvas.getByRole('checkbox', { name: /SARA/ });
    await expect(sara).not.toBeChecked();
    await userEvent.click(sara);
    await expect(args.onChange).toHaveBeenLastCalledWith(['i2']);
    await expect(sara).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /NIKA/ })).toBeDisabled();
    await expect(canvas.getByText(/این بلیت استرداد شده است/)).toBeVisible();
    await expect(canvas.getAllByText(/جریمه ۳۰٪/)).toHaveLength(2);
  },
};

export const OneChosen: Story = {
  args: { value: ['i1'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /ALI/ })).toBeChecked();
  },
};

/** Asked without a choice. */
export const WithError: Story = {
  args: { error: 'دست‌کم یک بلیت را برای استرداد انتخاب کنید.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('دست‌کم یک بلیت را برای استرداد انتخاب کنید.')).toBeVisible();
  },
};

/** While the request is being sent. */
export const Disabled: Story = {
  args: { value: ['i2'], disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { value: ['i2'] } };

/** A hotel stay: rooms by their lead guest and check-in day, no passenger kind. */
export const HotelRooms: Story = {
  args: { items: HOTEL_REFUND_ITEMS, words: ROOM_REFUND_WORDS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('اتاق‌هایی که لغو و استرداد می‌شوند')).toBeVisible();
    await expect(canvas.queryByText(/بزرگسال/)).toBeNull();
    await expect(canvas.getAllByText(/^ورود پنجشنبه ۱۹ آذر ۱۴۰۵/)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: /ALI/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['h2']);
  },
};
