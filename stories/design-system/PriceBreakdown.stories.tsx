import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakdown } from '../../src/design-system/PriceBreakdown';
import { familyFares, ON_MOBILE, singleAdultFare } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/PriceBreakdown',
  component: PriceBreakdown,
  args: { passengers: familyFares, taxes: 1_850_000, discount: 0, walletUsed: 0 },
  argTypes: { currency: { control: 'inline-radio', options: ['rial', 'dirham'] } },
  // The booking page's side column is about this wide.
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneAdult: Story = {
  args: { passengers: singleAdultFare, taxes: 0 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('۱ × بزرگسال')).toBeVisible();
    await expect(box.queryByText('مالیات و عوارض')).toBeNull();
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۱۸٬۹۰۰٬۰۰۰');
  },
};

export const Family: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('۲ × بزرگسال')).toBeVisible();
    await expect(box.getByText('۱ × کودک')).toBeVisible();
    await expect(box.getByText('۱ × نوزاد')).toBeVisible();
    // 2 × 24.5M + 12.25M + 2.45M + 1.85M taxes
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۶۵٬۵۵۰٬۰۰۰');
  },
};

export const WithDiscount: Story = {
  args: { discount: 5_000_000 },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('تخفیف').closest('div')!;
    await expect(row).toHaveAttribute('data-tone', 'discount');
    await expect(row).toHaveTextContent('−');
    await expect(row).toHaveTextContent('منهای');
  },
};

export const WithDiscountAndWallet: Story = {
  args: { discount: 5_000_000, walletUsed: 12_000_000 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('پرداخت از کیف پول')).toBeVisible();
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۴۸٬۵۵۰٬۰۰۰');
  },
};

/** The server's total wins over the sum of the rows. */
export const ServerTotal: Story = {
  args: { passengers: singleAdultFare, taxes: 0, total: 18_000_000 },
};

export const OnMobile: Story = {
  ...ON_MOBILE,
  args: { discount: 5_000_000, walletUsed: 12_000_000 },
  decorators: [(Story) => <Story />],
};

/** A hotel stay: one line per room for the whole stay instead of passenger types. */
export const HotelRooms: Story = {
  args: {
    passengers: [],
    taxes: 0,
    lines: [
      { key: 'r1', label: 'اتاق ۱: دو تخته دابل، با صبحانه · ۳ شب', amount: 54_000_000 },
      { key: 'r2', label: 'اتاق ۲: سه تخته، با صبحانه · ۳ شب', amount: 72_600_000 },
    ],
    discount: 2_000_000,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText('اتاق ۲: سه تخته، با صبحانه · ۳ شب')).toBeVisible();
    await expect(box.getByText('قیمت پایه').closest('div')).toHaveTextContent('۱۲۶٬۶۰۰٬۰۰۰');
    await expect(box.getByText('مبلغ قابل پرداخت').closest('div')).toHaveTextContent('۱۲۴٬۶۰۰٬۰۰۰');
  },
};
