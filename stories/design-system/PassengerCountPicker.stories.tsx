import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PassengerCountPicker, type PassengerCountPickerProps } from '../../src/design-system/PassengerCountPicker';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

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
  parameters: {
    docs: {
      description: {
        component: 'فیلد «مسافران» در فرم جستجوی پرواز و در صفحه خدمات CIP: شمار بزرگسال، کودک و نوزاد را مانند «۲ بزرگسال، ۱ کودک» نشان می‌دهد و با لمس، سه شمارنده باز می‌کند (در گوشی برگه‌ای از پایین). '
          + 'دکمه‌ای که خاموش است همیشه دلیلش را می‌گوید: دست‌کم یک بزرگسال، نوزاد نه بیشتر از بزرگسال، و جمعاً حداکثر ۹ مسافر.',
      },
    },
  },
  argTypes: {
    value: { description: 'شمار بزرگسال، کودک و نوزاد؛ فیلد خلاصه آن را نشان می‌دهد. فرم جستجو پیش‌فرض یک بزرگسال را می‌دهد.' },
    onChange: { description: 'با هر «+» یا «−» با شمارهای تازه صدا زده می‌شود؛ قاعده‌ها (دست‌کم یک بزرگسال، نوزاد نه بیشتر از بزرگسال، جمعاً ۹) همیشه برقرارند.' },
    label: { description: 'عنوان بالای فیلد و نام پنجره شمارنده‌ها؛ پیش‌فرض «مسافران».' },
    error: { description: 'پیام خطای قرمز زیر فیلد؛ فرم جستجو و صفحه خدمات فرودگاهی آن را پس از بررسی فرم می‌دهند.' },
    disabled: { description: 'فیلد خاکستری است و باز نمی‌شود؛ پیش‌فرض خاموش.' },
    dropdownType: {
      control: 'inline-radio',
      options: ['popover', 'sheet'],
      description: 'شمارنده‌ها کجا باز می‌شوند: «popover» پنجره‌ای زیر فیلد، «sheet» برگه‌ای از پایین صفحه. پیش‌فرض برگه در عرض کمتر از ۵۷۶ پیکسل و پنجره در بقیه؛ صفحه‌ها آن را نمی‌دهند.',
    },
    defaultOpened: { description: 'در آغاز باز است؛ برای داستان‌ها. پیش‌فرض بسته.' },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای فیلد در چیدمان فرم.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PassengerCountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = { layout: 'fullscreen' } as const;
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 520 }}><Story /></div>];

// A docs page draws its phone and tablet stories in frames that load at once: the portal may take a while.
const PORTAL_WAIT = { timeout: 5000 };

async function openedDialog() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'مسافران' }, PORTAL_WAIT);
  await waitFor(() => expect(dialog).toBeVisible(), PORTAL_WAIT);
  return dialog;
}

/** The sheet has slid in and stands still: a screenshot taken mid-slide was a pixel off (CI, once). */
async function standingStill(sheet: HTMLElement) {
  await waitFor(async () => {
    const top = sheet.getBoundingClientRect().top;
    await new Promise((settle) => setTimeout(settle, 150));
    await expect(sheet.getBoundingClientRect().top).toBe(top);
  }, PORTAL_WAIT);
}

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** بسته با دو بزرگسال و یک کودک: فیلد «۲ بزرگسال، ۱ کودک» را نشان می‌دهد. */
export const Closed: Story = {
  args: { value: { adults: 2, children: 1, infants: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'مسافران ۲ بزرگسال، ۱ کودک' })).toBeVisible();
  },
};

/** مسافر پنجره را باز می‌کند، یک بزرگسال و یک کودک می‌افزاید و «تأیید» می‌زند؛ خلاصه فیلد همراه می‌شود. بزرگسال کمتر از یک نمی‌شود. */
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

/** هر نوزاد یک بزرگسال می‌خواهد: با دو بزرگسال و دو نوزاد، «+» نوزاد خاموش است و دلیلش را می‌گوید. */
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

/** نُه مسافر: همه «+»ها خاموش‌اند و زیر ردیف‌ها یک یادداشت «حداکثر ۹ مسافر» آمده است. */
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

/** خطا: فیلد قرمز است و زیرش پیام خطا آمده، آن‌گونه که صفحه پس از بررسی فرم نشان می‌دهد. */
export const ErrorState: Story = { args: { error: 'تعداد مسافران را بررسی کنید' } };

/** غیرفعال: فیلد خاکستری است و با لمس باز نمی‌شود. */
export const Disabled: Story = { args: { disabled: true } };

/** در گوشی ۳۷۵ پیکسلی شمارنده‌ها در برگه‌ای از پایین باز می‌شوند؛ مسافر یک کودک می‌افزاید. */
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

/** خلاصه بلند در فیلد باریک: «۵ بزرگسال، ۲ کودک، ۲ نوزاد» در نیم‌ستون فرم گوشی با سه‌نقطه کوتاه می‌شود؛ با لمس، برگه همه را نشان می‌دهد و مسافر یک نوزاد کم می‌کند. */
export const LongSummaryOnMobile: Story = {
  ...ON_MOBILE,
  args: { value: { adults: 5, children: 2, infants: 2 } },
  parameters: { ...ON_MOBILE.parameters, ...page },
  // Half of a phone's form row, as in the search form's toolbar.
  decorators: [(Story) => <div style={{ padding: 16, minBlockSize: 520 }}><div style={{ maxInlineSize: 164 }}><Story /></div></div>],
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: 'مسافران ۵ بزرگسال، ۲ کودک، ۲ نوزاد' });
    const summary = field.querySelector('span')!;
    // Longer than the field: cut with an ellipsis, not spilled.
    await expect(summary.scrollWidth).toBeGreaterThan(summary.clientWidth);
    await userEvent.click(field);
    const dialog = within(await openedDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'کم کردن نوزاد' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ adults: 5, children: 2, infants: 1 });
    await expect(dialog.getByRole('group', { name: 'نوزاد' })).toHaveTextContent('۱');
    await standingStill(await openedDialog());
  },
};

/** در تبلت ۷۶۸ پیکسلی شمارنده‌ها در پنجره‌ای زیر فیلد باز می‌شوند، نه برگه؛ مسافر دو بزرگسال و یک نوزاد می‌گذارد و «تأیید» می‌زند. */
export const PopoverOnTablet: Story = {
  ...ON_TABLET,
  parameters: { ...ON_TABLET.parameters, ...page },
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^مسافران/ }));
    const opened = await openedDialog();
    // A popover under the field, not the phone's bottom sheet (a drawer spans the viewport's width).
    await expect(opened.getBoundingClientRect().width).toBeLessThan(window.innerWidth / 2);
    const dialog = within(opened);
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن بزرگسال' }));
    await userEvent.click(dialog.getByRole('button', { name: 'افزودن نوزاد' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ adults: 2, children: 0, infants: 1 });
    await userEvent.click(dialog.getByRole('button', { name: 'تأیید' }));
    await expect(within(canvasElement).getByRole('button', { name: 'مسافران ۲ بزرگسال، ۱ نوزاد' })).toBeVisible();
  },
};
