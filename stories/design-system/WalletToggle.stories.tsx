import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletToggle, type WalletToggleProps } from '../../src/design-system/WalletToggle';
import { ON_MOBILE } from './fixtures/booking';

/** Controlled, as the order store's useWallet flag would hold it. */
function Stateful(args: WalletToggleProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <div style={{ maxWidth: 420 }}>
      <WalletToggle {...args} checked={checked} onChange={(next) => { setChecked(next); args.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Design system/Booking/WalletToggle',
  component: WalletToggle,
  render: Stateful,
  args: { balance: 12_000_000, payable: 48_550_000, checked: false, onChange: fn() },
} satisfies Meta<typeof WalletToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /پرداخت از کیف پول/ });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByText('باقی‌مانده برای پرداخت')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('باقی‌مانده برای پرداخت').closest('div')).toHaveTextContent('۳۶٬۵۵۰٬۰۰۰');
  },
};

/** The wallet pays part: used and remaining under the switch. */
export const PartlyCovered: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('از کیف پول').closest('div')).toHaveTextContent('۱۲٬۰۰۰٬۰۰۰');
    await expect(canvas.getByText('باقی‌مانده برای پرداخت').closest('div')).toHaveTextContent('۳۶٬۵۵۰٬۰۰۰');
  },
};

export const FullyCovered: Story = {
  args: { checked: true, balance: 80_000_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('کل مبلغ از کیف پول پرداخت می‌شود')).toBeVisible();
    await expect(canvas.getByText('از کیف پول').closest('div')).toHaveTextContent('۴۸٬۵۵۰٬۰۰۰');
  },
};

/** A zero balance disables the switch and says why. */
export const EmptyWallet: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText('موجودی کیف پول شما صفر است.')).toBeVisible();
  },
};

export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: 'برای این سفارش پرداخت از کیف پول ممکن نیست.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

/** Gift credit this order can take (CheckGiftExceedCount under the limit). */
export const GiftUsable: Story = {
  args: { checked: true, gift: { giftBalance: 1_000_000, count: 1, limit: 3, exceeded: false } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/از اعتبار هدیه در این سفارش استفاده می‌شود/);
    await expect(note).toHaveTextContent('۱٬۰۰۰٬۰۰۰');
    await expect(note).toHaveTextContent('۲ سفارش دیگر از ۳');
  },
};

/** The gift limit is reached: only cash pays, and the note says the gift waits. */
export const GiftLimitReached: Story = {
  args: { balance: 0, gift: { giftBalance: 1_000_000, count: 3, limit: 3, exceeded: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText(/سقف استفاده از اعتبار هدیه/)).toHaveTextContent('۳ سفارش در ۳۰ روز');
    await expect(canvas.queryByText('موجودی کیف پول شما صفر است.')).toBeNull();
  },
};

export const OnMobile: Story = { ...ON_MOBILE, args: { checked: true } };
