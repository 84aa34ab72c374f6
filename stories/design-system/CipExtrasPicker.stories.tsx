import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CipExtrasPicker, type CipExtrasPickerProps } from '../../src/design-system';
import { CIP_EXTRAS } from './fixtures/cip';
import { ON_MOBILE } from './fixtures/flights';

function Stateful(props: CipExtrasPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 640 }}>
      <CipExtrasPicker {...props} value={value} onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/CIP/CipExtrasPicker',
  component: CipExtrasPicker,
  args: { extras: CIP_EXTRAS, value: [], onChange: fn(), travellers: 2 },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CipExtrasPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing asked for: each extra with its price and how it is counted. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'خدمات اضافه' })).toBeVisible();
    await expect(c.getAllByRole('checkbox')).toHaveLength(5);
    await expect(c.getByText('برای هر چمدان')).toBeVisible();
    await expect(c.getByText('برای هر مسافر')).toBeVisible();
    await expect(c.queryByRole('group', { name: 'تعداد باربر' })).toBeNull();
  },
};

/** Ticking the porter adds one bag; + and − count them, up to the most; unticking drops it. */
export const CountingBags: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: /باربر/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'porter', count: 1 }]);
    await userEvent.click(c.getByRole('button', { name: 'یک چمدان بیشتر' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'porter', count: 2 }]);
    await expect(c.getByText('۲ چمدان')).toBeVisible();
    await userEvent.click(c.getByRole('checkbox', { name: /خوشامدگو/ }));
    // Kept in the offer's order: the greeter comes first.
    await expect(args.onChange).toHaveBeenLastCalledWith([{ extra: 'greeter' }, { extra: 'porter', count: 2 }]);
  },
};

/** Chosen extras for two travellers: the per-person extra's sum counts both, a guest at one has no sum. */
export const Chosen: Story = {
  args: { value: [{ extra: 'greeter' }, { extra: 'porter', count: 3 }, { extra: 'lounge-guest', count: 1 }, { extra: 'fast-track' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('۳ چمدان')).toBeVisible();
    await expect(c.getByRole('button', { name: 'یک همراه کمتر' })).toBeDisabled();
    await expect(c.getAllByText(/جمع:/)).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { disabled: true, value: [{ extra: 'porter', count: 2 }] } };

export const WithError: Story = { args: { error: 'این خدمت اضافه در فرودگاه امام خمینی ارائه نمی‌شود.' } };

export const OnMobile: Story = { ...ON_MOBILE, args: { value: [{ extra: 'porter', count: 2 }, { extra: 'fast-track' }] } };
