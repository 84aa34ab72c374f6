import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TourVoucherCard } from '../../src/design-system';
import { ON_MOBILE } from './fixtures/flights';
import { TOUR_VOUCHER } from './fixtures/tours';

const meta = {
  title: 'Design system/Tours/TourVoucherCard',
  component: TourVoucherCard,
  args: { voucher: TOUR_VOUCHER, onDownload: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof TourVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Issued: the trip and hotel first, the code in an isolate, the travellers and rooms, what is included, the policy and the PDF. */
export const Issued: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article', { name: 'واچر تور کیش ۳ شب' })).toBeVisible();
    const trip = card.getByRole('region', { name: 'سفر و هتل' });
    await expect(trip).toHaveTextContent('رفت پنجشنبه ۱۹ آذر ۱۴۰۵');
    await expect(trip).toHaveTextContent('هتل شهریار طلایی');
    await expect(card.getByText('TOUR-4QK7D2').tagName).toBe('BDI');
    await expect(card.getByRole('region', { name: 'مسافران و اتاق‌ها' })).toHaveTextContent('اتاق ۱: سارا احمدی، علی رضایی، نیلا رضایی');
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** Paid but not confirmed yet: no code and no PDF. */
export const Pending: Story = {
  args: { voucher: { ...TOUR_VOUCHER, state: 'pending', statusFa: 'پرداخت شده', confirmationCode: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

export const Refunded: Story = {
  args: { voucher: { ...TOUR_VOUCHER, state: 'refunded', statusFa: 'استرداد شده' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('استرداد شده')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

export const Downloading: Story = { args: { downloading: true } };

export const OnMobile: Story = { ...ON_MOBILE };
