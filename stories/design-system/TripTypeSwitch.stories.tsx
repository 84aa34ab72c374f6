import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DOMESTIC_TRIP_TYPES, TripTypeSwitch, type TripTypeSwitchProps } from '../../src/design-system/TripTypeSwitch';
import { TripType } from '../../src/domain';
import { ON_MOBILE } from './fixtures/flights';

/** Holds the value like the search form does. */
function Stateful(props: TripTypeSwitchProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TripTypeSwitch
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
  title: 'Design system/Search/TripTypeSwitch',
  component: TripTypeSwitch,
  args: { value: TripType.OneWay, onChange: fn(), variant: 'segmented' },
  argTypes: {
    value: { control: 'select', options: Object.values(TripType) },
    variant: { control: 'inline-radio', options: ['segmented', 'chips'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TripTypeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Segmented: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'نوع سفر' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(group).getByLabelText('رفت و برگشت'));
    await expect(args.onChange).toHaveBeenCalledWith(TripType.RoundTrip);
    await expect(within(group).getByRole('radio', { name: 'رفت و برگشت' })).toBeChecked();
  },
};

export const Chips: Story = {
  args: { variant: 'chips', value: TripType.RoundTrip },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'نوع سفر' });
    await userEvent.click(within(group).getByRole('radio', { name: 'چند مسیره' }));
    await expect(args.onChange).toHaveBeenCalledWith(TripType.MultiDestination);
  },
};

/** Domestic search: no multi-destination. */
export const DomesticOnly: Story = {
  args: { options: DOMESTIC_TRIP_TYPES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const OnMobile: Story = { ...ON_MOBILE, args: { value: TripType.RoundTrip } };
