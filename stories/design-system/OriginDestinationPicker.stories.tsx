import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OriginDestinationPicker, type OriginDestinationPickerProps } from '../../src/design-system/LocationPicker';
import { LocationCodeType } from '../../src/domain';
import { ON_MOBILE } from './fixtures/flights';
import { DOMESTIC_PLACES, INTERNATIONAL_PLACES } from './fixtures/places';

function Stateful(props: OriginDestinationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OriginDestinationPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const THR = { code: 'THR', codeType: LocationCodeType.AirportCode };
const MHD = { code: 'MHD', codeType: LocationCodeType.AirportCode };

const meta = {
  title: 'Design system/Search/OriginDestinationPicker',
  component: OriginDestinationPicker,
  args: { value: { origin: THR, destination: MHD }, onChange: fn(), places: DOMESTIC_PLACES },
  argTypes: { scope: { control: 'inline-radio', options: ['domestic', 'international'] }, places: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OriginDestinationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The swap button exchanges the two ends. */
export const Swap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await expect(args.onChange).toHaveBeenCalledWith({ origin: MHD, destination: THR });
    await expect(canvas.getByRole('combobox', { name: 'مبدأ' })).toHaveValue('مشهد');
    await expect(canvas.getByRole('combobox', { name: 'مقصد' })).toHaveValue('تهران، مهرآباد');
  },
};

export const Empty: Story = {
  args: { value: { origin: null, destination: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' })).toBeDisabled();
  },
};

export const WithErrors: Story = {
  args: { value: { origin: null, destination: MHD }, originError: 'مبدأ را انتخاب کنید' },
};

export const International: Story = {
  args: {
    places: INTERNATIONAL_PLACES,
    scope: 'international',
    value: { origin: { code: 'THR', codeType: LocationCodeType.CityCode }, destination: { code: 'IST', codeType: LocationCodeType.CityCode } },
  },
};

/** Stacked on a phone, the swap button on the seam. */
export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'جابه‌جایی مبدأ و مقصد' }));
    await expect(args.onChange).toHaveBeenCalledWith({ origin: MHD, destination: THR });
  },
};
