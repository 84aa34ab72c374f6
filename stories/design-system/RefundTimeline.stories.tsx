import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundTimeline, ROOM_REFUND_WORDS } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { REFUNDED_TO_BANK, REFUNDED_TO_WALLET, REQUESTED } from './fixtures/refunds';

const meta = {
  title: 'Design system/Account/RefundTimeline',
  component: RefundTimeline,
  args: { refunds: [REQUESTED] },
  parameters: {
    docs: {
      description: {
        component: 'درخواست‌های استرداد یک سفارش، هر کدام با دو گام «درخواست ثبت شد» و «مبلغ پرداخت شد»: جریمه، مبلغ، مقصد پول و زمان. '
          + 'مسافر آن را در جزئیات سفارش می‌بیند تا بداند پولش کی و به کجا برمی‌گردد؛ سفارشی که درخواست استرداد ندارد این بخش را ندارد.',
      },
    },
  },
  argTypes: {
    refunds: { description: 'درخواست‌های استرداد سفارش، تازه‌ترین اول: وضعیت (در انتظار یا استرداد شد)، عنوان دلیل، مقصد و شماره شبا، شماره پیگیری بانک، مبلغ، جریمه، اعتبار هدیه و زمان‌ها. فهرست خالی یعنی هیچ چیز کشیده نمی‌شود.' },
    words: { description: 'واژه‌های محصول: بلیت برای پرواز، اتاق برای هتل؛ در عنوان هر درخواست («۲ بلیت») می‌آید. پیش‌فرض بلیت.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof RefundTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** درخواست ثبت شده و در انتظار پرداخت: برچسب آبی و «تا …» زمانی که پول باید به کیف پول برسد. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('در انتظار استرداد')).toBeVisible();
    await expect(c.getByText(/به کیف پول برمی‌گردد/)).toHaveTextContent('۱۶٬۹۹۲٬۵۰۰');
    await expect(c.getByText(/^تا/)).toHaveTextContent('۰۳/۰۹/۱۴۰۵، ساعت ۱۰:۱۵');
  },
};

/** استرداد شد به کیف پول: برچسب سبز و هر دو گام کامل. */
export const RefundedToWallet: Story = {
  args: { refunds: [REFUNDED_TO_WALLET] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('استرداد شد')).toBeVisible();
    await expect(c.getByText(/به کیف پول برگشت/)).toBeVisible();
  },
};

/** واریز به حساب بانکی با شماره پیگیری بانک؛ بخش اعتبار هدیه‌اش به کیف پول برگشته است. */
export const RefundedToBank: Story = {
  args: { refunds: [REFUNDED_TO_BANK] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/واریز شد/)).toHaveTextContent('IR062960000000100324200001');
    await expect(c.getByText(/واریز شد/)).toHaveTextContent('۲۲٬۲۷۵٬۰۰۰');
    await expect(c.getByText(/اعتبار هدیه به کیف پول برگشت/)).toHaveTextContent('۲٬۰۰۰٬۰۰۰');
    await expect(c.getByText(/شماره پیگیری بانک/)).toHaveTextContent('۴۸۲۹۱۳۷۷۵۱۰۴');
  },
};

/** سفارشی که بخشی از آن استرداد شده: چند درخواست، تازه‌ترین بالا. */
export const Several: Story = {
  args: { refunds: [REQUESTED, REFUNDED_TO_WALLET] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};

/** دو درخواست در گوشی ۳۷۵ پیکسلی: عنوان و برچسب وضعیت، و شماره شبا در عرض صفحه. */
export const OnMobile: Story = { ...ON_MOBILE, args: { refunds: [REQUESTED, REFUNDED_TO_BANK] } };

/** لغو اتاق هتل: عنوان درخواست «۱ اتاق» می‌گوید، نه بلیت. */
export const HotelRoom: Story = {
  args: { refunds: [{ ...REFUNDED_TO_WALLET, reasonTitle: 'لغو رزرو هتل', itemIds: ['h1'] }], words: ROOM_REFUND_WORDS },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('article', { name: 'استرداد ۱ اتاق' })).toBeVisible();
    await expect(c.getByText('لغو رزرو هتل (۱ اتاق)')).toBeVisible();
  },
};

const longReason = 'تغییر برنامه سفر به دلیل بیماری یکی از همراهان و لغو هم‌زمان رزرو هتل و ترانسفر فرودگاهی';

/** دلیل بلند در گوشی: عنوان در چند سطر می‌شکند و برچسب وضعیت و شماره شبا از کارت بیرون نمی‌زنند. */
export const LongReasonOnMobile: Story = {
  args: { refunds: [{ ...REFUNDED_TO_BANK, reasonTitle: longReason }] },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(`${longReason} (۲ بلیت)`)).toBeVisible();
    await expect(c.getByText('استرداد شد')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** دو درخواست در تبلت ۷۶۸ پیکسلی، در ستون جزئیات سفارش. */
export const OnTablet: Story = {
  args: { refunds: [REQUESTED, REFUNDED_TO_BANK] },
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
