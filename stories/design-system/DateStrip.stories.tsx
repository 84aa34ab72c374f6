import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateStrip, type DateStripProps } from '../../src/design-system/DateStrip';
import { calendarPrices, SEARCH_DATE, ON_MOBILE } from './fixtures/flights';

/** Holds the date like a screen would, so the strip moves when a day is picked. */
function Stateful(props: DateStripProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateStrip
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
  title: 'Design system/Results/DateStrip',
  component: DateStrip,
  args: { value: SEARCH_DATE, prices: calendarPrices, onChange: fn(), span: 3, loading: false },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const strip = within(canvasElement);
    const chosen = canvasElement.querySelector('[aria-current="date"]');
    await expect(chosen).toHaveTextContent('۴ آذر');
    await userEvent.click(strip.getByRole('button', { name: 'روز بعد' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-26');
    await userEvent.click(strip.getByRole('button', { name: 'روز قبل' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await userEvent.click(strip.getByRole('button', { name: /۶ آذر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27');
  },
};

/** 27 Nov (۶ آذر) is the cheapest day of the seven. */
export const CheapestMarked: Story = {
  play: async ({ canvasElement }) => {
    const cheapest = canvasElement.querySelectorAll('[data-cheapest]');
    await expect(cheapest).toHaveLength(1);
    await expect(cheapest[0]).toHaveTextContent('ارزان‌ترین');
    await expect(cheapest[0]).toHaveTextContent('۱۶٬۷۵۰٬۰۰۰');
  },
};

export const DaysWithoutFlights: Story = {
  args: {
    prices: { ...calendarPrices, '2026-11-26': null, '2026-11-28': 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('بدون پرواز')).toHaveLength(3);
  },
};

/** Today is the 24th: earlier days and their arrow are disabled. */
export const FromToday: Story = {
  args: { value: '2026-11-24', minDate: '2026-11-24' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'روز قبل' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { prices: {}, loading: true },
};

export const OnMobile: Story = {
  ...ON_MOBILE,
};
