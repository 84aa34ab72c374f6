import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { JalaliDateText } from '../../src/design-system/JalaliDateText';

const meta = {
  title: 'Design system/Formatting/JalaliDateText',
  component: JalaliDateText,
  args: { date: '2026-03-30', format: 'short', withWeekday: true, withYear: true, size: 'lg' },
  parameters: {
    docs: {
      description: {
        component: 'یک روز به تاریخ شمسی با رقم فارسی: کوتاه («۱۰/۰۱/۱۴۰۵») یا بلند با نام ماه («دوشنبه ۱۰ فروردین ۱۴۰۵»). '
          + 'مسافر آن را در تاریخ پرواز، سفارش‌ها و بلیت می‌بیند؛ تاریخ میلادی برای ماشین‌ها در ویژگی زمان می‌ماند و تاریخ خالی یا نادرست هیچ چیز نمی‌نویسد.',
      },
    },
  },
  argTypes: {
    date: { description: 'روز به شکل میلادی استاندارد (سال-ماه-روز، مثل 2026-03-30)، همان‌طور که در داده‌ها و پاسخ سرور می‌آید. خالی یا نادرست یعنی هیچ چیز نوشته نمی‌شود.' },
    format: {
      control: 'inline-radio',
      options: ['short', 'long'],
      description: 'کوتاه (روز/ماه/سال) برای جدول‌ها و فهرست‌ها که ستون‌ها باید هم‌تراز بمانند؛ بلند با نام ماه برای عنوان‌ها و کارت‌ها. پیش‌فرض کوتاه.',
    },
    withWeekday: { description: 'فقط در شکل بلند: نام روز هفته اول بیاید («دوشنبه»). پیش‌فرض روشن.' },
    withYear: { description: 'فقط در شکل بلند: سال در پایان بیاید؛ در کارت‌هایی که سال روشن است خاموشش کنید. پیش‌فرض روشن.' },
    size: {
      control: 'select',
      options: ['xs', 'sm', 'md', 'lg', 'xl'],
      description: 'اندازه متن از مقیاس قلم طرح؛ مثل متن معمولی مانتین رنگ و وزن هم می‌پذیرد.',
    },
  },
} satisfies Meta<typeof JalaliDateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** تاریخ کوتاه روز/ماه/سال با رقم فارسی (بخش ۱ مشخصات)، با روز میلادی در ویژگی زمان برای ماشین‌ها. */
export const Short: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('۱۰/۰۱/۱۴۰۵');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-03-30');
  },
};

/** تاریخ بلند: روز هفته، روز، نام ماه و سال. */
export const Long: Story = {
  args: { format: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('دوشنبه ۱۰ فروردین ۱۴۰۵')).toBeVisible();
  },
};

/** برای کارت‌هایی که سال روشن است: فقط روز هفته، روز و ماه. */
export const LongWithoutYear: Story = {
  args: { date: '2026-11-20', format: 'long', withYear: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('جمعه ۲۹ آبان')).toBeVisible();
  },
};

/** ۱۴۰۳ سال کبیسه است و ۳۰ اسفند دارد. */
export const LeapDay: Story = {
  args: { date: '2025-03-20', format: 'long', withWeekday: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۳۰ اسفند ۱۴۰۳')).toBeVisible();
  },
};

/** تاریخ بلند در گوشی: یک‌تکه می‌ماند و نمی‌شکند. */
export const OnMobile: Story = {
  args: { format: 'long', size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('دوشنبه ۱۰ فروردین ۱۴۰۵')).toBeVisible();
  },
};

/** تاریخ خالی یا نادرست (مثلاً سفر یک‌طرفه بی‌تاریخ برگشت): هیچ چیز نوشته نمی‌شود، نه «نامشخص» و نه تاریخ غلط. */
export const MissingDate: Story = {
  args: { date: '2026-13-45', format: 'long' },
  // Shown in a line of its own, as a screen uses it: the label stays, the date is left out.
  render: (args) => <Text size="lg">تاریخ برگشت: <JalaliDateText {...args} /></Text>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/تاریخ برگشت/)).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
