import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletBalanceCard } from '../../src/design-system/WalletBalanceCard';
import { ON_MOBILE } from './fixtures/flights';
import { navigate, storyLink } from './fixtures/links';

const meta = {
  title: 'Design system/Account/WalletBalanceCard',
  component: WalletBalanceCard,
  args: { balance: 62_500_000, giftCredit: 5_000_000, onTopUp: fn(), loading: false, renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof WalletBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithGiftCredit: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'کیف پول' })).toHaveTextContent('۶۲٬۵۰۰٬۰۰۰');
    await expect(card.getByText(/اعتبار هدیه/)).toHaveTextContent('۵٬۰۰۰٬۰۰۰');
    await userEvent.click(card.getByRole('button', { name: 'افزایش موجودی' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

export const NoGiftCredit: Story = {
  args: { giftCredit: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/اعتبار هدیه/)).toBeNull();
  },
};

export const Empty: Story = { args: { balance: 0, giftCredit: 0 } };

/** The top-up page is a route: the action is a link. */
export const TopUpLink: Story = {
  args: { onTopUp: undefined, topUpHref: '/profile/transactions/?topup=1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'افزایش موجودی' }));
    await expect(navigate).toHaveBeenLastCalledWith('/profile/transactions/?topup=1');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('region', { name: 'کیف پول' })).toHaveAttribute('aria-busy', 'true');
    await expect(card.getByRole('button', { name: 'افزایش موجودی' })).toBeDisabled();
  },
};

export const OnMobile: Story = {
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'افزایش موجودی' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
