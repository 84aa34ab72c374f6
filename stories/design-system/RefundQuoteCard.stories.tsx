import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundQuoteCard, ROOM_REFUND_WORDS } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { REFUND_QUOTE } from './fixtures/refunds';

const SHEBA = 'IR062960000000100324200001';

const meta = {
  title: 'Design system/Account/RefundQuoteCard',
  component: RefundQuoteCard,
  args: { quote: REFUND_QUOTE, destination: 'Wallet' },
  parameters: {
    docs: {
      description: {
        component: 'برآورد استرداد پیش از تأیید: مبلغ پرداختی، جریمه طبق قوانین نرخ (یا هتل)، مبلغی که برمی‌گردد، و اینکه کی و به کجا (کیف پول یا حساب بانکی) می‌رود. '
          + 'مسافر آن را در صفحه استرداد، پس از انتخاب بلیت‌ها و پیش از دکمه تأیید می‌بیند تا بداند دقیقاً چه‌قدر پس می‌گیرد.',
      },
    },
  },
  argTypes: {
    quote: { description: 'برآورد سرور به ریال: مبلغ پرداختی، جریمه، مبلغ بازگشتی، سهم اعتبار هدیه (که همیشه به کیف پول برمی‌گردد)، لغو از سوی ایرلاین (بی‌جریمه)، چند دقیقه تا پرداخت، و ردیف‌های انتخاب‌شده.' },
    destination: {
      control: 'inline-radio',
      options: ['Wallet', 'BankAccount'],
      description: 'مقصد پول: کیف پول سایت (سریع‌تر) یا حساب بانکی با شماره شبا. مسافر آن را در فرم استرداد انتخاب می‌کند.',
    },
    sheba: { description: 'شماره شبای حسابی که پول به آن واریز می‌شود، فقط برای مقصد حساب بانکی؛ اگر نباشد «حساب بانکی شما» نوشته می‌شود.' },
    words: { description: 'واژه‌های محصول: بلیت و «قوانین نرخ» برای پرواز، اتاق و «قوانین هتل» برای هتل؛ پیش‌فرض بلیت.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof RefundQuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** به کیف پول: مبلغ پرداختی منهای جریمه قوانین نرخ، چند دقیقه پس از تأیید به کیف پول برمی‌گردد. */
export const ToWallet: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('جریمه استرداد طبق قوانین نرخ').parentElement).toHaveTextContent('۷٬۲۸۲٬۵۰۰');
    await expect(card.getByText('مبلغ بازگشتی').parentElement).toHaveTextContent('۱۶٬۹۹۲٬۵۰۰');
    await expect(card.getByText(/حدود ۵ دقیقه پس از تأیید به کیف پول/)).toBeVisible();
  },
};

/** به حساب بانکی: بخش اعتبار هدیه باز هم به کیف پول برمی‌گردد و شماره شبا چپ‌به‌راست نوشته می‌شود. */
export const ToBankAccount: Story = {
  args: { destination: 'BankAccount', sheba: SHEBA, quote: { ...REFUND_QUOTE, giftAmount: 2_000_000, delayMinutes: 0 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/بلافاصله پس از تأیید به حساب/)).toHaveTextContent('۱۴٬۹۹۲٬۵۰۰');
    await expect(card.getByText(SHEBA)).toBeVisible();
    await expect(card.getByText(/اعتبار هدیه به کیف پول/)).toBeVisible();
  },
};

/** ایرلاین پرواز را لغو کرده است: جریمه‌ای کسر نمی‌شود و این را در یک جمله می‌گوید. */
export const Involuntary: Story = {
  args: { quote: { ...REFUND_QUOTE, penalty: 0, amount: REFUND_QUOTE.paidAmount, involuntary: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/جریمه‌ای کسر نمی‌شود/)).toBeVisible();
  },
};

/** اتاق هتلی که در مهلت لغو رایگان لغو می‌شود: واژه «اتاق» و «قوانین هتل» به‌جای بلیت و قوانین نرخ. */
export const HotelRoom: Story = {
  args: { words: ROOM_REFUND_WORDS, quote: { ...REFUND_QUOTE, paidAmount: 54_000_000, penalty: 0, amount: 54_000_000, items: ['h1'] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('مبلغ پرداختی (۱ اتاق)')).toBeVisible();
    await expect(card.getByText('جریمه لغو طبق قوانین هتل')).toBeVisible();
  },
};

/** به کیف پول، در گوشی ۳۷۵ پیکسلی. */
export const OnMobile: Story = { ...ON_MOBILE };

/** به حساب بانکی در گوشی: شماره شبای ۲۶ نویسه‌ای و مبلغ‌ها در عرض کارت جا می‌شوند و متن در چند سطر می‌شکند. */
export const ToBankAccountOnMobile: Story = {
  args: {
    destination: 'BankAccount', sheba: SHEBA,
    quote: { ...REFUND_QUOTE, paidAmount: 624_800_000, penalty: 187_440_000, amount: 437_360_000, giftAmount: 12_000_000, delayMinutes: 2880, items: ['i1', 'i2'] },
  },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('مبلغ پرداختی (۲ بلیت)')).toBeVisible();
    await expect(card.getByText(/حدود ۴۸ ساعت پس از تأیید به حساب/)).toHaveTextContent('۴۲۵٬۳۶۰٬۰۰۰');
    await expect(card.getByText(SHEBA)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** به حساب بانکی بی‌شماره شبا: جمله می‌گوید «به حساب بانکی شما واریز می‌شود». */
export const ToBankWithoutSheba: Story = {
  args: { destination: 'BankAccount', sheba: null, quote: { ...REFUND_QUOTE, delayMinutes: 90 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/حدود ۲ ساعت پس از تأیید به حساب بانکی شما واریز می‌شود/)).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: کارت در عرض ستون فرم استرداد. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'مبلغ استرداد' })).toBeVisible();
  },
};
