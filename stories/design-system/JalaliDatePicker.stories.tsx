import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JalaliDatePicker, type JalaliDatePickerProps } from '../../src/design-system/JalaliDatePicker';
import { STORY_TODAY, storyPrices } from './dates-fixtures';
import { ON_TABLET } from './fixtures/flights';

/** The picker is controlled: the story holds the value, as a form would. */
function Stateful(args: JalaliDatePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <JalaliDatePicker
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
  title: 'Design system/Dates/JalaliDatePicker',
  component: JalaliDatePicker,
  render: Stateful,
  args: { label: 'تاریخ رفت', value: null, today: STORY_TODAY, minDate: STORY_TODAY, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'فیلد یک تاریخ که با لمس، تقویم شمسی را باز می‌کند: در دسکتاپ و تبلت پنجره‌ای زیر فیلد و در گوشی برگه‌ای تمام‌صفحه. '
          + 'مسافر آن را در تاریخ رفت پرواز یک‌طرفه، تاریخ تولد و انقضای گذرنامه مسافر، تاریخ سفر ویزا و تاریخ خدمات فرودگاهی می‌بیند.',
      },
    },
  },
  argTypes: {
    value: { description: 'روز برگزیده، یا هیچ؛ فیلد آن را به شمسی نشان می‌دهد، مثلاً «چهارشنبه ۴ آذر ۱۴۰۵».' },
    onChange: { description: 'روزی برگزیده شد (تقویم بسته می‌شود)، یا با دکمه پاک کردن هیچ.' },
    label: { description: 'عنوان بالای فیلد، که نام پنجره تقویم هم می‌شود؛ صفحه‌ها مثلاً «تاریخ رفت» یا «تاریخ تولد» می‌دهند. پیش‌فرض «تاریخ».' },
    placeholder: { description: 'متن کم‌رنگ فیلد خالی؛ پیش‌فرض «انتخاب تاریخ».' },
    description: { description: 'راهنمای کم‌رنگ زیر فیلد؛ مثلاً گذرنامه «دست‌کم ۶ ماه پس از تاریخ پرواز» می‌گوید.' },
    error: { description: 'پیام خطای قرمز زیر فیلد، یا فقط قرمز کردن فیلد بی‌پیام.' },
    required: { description: 'ستاره کنار عنوان؛ فرم‌های مسافر و ویزا آن را روشن می‌کنند.' },
    disabled: { description: 'فیلد خاکستری است و تقویم باز نمی‌شود.' },
    clearable: { description: 'وقتی روزی برگزیده است، دکمه پاک کردن کنار فیلد می‌آید؛ پیش‌فرض روشن.' },
    valueFormat: {
      control: 'inline-radio',
      options: ['long', 'short'],
      description: 'شکل نوشتن روز در فیلد: «long» با نام روز هفته و ماه، «short» عددی مانند «۰۴/۰۹/۱۴۰۵» (تاریخ تولد و گذرنامه). پیش‌فرض بلند.',
    },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای فیلد در فرم.' },
    today: { description: 'امروز به وقت تهران که در تقویم حلقه دارد؛ صفحه‌ها آن را می‌دهند و داستان‌ها روز ثابتی.' },
    minDate: { description: 'زودترین روز قابل انتخاب؛ تاریخ رفت امروز را می‌دهد و تاریخ تولد بنا به گروه سنی.' },
    maxDate: { description: 'دیرترین روز قابل انتخاب؛ مثلاً تاریخ تولد بزرگسال یا یک سال بعد برای ویزا.' },
    disabledDates: { description: 'روزهای دیگری که برگزیده نمی‌شوند، فهرستی از روزها یا یک تابع.' },
    prices: { description: 'ارزان‌ترین قیمت هر روز به ریال، که زیر روزهای تقویم می‌آید؛ فرم جستجوی پرواز آن را می‌دهد.' },
    numberOfMonths: { description: 'چند ماه کنار هم در تقویم؛ پیش‌فرض دو ماه در دسکتاپ و یک ماه در تبلت و گوشی.' },
    withCalendarSwitch: { description: 'کلید «شمسی | میلادی» بالای تقویم را نشان می‌دهد؛ پیش‌فرض روشن.' },
    defaultCalendar: { description: 'تقویمی که باز می‌شود، شمسی یا میلادی؛ مسافر می‌تواند عوضش کند و روز برگزیده همان می‌ماند. پیش‌فرض شمسی.' },
    dropdownType: {
      control: 'inline-radio',
      options: ['popover', 'sheet'],
      description: 'تقویم کجا باز می‌شود: «popover» پنجره‌ای زیر فیلد، «sheet» برگه‌ای تمام‌صفحه. پیش‌فرض برگه زیر ۵۷۶ پیکسل و پنجره در بقیه.',
    },
    defaultOpened: { description: 'در آغاز باز است؛ برای داستان‌ها یا فرمی که با تاریخ شروع می‌شود. پیش‌فرض بسته.' },
    onOpenChange: { description: 'وقتی تقویم باز یا بسته می‌شود صدا زده می‌شود؛ فرم مسافر با بسته شدن آن فیلد را بررسی می‌کند.' },
  },
} satisfies Meta<typeof JalaliDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// Open pickers live in a portal outside #storybook-root: screenshot the whole page.
const page = { layout: 'fullscreen' } as const;

// A docs page draws its phone and tablet stories in frames that load at once: the portal may take a while.
const PORTAL_WAIT = { timeout: 5000 };

/** Open pickers sit in a portal and fade in: find the dialog in document.body, wait until it shows. */
async function openedDialog(name?: string) {
  const dialog = await within(document.body).findByRole('dialog', name ? { name } : {}, PORTAL_WAIT);
  await waitFor(() => expect(dialog).toBeVisible(), PORTAL_WAIT);
  return dialog;
}
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 640 }}><Story /></div>];

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** بسته و خالی: فیلد «تاریخ رفت» با متن کم‌رنگ «انتخاب تاریخ». */
export const ClosedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('button', { name: 'تاریخ رفت انتخاب تاریخ' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** بسته با روز برگزیده: «چهارشنبه ۴ آذر ۱۴۰۵» و دکمه پاک کردن کنارش. */
export const ClosedWithValue: Story = {
  args: { value: '2026-11-25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('چهارشنبه ۴ آذر ۱۴۰۵')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'پاک کردن تاریخ' })).toBeVisible();
  },
};

/** شکل کوتاه عددی «۰۴/۰۹/۱۴۰۵»، آن‌گونه که فرم مسافر برای تاریخ تولد و گذرنامه نشان می‌دهد. */
export const ShortFormat: Story = {
  args: { value: '2026-11-25', valueFormat: 'short' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰۴/۰۹/۱۴۰۵')).toBeVisible();
  },
};

/** دسکتاپ: پنجره‌ای زیر فیلد با دو ماه و قیمت هر روز؛ فوکوس روی روز برگزیده است. */
export const Open: Story = {
  args: { value: '2026-11-25', defaultOpened: true, prices: storyPrices() },
  parameters: page,
  decorators: padded,
  play: async () => {
    const dialog = await openedDialog('تاریخ رفت');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-11-25'));
  },
};

/** گوشی: برگه‌ای تمام‌صفحه با یک ماه؛ هر روز دست‌کم ۴۰ پیکسل بلند است تا با انگشت زده شود. */
export const OpenOnMobile: Story = {
  args: { defaultOpened: true, prices: storyPrices() },
  parameters: { ...page, viewport: { defaultViewport: 'mobile' } },
  decorators: padded,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await openedDialog();
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    const today = within(dialog).getByRole('button', { name: /^۲۹ آبان ۱۴۰۵، امروز/ });
    await expect(today.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** خطا: فیلد قرمز است و زیرش «تاریخ رفت را انتخاب کنید» آمده؛ ستاره می‌گوید فیلد لازم است. */
export const ErrorState: Story = {
  args: { error: 'تاریخ رفت را انتخاب کنید', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('تاریخ رفت را انتخاب کنید')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^تاریخ رفت/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** غیرفعال با روز برگزیده: فیلد خاکستری است و تقویم باز نمی‌شود. */
export const Disabled: Story = {
  args: { value: '2026-11-25', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^تاریخ رفت/ })).toBeDisabled();
  },
};

/** با صفحه‌کلید: تقویم باز می‌شود، کلید چپ فردا است (راست‌به‌چپ)، «PageDown» ماه بعد، و «Enter» روز را برمی‌گزیند و تقویم را می‌بندد. */
export const ChooseWithKeyboard: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^تاریخ رفت/ }));
    const dialog = await openedDialog();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', STORY_TODAY));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', '2026-12-22'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-22');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
    await expect(canvas.getByText('سه‌شنبه ۱ دی ۱۴۰۵')).toBeVisible();
  },
};

/** کلید «Escape» تقویم را بی‌انتخاب می‌بندد و فوکوس به فیلد برمی‌گردد. */
export const EscapeCloses: Story = {
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: /^تاریخ رفت/ });
    await userEvent.click(field);
    const dialog = await openedDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** دکمه پاک کردن روز برگزیده را برمی‌دارد و فیلد دوباره «انتخاب تاریخ» می‌نویسد. */
export const Clear: Story = {
  args: { value: '2026-11-25' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'پاک کردن تاریخ' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('انتخاب تاریخ')).toBeVisible();
  },
};

/** متن بلند در فیلد باریک: عنوان «تاریخ انقضای گذرنامه»، راهنمای زیر فیلد و بلندترین روز («چهارشنبه ۲۹ اردیبهشت ۱۴۰۶») که با سه‌نقطه کوتاه می‌شود؛ مسافر تقویم را باز می‌کند و می‌بندد. */
export const LongTextInNarrowField: Story = {
  args: {
    label: 'تاریخ انقضای گذرنامه', required: true, description: 'دست‌کم ۶ ماه پس از تاریخ پرواز', value: '2027-05-19', maxDate: '2046-12-04',
  },
  parameters: page,
  decorators: [(Story) => <div style={{ padding: 16, minBlockSize: 640 }}><div style={{ maxInlineSize: 200 }}><Story /></div></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByText('چهارشنبه ۲۹ اردیبهشت ۱۴۰۶');
    // Longer than the field: cut with an ellipsis, not spilled.
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    await expect(canvas.getByText('دست‌کم ۶ ماه پس از تاریخ پرواز')).toBeVisible();
    const field = canvas.getByRole('button', { name: /^تاریخ انقضای گذرنامه/ });
    await userEvent.click(field);
    const dialog = await openedDialog('تاریخ انقضای گذرنامه');
    await expect(within(dialog).getByText('اردیبهشت ۱۴۰۶')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** در تبلت ۷۶۸ پیکسلی: تقویم در پنجره‌ای زیر فیلد با یک ماه و قیمت‌ها باز می‌شود، نه برگه؛ مسافر به ماه بعد می‌رود، ۷ آذر را برمی‌گزیند و پنجره بسته می‌شود. */
export const OpenOnTablet: Story = {
  ...ON_TABLET,
  args: { prices: storyPrices() },
  parameters: { ...ON_TABLET.parameters, ...page },
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^تاریخ رفت/ }));
    const dialog = await openedDialog('تاریخ رفت');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    // A popover under the field, narrower than the screen (the sheet spans it).
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ماه بعد' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^۷ آذر ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-28');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
    await expect(canvas.getByText('شنبه ۷ آذر ۱۴۰۵')).toBeVisible();
  },
};
