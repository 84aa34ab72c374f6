import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JalaliRangePicker, type JalaliRangePickerProps } from '../../src/design-system/JalaliRangePicker';
import { STORY_TODAY, storyPrices } from './dates-fixtures';

/** Controlled, as the search form holds departure and return. */
function Stateful(args: JalaliRangePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: 440 }}>
      <JalaliRangePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Dates/JalaliRangePicker',
  component: JalaliRangePicker,
  render: Stateful,
  args: {
    value: { departure: null, return: null },
    today: STORY_TODAY,
    minDate: STORY_TODAY,
    onChange: fn(),
  },
  argTypes: {
    valueFormat: { control: 'inline-radio', options: ['long', 'short'] },
    dropdownType: { control: 'inline-radio', options: ['popover', 'sheet'] },
  },
} satisfies Meta<typeof JalaliRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = { layout: 'fullscreen' } as const;

/** Open pickers sit in a portal and fade in: find the dialog in document.body, wait until it shows. */
async function openedDialog(name?: string) {
  const dialog = await within(document.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 700 }}><Story /></div>];

export const Playground: Story = {};

export const ClosedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'تاریخ رفت انتخاب کنید' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تاریخ برگشت انتخاب کنید' })).toBeVisible();
  },
};

export const RangeChosen: Story = {
  args: { value: { departure: '2026-11-28', return: '2026-12-06' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('شنبه ۷ آذر')).toBeVisible();
    await expect(canvas.getByText('یکشنبه ۱۵ آذر')).toBeVisible();
  },
};

/** Departure chosen: the picker reopens on the return, and hovering previews the trip. */
export const HalfChosen: Story = {
  args: { value: { departure: '2026-11-28', return: null }, defaultOpened: true, prices: storyPrices() },
  parameters: page,
  decorators: padded,
  play: async () => {
    const dialog = await openedDialog('تاریخ رفت و برگشت');
    await expect(within(dialog).getByText('تاریخ برگشت را انتخاب کنید')).toBeVisible();
    await userEvent.hover(within(dialog).getByRole('button', { name: /^۱۲ آذر ۱۴۰۵/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^۱۰ آذر ۱۴۰۵/ }).closest('td')).toHaveAttribute('data-preview'),
    );
  },
};

/** Two clicks: departure, then return; the picker closes with both days. */
export const ChooseBothDays: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^تاریخ رفت/ }));
    const dialog = await openedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /^۵ آذر ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: null });
    await expect(within(dialog).getByText('تاریخ برگشت را انتخاب کنید')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^۹ آذر ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: '2026-11-30' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByText('دوشنبه ۹ آذر')).toBeVisible();
  },
};

/** A return before the departure starts over from that day. */
export const ReturnBeforeDepartureRestarts: Story = {
  args: { value: { departure: '2026-12-01', return: null } },
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^تاریخ برگشت/ }));
    const dialog = await openedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /^۵ آذر ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: null });
    await expect(within(dialog).getByText('تاریخ برگشت را انتخاب کنید')).toBeVisible();
  },
};

/** Keyboard only: Enter on departure, arrows, Enter on return. */
export const ChooseWithKeyboard: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^تاریخ رفت/ }));
    await openedDialog();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', STORY_TODAY));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ departure: '2026-11-21', return: null });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ departure: '2026-11-21', return: '2026-11-28' });
  },
};

export const OpenOnMobile: Story = {
  args: { value: { departure: '2026-11-28', return: '2026-12-06' }, defaultOpened: true, prices: storyPrices() },
  parameters: { ...page, viewport: { defaultViewport: 'mobile' } },
  decorators: padded,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await openedDialog();
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await expect(within(dialog).getByText('تاریخ رفت و برگشت')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { value: { departure: '2026-11-28', return: null }, error: 'تاریخ برگشت را انتخاب کنید' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText('تاریخ برگشت را انتخاب کنید');
    await expect(canvas.getByRole('button', { name: /^تاریخ برگشت/ })).toHaveAttribute('aria-describedby', message.id);
  },
};

export const OnMobile: Story = {
  args: { value: { departure: '2026-11-28', return: '2026-12-06' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
