import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancellationPolicyCard } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';

/** Fixed days, so the words never change with the clock: check-in 29 Azar 1405, seen on 10 Azar. */
const meta = {
  title: 'Design system/Hotels/CancellationPolicyCard',
  component: CancellationPolicyCard,
  args: { policy: { refundable: true, freeUntilDaysBefore: 3, penaltyPercent: 30 }, checkIn: '2026-12-20', today: '2026-12-01', compact: false },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof CancellationPolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FreeUntilADay: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'قوانین لغو رزرو' });
    await expect(within(card).getByText('لغو رایگان')).toBeVisible();
    await expect(within(card).getByText('لغو رایگان تا پایان ۲۶ آذر ۱۴۰۵.')).toBeVisible();
    await expect(within(card).getByText(/۳۰٪ مبلغ اقامت جریمه/)).toBeVisible();
  },
};

export const FreeDaysOver: Story = {
  args: { today: '2026-12-19' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لغو با جریمه')).toBeVisible();
    await expect(within(canvasElement).getByText(/مهلت لغو رایگان گذشته است/)).toBeVisible();
  },
};

export const NonRefundable: Story = {
  args: { policy: { refundable: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('غیرقابل استرداد')).toBeVisible();
  },
};

export const CompactOnARoom: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).getByText('لغو رایگان تا پایان ۲۶ آذر ۱۴۰۵.')).toBeVisible();
  },
};

export const OnMobile: Story = {
  ...ON_MOBILE,
};
