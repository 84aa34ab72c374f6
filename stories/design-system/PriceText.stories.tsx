import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { PriceText } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Formatting/PriceText',
  component: PriceText,
  args: { amount: 24_500_000, currency: 'rial', struck: false, size: 'lg' },
  parameters: {
    docs: {
      description: {
        component: 'یک مبلغ با رقم فارسی، جداکننده هزارگان و نماد ارز (ریال یا درهم)، مثل «۲۴٬۵۰۰٬۰۰۰ ﷼». '
          + 'مسافر آن را هر جا پولی هست می‌بیند: کارت پرواز و هتل، جمع سبد، صورت‌حساب، کیف پول و استرداد؛ قیمت پیش از تخفیف خط‌خورده کنار قیمت تازه می‌آید.',
      },
    },
  },
  argTypes: {
    amount: { description: 'مبلغ صحیح به واحد ارز (ریال برای پرداخت‌های داخلی). منفی، خالی یا غیرعددی «۰» چاپ می‌شود.' },
    currency: {
      control: 'inline-radio',
      options: ['rial', 'dirham'],
      description: 'نماد ارز پس از عدد: ریال برای همه قیمت‌های سایت، درهم برای هزینه‌هایی که به ارز امارات اعلام می‌شوند (مثل ویزا). صفحه‌خوان نام ارز را می‌خواند. پیش‌فرض ریال.',
    },
    struck: { description: 'قیمت خط می‌خورد و کم‌رنگ می‌شود؛ برای نرخ پیش از تخفیف، کنار قیمت تازه. پیش‌فرض خاموش.' },
    size: {
      control: 'select',
      options: ['xs', 'sm', 'md', 'lg', 'xl'],
      description: 'اندازه متن از مقیاس قلم طرح؛ مثل متن معمولی مانتین رنگ و وزن هم می‌پذیرد. قیمت به‌طور پیش‌فرض پررنگ است.',
    },
  },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** ریال: عدد پررنگ و نماد ریال کم‌رنگ‌تر پس از آن. */
export const Rial: Story = {
  play: async ({ canvasElement }) => {
    const price = within(canvasElement);
    await expect(price.getByText('۲۴٬۵۰۰٬۰۰۰')).toBeVisible();
    // The sign is hidden from screen readers, which hear the currency's name instead.
    await expect(price.getByText('ریال')).toBeInTheDocument();
  },
};

/** درهم: برای هزینه‌هایی که به ارز امارات اعلام می‌شوند. */
export const Dirham: Story = {
  args: { amount: 1_250, currency: 'dirham' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱٬۲۵۰')).toBeVisible();
    await expect(within(canvasElement).getByText('درهم')).toBeInTheDocument();
  },
};

/** قیمت پیش از تخفیف: خط‌خورده و کم‌رنگ. */
export const Struck: Story = {
  args: { amount: 31_000_000, struck: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('۳۱٬۰۰۰٬۰۰۰');
  },
};

/** مبلغ منفی، خالی یا غیرعددی «۰» چاپ می‌شود (بخش ۲ مشخصات). */
export const InvalidAmount: Story = {
  args: { amount: -5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰')).toBeVisible();
  },
};

/** مبلغ بزرگ در گوشی: یک‌تکه می‌ماند و نمی‌شکند. */
export const OnMobile: Story = {
  args: { amount: 189_750_000, size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** قیمت با تخفیف، همان‌طور که در کارت‌ها می‌آید: نرخ پیشین خط‌خورده و کوچک، قیمت تازه پررنگ کنارش. */
export const WithDiscount: Story = {
  render: (args) => (
    <Group gap="xs" align="baseline">
      <PriceText {...args} amount={31_000_000} struck size="sm" />
      <PriceText {...args} amount={24_500_000} />
    </Group>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('۳۱٬۰۰۰٬۰۰۰');
    await expect(within(canvasElement).getByText('۲۴٬۵۰۰٬۰۰۰')).toBeVisible();
  },
};

/** بزرگ‌ترین مبلغ‌ها (تور گروهی، چند میلیارد ریال) در اندازه درشت در گوشی: در عرض ۳۷۵ پیکسل جا می‌شود و نمی‌شکند. */
export const LargeAmountOnMobile: Story = {
  args: { amount: 12_480_000_000, size: 'xl' },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۲٬۴۸۰٬۰۰۰٬۰۰۰')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
