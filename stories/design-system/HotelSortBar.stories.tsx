import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelSortBar, type HotelSortBarProps } from '../../src/design-system';
import { HOTEL_SORT_LABELS, HOTEL_SORTS, HotelSort } from '../../src/domain/hotels';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** Holds the value like a screen would, so the chosen chip moves when clicked. */
function Stateful(props: HotelSortBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <HotelSortBar
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
  title: 'Design system/Hotels/HotelSortBar',
  component: HotelSortBar,
  args: { value: HotelSort.Cheapest, onChange: fn(), layout: 'auto', resultCount: 300 },
  parameters: {
    docs: {
      description: {
        component: 'ترتیب فهرست نتایج هتل بالای کارت‌ها: ارزان‌ترین، گران‌ترین، بیشترین ستاره، بهترین امتیاز مهمانان و محبوب‌ترین، '
          + 'با تعداد هتل‌های فهرست کنارش. از تبلت به بالا ردیفی از گزینه‌هاست و در گوشی یک فهرست کشویی.',
      },
    },
  },
  argTypes: {
    value: { control: 'select', options: HOTEL_SORTS, description: 'ترتیب فعلی؛ صفحه نتایج آن را از انبار نتایج هتل می‌خواند و گزینه‌اش انتخاب‌شده دیده می‌شود.' },
    onChange: { description: 'با ترتیبی که مسافر برمی‌گزیند صدا زده می‌شود (نه با ترتیب فعلی)؛ صفحه فهرست را دوباره می‌چیند.' },
    options: { description: 'کدام ترتیب‌ها و به چه ترتیبی پیشنهاد شوند؛ پیش‌فرض هر پنج، ارزان‌ترین اول. صفحه نتایج آن را نمی‌دهد.' },
    layout: {
      control: 'inline-radio',
      options: ['auto', 'chips', 'select'],
      description: 'چیدمان: «chips» ردیف گزینه‌ها، «select» یک فهرست کشویی برای گوشی، و «auto» (پیش‌فرض) که از ۵۷۶ پیکسل به بالا ردیف و زیر آن فهرست کشویی است.',
    },
    resultCount: { description: 'تعداد هتل‌های نشان‌داده‌شده، کنار ترتیب‌ها: «۳۰۰ هتل»؛ صفحه نتایج تعداد فهرست فیلترشده را می‌دهد. بی آن چیزی نوشته نمی‌شود.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof HotelSortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** در دسکتاپ: پنج گزینه در یک ردیف و «۳۰۰ هتل» کنارشان؛ مسافر «بهترین امتیاز مهمانان» را می‌زند. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    for (const sort of HOTEL_SORTS) await expect(bar.getByRole('radio', { name: HOTEL_SORT_LABELS[sort] })).toBeInTheDocument();
    await expect(bar.getByText('۳۰۰ هتل')).toBeVisible();
    await expect(bar.getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
    await userEvent.click(bar.getByRole('radio', { name: 'بهترین امتیاز مهمانان' }));
    await expect(args.onChange).toHaveBeenCalledWith(HotelSort.GuestScore);
    await expect(bar.getByRole('radio', { name: 'بهترین امتیاز مهمانان' })).toBeChecked();
  },
};

/** در گوشی ۳۷۵ پیکسلی: یک فهرست کشویی «مرتب‌سازی» به جای ردیف گزینه‌ها، تا جای کمی بگیرد. */
export const Mobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const select = bar.getByRole('combobox', { name: 'مرتب‌سازی' });
    await userEvent.selectOptions(select, HotelSort.Stars);
    await expect(args.onChange).toHaveBeenCalledWith(HotelSort.Stars);
    await expect(select).toHaveValue(HotelSort.Stars);
  },
};

/** در تبلت ۷۶۸ پیکسلی: ردیف گزینه‌ها جا می‌شود یا به سطر دوم می‌شکند و تعداد هتل‌ها کنار می‌ماند؛ مسافر «بیشترین ستاره» را می‌زند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.queryByRole('combobox', { name: 'مرتب‌سازی' })).toBeNull();
    await expect(bar.getByText('۳۰۰ هتل')).toBeVisible();
    await userEvent.click(bar.getByRole('radio', { name: 'بیشترین ستاره' }));
    await expect(args.onChange).toHaveBeenCalledWith(HotelSort.Stars);
    await expect(bar.getByRole('radio', { name: 'بیشترین ستاره' })).toBeChecked();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** فیلترها هیچ هتلی باقی نگذاشته‌اند: نوار ترتیب همچنان هست و «۰ هتل» می‌نویسد؛ زیر آن صفحه پیام «هتلی با این فیلترها نیست» را نشان می‌دهد. */
export const NoHotels: Story = {
  args: { resultCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰ هتل')).toBeVisible();
    await expect(within(canvasElement).getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
  },
};
