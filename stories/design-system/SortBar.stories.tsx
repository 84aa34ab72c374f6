import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortBar, type SortBarProps } from '../../src/design-system/SortBar';
import { SortOption } from '../../src/domain';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** Holds the value like a screen would, so the chosen chip moves when clicked. */
function Stateful(props: SortBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortBar
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
  title: 'Design system/Results/SortBar',
  component: SortBar,
  args: { value: SortOption.Cheapest, onChange: fn(), layout: 'auto', resultCount: 42 },
  parameters: {
    docs: {
      description: {
        component: 'ترتیب فهرست نتایج پرواز بالای کارت‌ها: ارزان‌ترین، زودترین، دیرترین، سریع‌ترین، گران‌ترین و پیشنهاد ویژه، '
          + 'با تعداد پروازهای فهرست کنارش. از تبلت به بالا ردیفی از گزینه‌هاست و در گوشی یک فهرست کشویی تا جای کمی بگیرد.',
      },
    },
  },
  argTypes: {
    value: { control: 'select', options: Object.values(SortOption), description: 'ترتیب فعلی؛ صفحه نتایج آن را از انبار فیلترها می‌خواند (پیش‌فرض ارزان‌ترین) و گزینه‌اش انتخاب‌شده دیده می‌شود.' },
    onChange: { description: 'با ترتیبی که مسافر برمی‌گزیند صدا زده می‌شود (نه با ترتیب فعلی)؛ صفحه فهرست را دوباره می‌چیند.' },
    options: { description: 'کدام ترتیب‌ها و به چه ترتیبی پیشنهاد شوند؛ پیش‌فرض هر شش، ارزان‌ترین اول. صفحه نتایج آن را نمی‌دهد.' },
    layout: {
      control: 'inline-radio',
      options: ['auto', 'chips', 'select'],
      description: 'چیدمان: «chips» ردیف گزینه‌ها، «select» یک فهرست کشویی برای گوشی، و «auto» (پیش‌فرض) که از ۵۷۶ پیکسل به بالا ردیف و زیر آن فهرست کشویی است.',
    },
    resultCount: { description: 'تعداد پروازهای نشان‌داده‌شده، کنار ترتیب‌ها: «۴۲ پرواز»؛ صفحه نتایج تعداد فهرست فیلترشده را می‌دهد. بی آن چیزی نوشته نمی‌شود.' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** در دسکتاپ: شش گزینه در یک ردیف و «۴۲ پرواز» کنارشان؛ مسافر «زودترین» را می‌زند. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    for (const label of ['ارزان‌ترین', 'زودترین', 'دیرترین', 'سریع‌ترین', 'گران‌ترین', 'پیشنهاد ویژه']) {
      await expect(bar.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await expect(bar.getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
    await userEvent.click(bar.getByRole('radio', { name: 'زودترین' }));
    await expect(args.onChange).toHaveBeenCalledWith(SortOption.Earliest);
    await expect(bar.getByRole('radio', { name: 'زودترین' })).toBeChecked();
  },
};

/** در گوشی ۳۷۵ پیکسلی: یک فهرست کشویی «مرتب‌سازی» به جای ردیف گزینه‌ها؛ مسافر «سریع‌ترین» را برمی‌گزیند. */
export const Mobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const select = bar.getByRole('combobox', { name: 'مرتب‌سازی' });
    await userEvent.selectOptions(select, String(SortOption.Fastest));
    await expect(args.onChange).toHaveBeenCalledWith(SortOption.Fastest);
    await expect(select).toHaveValue(String(SortOption.Fastest));
  },
};

/** در تبلت ۷۶۸ پیکسلی: ردیف گزینه‌ها جا می‌شود یا به سطر دوم می‌شکند و تعداد پروازها کنار می‌ماند؛ مسافر «سریع‌ترین» را می‌زند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.queryByRole('combobox', { name: 'مرتب‌سازی' })).toBeNull();
    await expect(bar.getByText('۴۲ پرواز')).toBeVisible();
    await userEvent.click(bar.getByRole('radio', { name: 'سریع‌ترین' }));
    await expect(args.onChange).toHaveBeenCalledWith(SortOption.Fastest);
    await expect(bar.getByRole('radio', { name: 'سریع‌ترین' })).toBeChecked();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** فیلترها هیچ پروازی باقی نگذاشته‌اند: نوار ترتیب همچنان هست و «۰ پرواز» می‌نویسد؛ زیر آن صفحه پیام «پروازی با این فیلترها نیست» را نشان می‌دهد. */
export const NoFlightsLeft: Story = {
  args: { resultCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰ پرواز')).toBeVisible();
    await expect(within(canvasElement).getByRole('radio', { name: 'ارزان‌ترین' })).toBeChecked();
  },
};
