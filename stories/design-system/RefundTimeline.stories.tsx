import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundTimeline } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { REFUNDED_TO_BANK, REFUNDED_TO_WALLET, REQUESTED } from './fixtures/refunds';

const meta = {
  title: 'Design system/Account/RefundTimeline',
  component: RefundTimeline,
  args: { refunds: [REQUESTED] },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof RefundTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked for, waiting for the payout. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('در انتظار استرداد')).toBeVisible();
    await expect(c.getByText(/به کیف پول برمی‌گردد/)).toHaveTextContent('۱۶٬۹۹۲٬۵۰۰');
    await expect(c.getByText(/^تا/)).toHaveTextContent('۰۳/۰۹/۱۴۰۵، ساعت ۱۰:۱۵');
  },
};

export const RefundedToWallet: Story = {
  args: { refunds: [REFUNDED_TO_WALLET] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('استرداد شد')).toBeVisible();
    await expect(c.getByText(/به کیف پول برگشت/)).toBeVisible();
  },
};

/** Paid to a bank account, with the bank's reference; its gift part went to the wallet. */
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

/** A partly refunded order: the newest request first. */
export const Several: Story = {
  args: { refunds: [REQUESTED, REFUNDED_TO_WALLET] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { refunds: [REQUESTED, REFUNDED_TO_BANK] } };
