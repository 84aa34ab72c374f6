import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JalaliRangePicker, type JalaliRangePickerProps } from '../../src/design-system/JalaliRangePicker';
import { STORY_TODAY, storyPrices } from './dates-fixtures';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

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
  parameters: {
    docs: {
      description: {
        component: 'دو فیلد کنار هم، تاریخ رفت و تاریخ برگشت، روی یک تقویم شمسی که دو لمس را راهنمایی می‌کند: اول رفت، سپس برگشت. '
          + 'مسافر آن را در جستجوی پرواز رفت و برگشت و، با عنوان‌های «تاریخ ورود» و «تاریخ خروج»، در جستجوی هتل می‌بیند.',
      },
    },
  },
  argTypes: {
    value: { description: 'روز رفت و روز برگشت، هر کدام ممکن است هنوز خالی باشد؛ فیلدها آن‌ها را به شمسی نشان می‌دهند.' },
    onChange: { description: 'با هر لمس صدا زده می‌شود: اول با رفت و برگشت خالی، سپس با هر دو روز.' },
    departureLabel: { description: 'عنوان فیلد اول، که راهنمای بالای تقویم هم از آن ساخته می‌شود («… را انتخاب کنید»)؛ پیش‌فرض «تاریخ رفت» و هتل «تاریخ ورود» می‌دهد.' },
    returnLabel: { description: 'عنوان فیلد دوم و راهنمای پس از انتخاب روز اول؛ پیش‌فرض «تاریخ برگشت» و هتل «تاریخ خروج» می‌دهد.' },
    title: { description: 'نام پنجره تقویم و عنوان برگه در گوشی؛ پیش‌فرض «تاریخ رفت و برگشت».' },
    placeholder: { description: 'متن کم‌رنگ فیلد خالی؛ پیش‌فرض «انتخاب کنید».' },
    error: { description: 'پیام خطای قرمز زیر هر دو فیلد، مثلاً «تاریخ برگشت را انتخاب کنید»؛ فرم جستجو پس از زدن «جستجو» آن را می‌دهد.' },
    disabled: { description: 'هر دو فیلد خاکستری‌اند و تقویم باز نمی‌شود.' },
    clearable: { description: 'دکمه‌های پاک کردن: دکمه رفت هر دو روز را پاک می‌کند و دکمه برگشت فقط برگشت را. پیش‌فرض روشن؛ هتل آن را خاموش می‌کند.' },
    valueFormat: {
      control: 'inline-radio',
      options: ['long', 'short'],
      description: 'شکل نوشتن روزها: «long» نام روز هفته و روز و ماه بی‌سال، «short» عددی با سال. پیش‌فرض بلند.',
    },
    className: { description: 'کلاس سی‌اس‌اس از بیرون، برای جای فیلدها در ردیف فرم.' },
    today: { description: 'امروز به وقت تهران که در تقویم حلقه دارد؛ صفحه‌ها آن را می‌دهند و داستان‌ها روز ثابتی.' },
    minDate: { description: 'زودترین روز قابل انتخاب؛ پرواز امروز را می‌دهد و هتل پس از انتخاب ورود، فردای آن را.' },
    maxDate: { description: 'دیرترین روز قابل انتخاب؛ هتل آن را به بیشترین شمار شب‌ها پس از ورود محدود می‌کند.' },
    disabledDates: { description: 'روزهای دیگری که برگزیده نمی‌شوند، فهرستی از روزها یا یک تابع.' },
    prices: { description: 'ارزان‌ترین قیمت هر روز به ریال، که زیر روزهای تقویم می‌آید؛ جستجوی پرواز و هتل آن را می‌دهند.' },
    numberOfMonths: { description: 'چند ماه کنار هم در پنجره؛ پیش‌فرض دو ماه در دسکتاپ و یک ماه در تبلت. برگه گوشی همیشه یک ماه دارد.' },
    withCalendarSwitch: { description: 'کلید «شمسی | میلادی» بالای تقویم را نشان می‌دهد؛ پیش‌فرض روشن.' },
    defaultCalendar: { description: 'تقویمی که باز می‌شود، شمسی یا میلادی؛ مسافر می‌تواند عوضش کند. پیش‌فرض شمسی.' },
    dropdownType: {
      control: 'inline-radio',
      options: ['popover', 'sheet'],
      description: 'تقویم کجا باز می‌شود: «popover» پنجره‌ای زیر فیلدها، «sheet» برگه‌ای تمام‌صفحه. پیش‌فرض برگه زیر ۵۷۶ پیکسل و پنجره در بقیه.',
    },
    defaultOpened: { description: 'در آغاز باز است؛ برای داستان‌ها. پیش‌فرض بسته.' },
    onOpenChange: { description: 'وقتی تقویم باز یا بسته می‌شود صدا زده می‌شود.' },
  },
} satisfies Meta<typeof JalaliRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = { layout: 'fullscreen' } as const;

// A docs page draws its phone and tablet stories in frames that load at once: the portal may take a while.
const PORTAL_WAIT = { timeout: 5000 };

/** Open pickers sit in a portal and fade in: find the dialog in document.body, wait until it shows. */
async function openedDialog(name?: string) {
  const dialog = await within(document.body).findByRole('dialog', name ? { name } : {}, PORTAL_WAIT);
  await waitFor(() => expect(dialog).toBeVisible(), PORTAL_WAIT);
  return dialog;
}
const padded: Story['decorators'] = [(Story) => <div style={{ padding: 16, minBlockSize: 700 }}><Story /></div>];

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** بسته و خالی: دو فیلد «تاریخ رفت» و «تاریخ برگشت» با متن کم‌رنگ «انتخاب کنید». */
export const ClosedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'تاریخ رفت انتخاب کنید' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تاریخ برگشت انتخاب کنید' })).toBeVisible();
  },
};

/** هر دو روز برگزیده: «شنبه ۷ آذر» تا «یکشنبه ۱۵ آذر». */
export const RangeChosen: Story = {
  args: { value: { departure: '2026-11-28', return: '2026-12-06' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('شنبه ۷ آذر')).toBeVisible();
    await expect(canvas.getByText('یکشنبه ۱۵ آذر')).toBeVisible();
  },
};

/** رفت برگزیده است: تقویم برای برگشت باز می‌شود و با بردن نشانگر روی روزی، سفر تا آن روز پیش‌نمایش داده می‌شود. */
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

/** دو لمس: اول رفت، سپس برگشت؛ تقویم با هر دو روز بسته می‌شود. */
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
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
    await expect(canvas.getByText('دوشنبه ۹ آذر')).toBeVisible();
  },
};

/** برگشتی پیش از رفت: انتخاب از همان روز دوباره شروع می‌شود و آن روز رفت می‌شود. */
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

/** فقط با صفحه‌کلید: «Enter» روی رفت، کلیدهای جهت، و «Enter» روی برگشت. */
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

/** گوشی: برگه‌ای تمام‌صفحه با عنوان «تاریخ رفت و برگشت» و یک ماه. */
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

/** خطا: برگشت خالی است؛ هر دو فیلد قرمزند و زیرشان «تاریخ برگشت را انتخاب کنید» آمده. */
export const ErrorState: Story = {
  args: { value: { departure: '2026-11-28', return: null }, error: 'تاریخ برگشت را انتخاب کنید' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText('تاریخ برگشت را انتخاب کنید');
    await expect(canvas.getByRole('button', { name: /^تاریخ برگشت/ })).toHaveAttribute('aria-describedby', message.id);
  },
};

/** در گوشی ۳۷۵ پیکسلی، بسته: دو فیلد باز هم کنار هم، رفت در سمت راست. */
export const OnMobile: Story = {
  args: { value: { departure: '2026-11-28', return: '2026-12-06' } },
  ...ON_MOBILE,
};

/** بلندترین روزها در گوشی: «چهارشنبه ۲۲ اردیبهشت» و «چهارشنبه ۲۹ اردیبهشت» در دو نیم‌فیلد با سه‌نقطه کوتاه می‌شوند؛ مسافر برگشت را لمس می‌کند، برگه باز می‌شود و با «Escape» می‌بندد. */
export const LongDatesOnMobile: Story = {
  ...ON_MOBILE,
  args: { value: { departure: '2027-05-12', return: '2027-05-19' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['چهارشنبه ۲۲ اردیبهشت', 'چهارشنبه ۲۹ اردیبهشت']) {
      const value = canvas.getByText(text);
      // Longer than the half-width field: cut with an ellipsis, not spilled.
      await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    }
    await userEvent.click(canvas.getByRole('button', { name: /^تاریخ برگشت/ }));
    const dialog = await openedDialog('تاریخ رفت و برگشت');
    await expect(within(dialog).getByText('تاریخ برگشت را انتخاب کنید')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
  },
};

/** در تبلت ۷۶۸ پیکسلی: تقویم در پنجره‌ای زیر فیلدها با یک ماه باز می‌شود؛ مسافر به ماه بعد می‌رود، ۵ و ۹ آذر را می‌زند و پنجره با هر دو روز بسته می‌شود. */
export const OpenOnTablet: Story = {
  ...ON_TABLET,
  args: { prices: storyPrices() },
  parameters: { ...ON_TABLET.parameters, ...page },
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^تاریخ رفت/ }));
    const dialog = await openedDialog('تاریخ رفت و برگشت');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ماه بعد' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^۵ آذر ۱۴۰۵/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^۹ آذر ۱۴۰۵/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ departure: '2026-11-26', return: '2026-11-30' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PORTAL_WAIT);
    await expect(canvas.getByText('پنجشنبه ۵ آذر')).toBeVisible();
    await expect(canvas.getByText('دوشنبه ۹ آذر')).toBeVisible();
  },
};

/** اقامت هتل: همان انتخاب‌گر با «تاریخ ورود» و «تاریخ خروج» و بی‌دکمه پاک کردن، آن‌گونه که جستجوی هتل دارد؛ ورود برگزیده است و با بردن نشانگر روی یک روز، اقامت تا آن روز پیش‌نمایش داده می‌شود. */
export const HotelStay: Story = {
  args: {
    value: { departure: '2026-11-28', return: null },
    departureLabel: 'تاریخ ورود',
    returnLabel: 'تاریخ خروج',
    title: 'تاریخ ورود و خروج',
    clearable: false,
    minDate: '2026-11-29',
    defaultOpened: true,
    prices: storyPrices(),
  },
  parameters: page,
  decorators: padded,
  play: async ({ canvasElement, args }) => {
    const dialog = await openedDialog('تاریخ ورود و خروج');
    await expect(within(dialog).getByText('تاریخ خروج را انتخاب کنید')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^پاک کردن/ })).toBeNull();
    await userEvent.hover(within(dialog).getByRole('button', { name: /^۱۰ آذر ۱۴۰۵/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^۸ آذر ۱۴۰۵/ }).closest('td')).toHaveAttribute('data-preview'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
