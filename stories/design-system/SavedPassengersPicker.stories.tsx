import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PassengerKind } from '../../src/domain/enums';
import { SavedPassengersPicker, type SavedPassengersPickerProps } from '../../src/design-system/SavedPassengersPicker';
import { ON_MOBILE, savedPassengers } from './fixtures/booking';

/** Holds the chosen ids, as the booking screen would. */
function Stateful(args: SavedPassengersPickerProps) {
  const [ids, setIds] = useState(args.selectedIds);
  return (
    <div style={{ maxWidth: 760 }}>
      <SavedPassengersPicker
        {...args}
        selectedIds={ids}
        onToggle={(p, selected) => {
          setIds(selected ? [...ids, p.id] : ids.filter((id) => id !== p.id));
          args.onToggle(p, selected);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Booking/SavedPassengersPicker',
  component: SavedPassengersPicker,
  render: Stateful,
  args: { passengers: savedPassengers, kind: PassengerKind.Adult, selectedIds: [], max: 2, onToggle: fn(), onAddNew: fn() },
  argTypes: { kind: { control: 'inline-radio', options: [1, 2, 3] } },
} satisfies Meta<typeof SavedPassengersPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Only adults are offered; choosing two fills the limit and disables the third. */
export const ChooseUpToLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('نیما محمدی')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /سارا محمدی/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }), true);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Emre Yilmaz/ }));
    await expect(canvas.getByText('۲ از ۲ انتخاب شده')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /رضا کریمی/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /سارا محمدی/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }), false);
    await expect(canvas.getByRole('checkbox', { name: /رضا کریمی/ })).toBeEnabled();
  },
};

export const Selected: Story = { args: { selectedIds: ['p2'] } };

export const Children: Story = {
  args: { kind: PassengerKind.Child, max: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(1);
  },
};

export const NoneSaved: Story = {
  args: { passengers: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('مسافر بزرگسال ذخیره‌شده‌ای ندارید.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'مسافر جدید' }));
    await expect(args.onAddNew).toHaveBeenCalledTimes(1);
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { selectedIds: ['p1'] } };
