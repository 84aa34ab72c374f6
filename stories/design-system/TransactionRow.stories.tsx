import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionRow, type TransactionData } from '../../src/design-system/TransactionRow';
import { refund, ticketPurchase, topUp, TRANSACTIONS } from './fixtures/account';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** A purchase described in full, with a ten-digit amount and balance: the text must wrap, the amounts must not. */
const longPurchase: TransactionData = {
  kind: 'debit',
  amount: 1_248_000_000,
  description: 'خرید تور هفت‌روزه استانبول، کاپادوکیه و آنتالیا برای چهار مسافر با هتل‌های پنج‌ستاره ساحلی و ترانسفر فرودگاهی، سفارش ۱۴۰۵۰۹۶۶۲۰',
  dateTime: '2026-11-20T23:58:00+03:30',
  balanceAfter: 3_752_000_000,
};

const meta = {
  title: 'Design system/Account/TransactionRow',
  component: TransactionRow,
  args: { transaction: topUp, component: 'div' },
  parameters: {
    docs: {
      description: {
        component: 'یک سطر از صورت‌حساب کیف پول: واریز سبز با «+» و پیکان ورود، برداشت قرمز با «−» و پیکان خروج، شرح، تاریخ و ساعت تهران و مانده پس از تراکنش. '
          + 'مسافر آن را در صفحه تراکنش‌های حساب کاربری می‌بیند تا بداند پول کیف پولش از کجا آمده و کجا رفته است.',
      },
    },
  },
  argTypes: {
    transaction: {
      description: 'یک تراکنش کیف پول که صفحه از پاسخ سرور می‌سازد: نوع (واریز یا برداشت، که نشانه و رنگ را تعیین می‌کند)، مبلغ مثبت به ریال، شرح فارسی، '
        + 'تاریخ و ساعت (بی‌اختلاف ساعت یعنی وقت تهران) و در صورت وجود مانده پس از تراکنش.',
    },
    component: {
      control: 'inline-radio',
      options: ['div', 'li'],
      description: 'عنصر ریشه سطر: در صورت‌حساب که فهرست است، هر سطر یک مورد فهرست می‌شود تا صفحه‌خوان شمار تراکنش‌ها را بگوید. پیش‌فرض یک جعبه ساده است.',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof TransactionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** واریز (افزایش موجودی): سبز با «+» و پیکان ورود؛ صفحه‌خوان «واریز» می‌شنود؛ مانده پس از آن زیر مبلغ. */
export const Credit: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(canvasElement.querySelector('[data-kind="credit"]')).not.toBeNull();
    await expect(row.getByText('+')).toBeVisible();
    await expect(row.getByText(/^واریز/, { ignore: 'script' })).toBeInTheDocument();
    await expect(row.getByText('۲۷/۰۸/۱۴۰۵، ساعت ۰۹:۱۲')).toBeVisible();
    await expect(row.getByText(/مانده/)).toHaveTextContent('۶۲٬۵۰۰٬۰۰۰');
  },
};

/** برداشت (خرید بلیت): قرمز با «−» و پیکان خروج؛ صفحه‌خوان «برداشت» می‌شنود. */
export const Debit: Story = {
  args: { transaction: ticketPurchase },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText('−')).toBeVisible();
    await expect(row.getByText(/^برداشت/)).toBeInTheDocument();
  },
};

/** تراکنشی که سرور مانده‌اش را نداده است: فقط مبلغ، بی‌سطر «مانده». */
export const WithoutRunningBalance: Story = {
  args: { transaction: { ...refund, balanceAfter: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/مانده/)).toBeNull();
  },
};

/** صورت‌حساب: سطرها موارد یک فهرست‌اند و با خطی نازک از هم جدا می‌شوند. */
export const Statement: Story = {
  render: () => (
    <ul style={{ margin: 0, padding: 0 }} aria-label="تراکنش‌های کیف پول">
      {TRANSACTIONS.map((t) => <TransactionRow key={t.dateTime} transaction={t} component="li" />)}
    </ul>
  ),
};

/** صورت‌حساب در گوشی ۳۷۵ پیکسلی: مبلغ و مانده در سطر خودشان زیر شرح، تا تاریخ وسطش نشکند. */
export const StatementOnMobile: Story = { ...Statement, ...ON_MOBILE };

/** شرح بلند و مبلغ ده‌رقمی: شرح در چند سطر می‌شکند، مبلغ و مانده یک‌تکه می‌مانند. */
export const LongDescription: Story = {
  args: { transaction: longPurchase },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText(longPurchase.description)).toBeVisible();
    await expect(row.getByText('۱٬۲۴۸٬۰۰۰٬۰۰۰')).toBeVisible();
    await expect(row.getByText(/مانده/)).toHaveTextContent('۳٬۷۵۲٬۰۰۰٬۰۰۰');
  },
};

/** همان شرح بلند در گوشی: سطر از عرض صفحه بیرون نمی‌زند. */
export const LongDescriptionOnMobile: Story = {
  ...LongDescription,
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText(longPurchase.description)).toBeVisible();
    await expect(row.getByText('۱٬۲۴۸٬۰۰۰٬۰۰۰')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** صورت‌حساب در تبلت ۷۶۸ پیکسلی: هر تراکنش در یک ردیف، مبلغ‌ها در لبه چپ. */
export const StatementOnTablet: Story = {
  ...Statement,
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(TRANSACTIONS.length);
  },
};
