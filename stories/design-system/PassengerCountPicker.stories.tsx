import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PassengerCountPicker, type PassengerCountPickerProps } from '../../src/design-system/PassengerCountPicker';
import { ON_MOBILE } from './fixtures/flights';

function Stateful(props: PassengerCountPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 320 }}>
      <PassengerCountPicker
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
  title: 'Design system/Search/PassengerCountPicker',
  component: PassengerCountPicker,
  args: { value: { adults: 1, children: 0, infants: 0 }, onChange: fn() },
  argTypes: { dropdownType: { control: 'inline-radio', options: ['popover', 'sheet'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PassengerCountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = { layout: 'fullscreen' } as const;
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 520 }}><Story /></div>];

async function openedDialog() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'مسافران' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Playground: Story = {};

export const Closed: Story = {
  args: { value: { adults: 2, children: 1, infants: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'مسافران ۲ بزرگسال، ۱ کودک' })).toBeVisible();
  },
};

/** Open and step: the summary follows; adults can't go under one. */
export const Stepping: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^مسافران/ }));
    const dialog = within(await openedDialog());
    await expect(dialog.getByRole('button', { name: 'کم کردن بزرگسال' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن بزرگسال' }));
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن کودک' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ adults: 2, children: 1, infants: 0 });
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await expect(within(canvasElement).getByRole('button', { name: 'مسافران ۲ بزرگسال، ۱ کودک' })).toBeVisible();
  },
};

/** One infant per adult: + is off and says why. */
export const InfantsLimit: Story = {
  args: { value: { adults: 2, children: 0, infants: 2 }, defaultOpened: true },
  parameters: page,
  decorators: padded,
  play: async () => {
    const dialog = within(await openedDialog());
    const plus = dialog.getByRole('button', { name: 'افزودن نوزاد' });
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('تعداد نوزاد نمی‌تواند از بزرگسال بیشتر باشد');
    await expect(dialog.getByRole('button', { name: 'کم کردن بزرگسال' })).toHaveAccessibleDescription('تعداد بزرگسال نمی‌تواند از نوزاد کمتر باشد');
  },
};

/** Nine travellers: every + is off, with one note under the rows. */
export const MaxPassengers: Story = {
  args: { value: { adults: 5, children: 2, infants: 2 }, defaultOpened: true },
  parameters: page,
  decorators: padded,
  play: async () => {
    const dialog = within(await openedDialog());
    for (const name of ['افزودن بزرگسال', 'افزودن کودک', 'افزودن نوزاد']) {
      await expect(dialog.getByRole('button', { name })).toBeDisabled();
      await expect(dialog.getByRole('button', { name })).toHaveAccessibleDescription('حداکثر ۹ مسافر');
    }
    await expect(dialog.getByText('حداکثر ۹ مسافر')).toBeVisible();
  },
};

export const ErrorState: Story = { args: { error: 'تعداد مسافران را بررسی کنید' } };

export const Disabled: Story = { args: { disabled: true } };

/** A bottom sheet on phones. */
export const SheetOnMobile: Story = {
  ...ON_MOBILE,
  args: { value: { adults: 2, children: 0, infants: 1 }, defaultOpened: true },
  parameters: { ...ON_MOBILE.parameters, ...page },
  decorators: padded,
  play: async () => {
    const dialog = within(await openedDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن کودک' }));
    await expect(dialog.getByRole('group', { name: 'کودک' })).toHaveTextContent('۱');
  },
};
