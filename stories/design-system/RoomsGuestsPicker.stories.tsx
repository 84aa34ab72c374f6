import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RoomsGuestsPicker, type RoomsGuestsPickerProps } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';

function Stateful(props: RoomsGuestsPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 320 }}>
      <RoomsGuestsPicker {...props} value={value} onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/Hotels/RoomsGuestsPicker',
  component: RoomsGuestsPicker,
  args: { value: [{ adults: 2, childAges: [] }], onChange: fn() },
  argTypes: { dropdownType: { control: 'inline-radio', options: ['popover', 'sheet'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RoomsGuestsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = { layout: 'fullscreen' } as const;
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 640 }}><Story /></div>];

async function openedDialog() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'اتاق و مسافران' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Playground: Story = {};

export const Closed: Story = {
  args: { value: [{ adults: 2, childAges: [5] }, { adults: 1, childAges: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'اتاق و مسافران ۲ اتاق، ۳ بزرگسال، ۱ کودک' })).toBeVisible();
  },
};

/** Add a child: its age is asked before the dialog closes; a second room; the summary follows. */
export const RoomsAndAges: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: /^اتاق و مسافران/ });
    await userEvent.click(field);
    let dialog = await openedDialog();
    await expect(dialog.getByRole('button', { name: 'کم کردن کودک از اتاق ۱' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن کودک به اتاق ۱' }));
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await expect(dialog.getByText('سن کودک ۱ در اتاق ۱ را انتخاب کنید.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'سن کودک ۱ در اتاق ۱' }), '6');
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن اتاق' }));
    await expect(dialog.getByRole('group', { name: 'اتاق ۲' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'اتاق و مسافران' })).toBeNull());
    await expect(field).toHaveAccessibleName('اتاق و مسافران ۲ اتاق، ۳ بزرگسال، ۱ کودک');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ adults: 2, childAges: [6] }, { adults: 1, childAges: [] }]);
    // A room can be removed again; the last one left can't be.
    await userEvent.click(field);
    dialog = await openedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'حذف اتاق ۲' }));
    await expect(dialog.queryByRole('group', { name: 'اتاق ۲' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'حذف اتاق ۱' })).toBeNull();
  },
};

/** Five rooms is the most: «افزودن اتاق» turns off and says why. */
export const FiveRooms: Story = {
  parameters: page,
  decorators: padded,
  args: { value: Array.from({ length: 5 }, () => ({ adults: 1, childAges: [] })), defaultOpened: true, dropdownType: 'popover' },
  play: async () => {
    const dialog = await openedDialog();
    await expect(dialog.getByRole('button', { name: 'افزودن اتاق' })).toBeDisabled();
    await expect(dialog.getByText('حداکثر ۵ اتاق در هر رزرو')).toBeVisible();
  },
};

export const OpenWithChildren: Story = {
  parameters: page,
  decorators: padded,
  args: { value: [{ adults: 2, childAges: [3, 9] }], defaultOpened: true, dropdownType: 'popover' },
};

export const OnMobile: Story = {
  ...ON_MOBILE,
  parameters: { ...page, ...ON_MOBILE.parameters },
  args: { value: [{ adults: 2, childAges: [4] }, { adults: 1, childAges: [] }], defaultOpened: true },
  // The sheet's code arrives lazily: wait for it before the screenshot.
  play: async () => {
    const dialog = await openedDialog();
    await expect(dialog.getByRole('group', { name: 'اتاق ۲' })).toBeVisible();
  },
};
