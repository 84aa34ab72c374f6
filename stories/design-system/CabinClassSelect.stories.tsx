import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CabinClassSelect, type CabinClassSelectProps } from '../../src/design-system/CabinClassSelect';
import { Cabin } from '../../src/domain';
import { ON_MOBILE } from './fixtures/flights';

function Stateful(props: CabinClassSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 280 }}>
      <CabinClassSelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Search/CabinClassSelect',
  component: CabinClassSelect,
  args: { value: Cabin.Economy, onChange: fn() },
  argTypes: { value: { control: 'select', options: Object.values(Cabin) } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CabinClassSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Economy: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'کلاس پرواز' });
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['اکونومی', 'بیزینس', 'فرست کلاس']);
    await userEvent.selectOptions(select, String(Cabin.Business));
    await expect(args.onChange).toHaveBeenCalledWith(Cabin.Business);
    await expect(select).toHaveValue(String(Cabin.Business));
  },
};

export const Business: Story = { args: { value: Cabin.Business } };

export const Disabled: Story = { args: { disabled: true } };

export const OnMobile: Story = { ...ON_MOBILE, args: { value: Cabin.First } };
