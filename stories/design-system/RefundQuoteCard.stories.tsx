import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundQuoteCard, ROOM_REFUND_WORDS } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { REFUND_QUOTE } from './fixtures/refunds';

const meta = {
  title: 'Design system/Account/RefundQuoteCard',
  component: RefundQuoteCard,
  args: { quote: REFUND_QUOTE, destination: 'Wallet' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof RefundQuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, less the fare rules' penalty, back to the wallet a few minutes after confirming. */
export const ToWallet: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('جریمه استرداد طبق قوانین نرخ').parentElement).toHaveTextContent('۷٬۲۸۲٬۵۰۰');
    await expect(card.getByText('مبلغ بازگشتی').parentElement).toHaveTextContent('۱۶٬۹۹۲٬۵۰۰');
    await expect(card.getByText(/حدود ۵ دقیقه پس از تأیید به کیف پول/)).toBeVisible();
  },
};

/** To a bank account: the gift credit part still goes back to the wallet. */
export const ToBankAccount: Story = {
  args: { destination: 'BankAccount', sheba: 'IR062960000000100324200001', quote: { ...REFUND_QUOTE, giftAmount: 2_000_000, delayMinutes: 0 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/بلافاصله پس از تأیید به حساب/)).toHaveTextContent('۱۴٬۹۹۲٬۵۰۰');
    await expect(card.getByText('IR062960000000100324200001')).toBeVisible();
    await expect(card.getByText(/اعتبار هدیه به کیف پول/)).toBeVisible();
  },
};

/** The airline cancelled: nothing is deducted. */
export const Involuntary: Story = {
  args: { quote: { ...REFUND_QUOTE, penalty: 0, amount: REFUND_QUOTE.paidAmount, involuntary: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/جریمه‌ای کسر نمی‌شود/)).toBeVisible();
  },
};

/** A hotel room cancelled inside its free window: rooms, and the hotel's rules named. */
export const HotelRoom: Story = {
  args: { words: ROOM_REFUND_WORDS, quote: { ...REFUND_QUOTE, paidAmount: 54_000_000, penalty: 0, amount: 54_000_000, items: ['h1'] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('مبلغ پرداختی (۱ اتاق)')).toBeVisible();
    await expect(card.getByText('جریمه لغو طبق قوانین هتل')).toBeVisible();
  },
};

export const OnMobile: Story = { ...ON_MOBILE };
