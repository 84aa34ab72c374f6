import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionRow } from '../../src/design-system/TransactionRow';
import { refund, ticketPurchase, topUp, TRANSACTIONS } from './fixtures/account';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/Account/TransactionRow',
  component: TransactionRow,
  args: { transaction: topUp, component: 'div' },
  argTypes: { component: { control: 'inline-radio', options: ['div', 'li'] } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof TransactionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

export const Debit: Story = {
  args: { transaction: ticketPurchase },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement);
    await expect(row.getByText('−')).toBeVisible();
    await expect(row.getByText(/^برداشت/)).toBeInTheDocument();
  },
};

export const WithoutRunningBalance: Story = {
  args: { transaction: { ...refund, balanceAfter: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/مانده/)).toBeNull();
  },
};

/** A statement: rows as list items, separated by hairlines. */
export const Statement: Story = {
  render: () => (
    <ul style={{ margin: 0, padding: 0 }} aria-label="تراکنش‌های کیف پول">
      {TRANSACTIONS.map((t) => <TransactionRow key={t.dateTime} transaction={t} component="li" />)}
    </ul>
  ),
};

export const StatementOnMobile: Story = { ...Statement, ...ON_MOBILE };
