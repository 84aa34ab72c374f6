import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortBar, type SortBarProps } from '../../src/design-system/SortBar';
import { SortOption } from '../../src/domain';

/** Holds the value like a screen would, so the chosen chip moves when clicked. */
function Stateful(props: SortBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Results/SortBar',
  component: SortBar,
  args: { value: SortOption.Cheapest, onChange: fn(), layout: 'auto', resultCount: 42 },
  argTypes: {
    value: { control: 'select', options: Object.values(SortOption) },
    layout: { control: 'inline-radio', options: ['auto', 'chips', 'select'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    for (const label of ['ارزان‌ترین', 'زودترین', 'دیرترین', 'سریع‌ترین', 'گران‌ترین', 'پیشنهاد ویژه']) {
      await expect(bar.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await expect(bar.getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
    await userEvent.click(bar.getByRole('radio', { name: 'زودترین' }));
    await expect(args.onChange).toHaveBeenCalledWith(SortOption.Earliest);
    await expect(bar.getByRole('radio', { name: 'زودترین' })).toBeChecked();
  },
};

export const Mobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const select = bar.getByRole('combobox', { name: 'مرتب‌سازی' });
    await userEvent.selectOptions(select, String(SortOption.Fastest));
    await expect(args.onChange).toHaveBeenCalledWith(SortOption.Fastest);
    await expect(select).toHaveValue(String(SortOption.Fastest));
  },
};
