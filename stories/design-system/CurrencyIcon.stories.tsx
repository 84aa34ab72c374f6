import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { CurrencyIcon } from '../../src/design-system/CurrencyIcon';
import { PersianNumber } from '../../src/design-system/PersianNumber';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Formatting/CurrencyIcon',
  component: CurrencyIcon,
  args: { currency: 'rial' },
  parameters: {
    docs: {
      description: {
        component: 'نماد ریال («﷼») یا درهم («د.إ») که پس از هر مبلغ می‌آید؛ کمی کوچک‌تر و کم‌رنگ‌تر از عدد. صفحه‌خوان به‌جای نماد نام فارسی ارز را می‌خواند. '
          + 'مسافر آن را کنار همه قیمت‌ها می‌بیند، ولی صفحه‌ها آن را تنها به کار نمی‌برند: جزء قیمت آن را پس از عدد می‌گذارد.',
      },
    },
  },
  argTypes: {
    currency: {
      control: 'inline-radio',
      options: ['rial', 'dirham'],
      description: 'کدام نماد: ریال برای همه قیمت‌های سایت، درهم برای هزینه‌هایی که به ارز امارات اعلام می‌شوند. پیش‌فرض ریال.',
    },
  },
  // Drawn at the size of the text around it, after a price, as PriceText draws it.
  render: (args) => <Text size="xl" fw={700}>۲۴٬۵۰۰٬۰۰۰<CurrencyIcon {...args} /></Text>,
} satisfies Meta<typeof CurrencyIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** نماد ریال پس از مبلغ: چشم «﷼» می‌بیند و صفحه‌خوان «ریال» می‌شنود. */
export const Rial: Story = {
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('[data-currency="rial"]');
    await expect(glyph).toHaveTextContent('﷼');
    await expect(glyph).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('ریال')).toBeInTheDocument();
  },
};

/** نماد درهم، برای هزینه‌هایی که به ارز امارات اعلام می‌شوند؛ صفحه‌خوان «درهم» می‌شنود. */
export const Dirham: Story = {
  args: { currency: 'dirham' },
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('[data-currency="dirham"]');
    await expect(glyph).toHaveTextContent('د.إ');
    await expect(glyph).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('درهم')).toBeInTheDocument();
  },
};

/** در یک جمله فارسی: نماد با فاصله‌ای کوچک پس از عدد می‌آید و اندازه‌اش را از متن اطراف می‌گیرد. */
export const InSentence: Story = {
  render: (args) => (
    <Text size="md">
      هزینه ویزای توریستی ۳۰ روزه امارات <PersianNumber value={1250} fw={700} /><CurrencyIcon {...args} /> است که با نرخ روز به ریال پرداخت می‌شود.
    </Text>
  ),
  args: { currency: 'dirham' },
  play: async ({ canvasElement }) => {
    const sentence = within(canvasElement).getByText(/هزینه ویزای توریستی/);
    await expect(sentence).toHaveTextContent('۱٬۲۵۰د.إدرهم');
  },
};

/** در گوشی ۳۷۵ پیکسلی، پس از یک مبلغ درشت. */
export const OnMobile: Story = { ...ON_MOBILE };
