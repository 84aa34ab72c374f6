import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelSortBar, type HotelSortBarProps } from '../../src/design-system';
import { HOTEL_SORT_LABELS, HOTEL_SORTS, HotelSort } from '../../src/domain/hotels';
import { ON_MOBILE } from './fixtures/flights';

/** Holds the value like a screen would, so the chosen chip moves when clicked. */
function Stateful(props: HotelSortBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <HotelSortBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Hotels/HotelSortBar',
  component: HotelSortBar,
  args: { value: HotelSort.Cheapest, onChange: fn(), layout: 'auto', resultCount: 300 },
  argTypes: {
    value: { control: 'select', options: HOTEL_SORTS },
    layout: { control: 'inline-radio', options: ['auto', 'chips', 'select'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof HotelSortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    for (const sort of HOTEL_SORTS) await expect(bar.getByRole('radio', { name: HOTEL_SORT_LABELS[sort] })).toBeInTheDocument();
    await expect(bar.getByText('۳۰۰ هتل')).toBeVisible();
    await expect(bar.getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
    await userEvent.click(bar.getByRole('radio', { name: 'بهترین امتیاز مهمانان' }));
    await expect(args.onChange).toHaveBeenCalledWith(HotelSort.GuestScore);
    await expect(bar.getByRole('radio', { name: 'بهترین امتیاز مهمانان' })).toBeChecked();
  },
};

export const Mobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const select = bar.getByRole('combobox', { name: 'مرتب‌سازی' });
    await userEvent.selectOptions(select, HotelSort.Stars);
    await expect(args.onChange).toHaveBeenCalledWith(HotelSort.Stars);
    await expect(select).toHaveValue(HotelSort.Stars);
  },
};
