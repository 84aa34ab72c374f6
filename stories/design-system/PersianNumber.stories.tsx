import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PersianNumber } from '../../src/design-system/PersianNumber';

const meta = {
  title: 'Design system/Formatting/PersianNumber',
  component: PersianNumber,
  args: { value: 2_450_000, separators: true, size: 'lg' },
  parameters: {
    docs: {
      description: {
        component: 'هر عددی با رقم فارسی، با جداکننده هزارگان («۲٬۴۵۰٬۰۰۰») یا بی‌آن برای سال و کد («۱۴۰۵»). '
          + 'مسافر آن را در تعداد مسافران، صندلی‌های باقی‌مانده، شماره پرواز و سفارش می‌بیند؛ مقدار دقیق با رقم لاتین برای ماشین‌ها کنارش می‌ماند. مبلغ پول با جزء قیمت نوشته می‌شود، نه این.',
      },
    },
  },
  argTypes: {
    value: { control: 'text', description: 'عدد، یا رقم‌ها به هر خطی (فارسی، عربی یا لاتین). با جداکننده، مقدار منفی یا غیرعددی «۰» چاپ می‌شود (بخش ۲ مشخصات).' },
    separators: { description: 'جداکننده هزارگان برای مقدار («۲٬۴۵۰٬۰۰۰»)؛ برای سال، کد و شماره پرواز خاموشش کنید تا رقم‌ها همان‌طور که هستند چاپ شوند. پیش‌فرض روشن.' },
    size: {
      control: 'select',
      options: ['xs', 'sm', 'md', 'lg', 'xl'],
      description: 'اندازه متن از مقیاس قلم طرح؛ مثل متن معمولی مانتین رنگ و وزن هم می‌پذیرد.',
    },
  },
} satisfies Meta<typeof PersianNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** مقدار با جداکننده هزارگان؛ مقدار ماشینی با رقم لاتین کنارش می‌ماند. */
export const WithSeparators: Story = {
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByText('۲٬۴۵۰٬۰۰۰');
    await expect(number.tagName).toBe('DATA');
    await expect(number).toHaveAttribute('value', '2450000');
  },
};

/** سال، شماره پرواز و کدها: رقم فارسی، بی‌جداکننده. */
export const WithoutSeparators: Story = {
  args: { value: 1405, separators: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۴۰۵')).toBeVisible();
  },
};

/** رقم‌های لاتینی که در متن آمده‌اند همان‌طور چاپ می‌شوند که رقم فارسی. */
export const FromText: Story = {
  args: { value: '12500' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۲٬۵۰۰')).toBeVisible();
  },
};

/** مقدار منفی یا غیرعددی «۰» چاپ می‌شود (بخش ۲ مشخصات). */
export const Invalid: Story = {
  args: { value: -3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰')).toBeVisible();
  },
};

/** عدد بزرگ در گوشی: یک‌تکه می‌ماند و نمی‌شکند. */
export const OnMobile: Story = {
  args: { value: 189_750_000, size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۱۸۹٬۷۵۰٬۰۰۰')).toBeVisible();
  },
};

/** رقم فارسی در متن (مثلاً آنچه مسافر در کادری تایپ کرده): همان عدد چاپ می‌شود و مقدار ماشینی با رقم لاتین است. */
export const FromPersianDigits: Story = {
  args: { value: '۱۲۵۰۰' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByText('۱۲٬۵۰۰');
    await expect(number).toHaveAttribute('value', '12500');
  },
};

/** کدی که با صفر شروع می‌شود، مثل پیش‌شماره «۰۹۱۲»: بی‌جداکننده صفرهای آغازش می‌مانند. */
export const LeadingZeros: Story = {
  args: { value: '0912', separators: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('۰۹۱۲')).toBeVisible();
  },
};
