import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CipVoucherCard } from '../../src/design-system';
import { CIP_VOUCHER } from './fixtures/cip';
import { ON_MOBILE } from './fixtures/flights';

const meta = {
  title: 'Design system/CIP/CipVoucherCard',
  component: CipVoucherCard,
  args: { voucher: CIP_VOUCHER, onDownload: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof CipVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Issued: where and when to be first, the code in an isolate, the flight, travellers, extras, and the PDF. */
export const Issued: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article', { name: 'واچر CIP فرودگاه امام خمینی' })).toBeVisible();
    const meet = card.getByRole('region', { name: 'محل و زمان حضور' });
    await expect(meet).toHaveTextContent('حضور: ساعت ۰۵:۳۰');
    await expect(meet).toHaveTextContent('درِ ورودی شماره ۳');
    await expect(card.getByText('CIP-4QK7D2').tagName).toBe('BDI');
    await expect(card.getByText('پنجشنبه ۱۹ آذر ۱۴۰۵')).toBeVisible();
    await expect(card.getByText(/باربر \(۲\)، خوشامدگو/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** An early-morning flight is met the evening before: the day is written beside the time. */
export const MetTheDayBefore: Story = {
  args: { voucher: { ...CIP_VOUCHER, meetDate: '2026-12-09', meetTime: '22:30', flight: { ...CIP_VOUCHER.flight, time: '01:30' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'محل و زمان حضور' })).toHaveTextContent('۲۲:۳۰، چهارشنبه ۱۸ آذر ۱۴۰۵');
  },
};

/** An arrival: the landing time and where the flight comes from. */
export const Arrival: Story = {
  args: { voucher: { ...CIP_VOUCHER, kind: 'Arrival', meetingPointFa: 'درِ هواپیما، با تابلوی نام؛ ۳۰ دقیقه پیش از فرود', extras: [] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('ساعت فرود')).toBeVisible();
    await expect(card.queryByText(/خدمات اضافه:/)).toBeNull();
  },
};

/** Paid but not confirmed yet: no code and no PDF. */
export const Pending: Story = {
  args: { voucher: { ...CIP_VOUCHER, state: 'pending', statusFa: 'پرداخت شده', confirmationCode: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

export const Refunded: Story = {
  args: { voucher: { ...CIP_VOUCHER, state: 'refunded', statusFa: 'استرداد شده' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('استرداد شده')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

export const Downloading: Story = { args: { downloading: true } };

export const OnMobile: Story = { ...ON_MOBILE };
