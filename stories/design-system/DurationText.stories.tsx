import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DurationText } from '../../src/design-system/DurationText';

const meta = {
  title: 'Design system/Formatting/DurationText',
  component: DurationText,
  args: { minutes: 135, size: 'lg' },
  parameters: {
    docs: {
      description: {
        component: 'یک مدت به ساعت و دقیقه با رقم فارسی، مثل «۲ ساعت و ۱۵ دقیقه»؛ بخش صفر گفته نمی‌شود. '
          + 'مسافر آن را در کارت پرواز و جزئیات پرواز (مدت پرواز و توقف) می‌بیند؛ ماشین‌ها همان مدت را به شکل استاندارد از ویژگی تاریخ می‌خوانند.',
      },
    },
  },
  argTypes: {
    minutes: {
      control: { type: 'number', min: 0, step: 5 },
      description: 'طول مدت به دقیقه‌های کامل، همان‌طور که سرور برای مدت پرواز یا توقف می‌دهد. منفی یا خالی «۰ دقیقه» چاپ می‌شود.',
    },
    size: {
      control: 'select',
      options: ['xs', 'sm', 'md', 'lg', 'xl'],
      description: 'اندازه متن از مقیاس قلم طرح؛ مثل متن معمولی مانتین رنگ و وزن هم می‌پذیرد. کارت پرواز اندازه کوچک می‌دهد.',
    },
  },
} satisfies Meta<typeof DurationText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** ساعت و دقیقه: «۲ ساعت و ۱۵ دقیقه»، مثل مدت پرواز تهران به استانبول. */
export const HoursAndMinutes: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('۲ ساعت و ۱۵ دقیقه');
    await expect(time.tagName).toBe('TIME');
    // Machines read the ISO 8601 duration.
    await expect(time).toHaveAttribute('datetime', 'PT2H15M');
  },
};

/** کمتر از یک ساعت، مثل یک توقف کوتاه: فقط دقیقه. */
export const MinutesOnly: Story = {
  args: { minutes: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۴۵ دقیقه')).toBeVisible();
  },
};

/** ساعت کامل: «۳ ساعت»، نه «۳ ساعت و ۰ دقیقه». */
export const WholeHours: Story = {
  args: { minutes: 180 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۳ ساعت')).toBeVisible();
  },
};

/** مدت منفی (داده خراب): به‌جای جمله شکسته «۰ دقیقه» چاپ می‌شود. */
export const InvalidDuration: Story = {
  args: { minutes: -20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰ دقیقه')).toBeVisible();
  },
};

/** مدت بیش از یک روز در گوشی: «۲۵ ساعت و ۵ دقیقه» یک‌تکه می‌ماند و نمی‌شکند. */
export const OnMobile: Story = {
  args: { minutes: 1_505, size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۲۵ ساعت و ۵ دقیقه')).toBeVisible();
  },
};

/** سرور مدت را نداده است: «۰ دقیقه» و در ویژگی ماشینی صفر؛ صفحه‌ای که «نامشخص» می‌خواهد باید متن جدا بگذارد. */
export const Missing: Story = {
  args: { minutes: null },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('۰ دقیقه');
    await expect(time).toHaveAttribute('datetime', 'PT0H0M');
  },
};
