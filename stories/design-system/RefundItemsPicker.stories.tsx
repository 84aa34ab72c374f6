import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundItemsPicker, ROOM_REFUND_WORDS, type RefundItemRow, type RefundItemsPickerProps } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { HOTEL_REFUND_ITEMS, REFUND_ITEMS } from './fixtures/refunds';

/** Controlled, as the refund screen holds the chosen ids. */
function Stateful(args: RefundItemsPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 640 }}>
      <RefundItemsPicker {...args} value={value} onChange={(next) => { setValue(next); args.onChange(next); }} />
    </div>
  );
}

/** Passport names as long as they come, on a multi-leg route: the label must wrap, never widen the page. */
const LONG_ITEMS: RefundItemRow[] = [
  {
    itemId: 'l1', passengerName: 'HOSSEINZADEH-ESFAHANI/MOHAMMADREZA', passengerType: 1,
    route: 'تهران به استانبول با توقف در فرودگاه بین‌المللی امام خمینی و فرودگاه صبیحه گوکچن', departureTime: '2026-12-04T08:30:00',
    refundable: true, reason: null, penaltyPercent: 30, paidAmount: 312_400_000,
  },
  {
    itemId: 'l2', passengerName: 'HOSSEINZADEH-ESFAHANI/FATEMEHZAHRA', passengerType: 2,
    route: 'تهران به استانبول با توقف در فرودگاه بین‌المللی امام خمینی و فرودگاه صبیحه گوکچن', departureTime: '2026-12-04T08:30:00',
    refundable: false, reason: 'بلیت کودک فقط همراه بلیت بزرگسال همان سفارش استرداد می‌شود؛ اول بلیت بزرگسال را انتخاب کنید.', penaltyPercent: 30, paidAmount: 234_300_000,
  },
];

const meta = {
  title: 'Design system/Account/RefundItemsPicker',
  component: RefundItemsPicker,
  render: Stateful,
  args: { items: REFUND_ITEMS, value: [], onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: 'فهرست بلیت‌ها (یا اتاق‌های) یک سفارش با یک جعبه انتخاب برای هر کدام، در صفحه درخواست استرداد. '
          + 'مسافر انتخاب می‌کند کدام بلیت یا اتاق لغو و استرداد شود و برای هر کدام تاریخ، درصد جریمه و مبلغ پرداختی را می‌بیند؛ آنچه استردادپذیر نیست غیرفعال است و دلیلش را می‌گوید.',
      },
    },
  },
  argTypes: {
    items: { description: 'یک ردیف برای هر مسافر در هر پرواز (یا هر اتاق): نام مثل گذرنامه، نوع مسافر، مسیر، تاریخ، استردادپذیر بودن یا دلیل نبودنش، درصد جریمه و مبلغ پرداختی. صفحه آن را از پاسخ سرور می‌سازد.' },
    value: { description: 'شناسه ردیف‌های انتخاب‌شده؛ صفحه استرداد نگهشان می‌دارد و با آن برآورد مبلغ را می‌گیرد.' },
    onChange: { description: 'با هر تیک زدن یا برداشتن، با فهرست تازه شناسه‌های انتخاب‌شده صدا زده می‌شود.' },
    error: { description: 'پیامی زیر فهرست، مثلاً وقتی مسافر بی‌انتخاب درخواست می‌دهد: «دست‌کم یک بلیت را انتخاب کنید.»' },
    disabled: { description: 'همه جعبه‌ها غیرفعال‌اند؛ تا درخواست استرداد فرستاده می‌شود.' },
    words: { description: 'واژه‌های محصول: بلیت برای پرواز، اتاق برای هتل، مسافر برای تور و خدمات فرودگاهی. عنوان فهرست و پیش‌وند تاریخ از همین می‌آید؛ پیش‌فرض بلیت.' },
  },
} satisfies Meta<typeof RefundItemsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** هنوز چیزی انتخاب نشده: مسافر بلیتی را تیک می‌زند؛ بلیتی که پیش‌تر استرداد شده قابل انتخاب نیست و دلیلش را می‌گوید. */
export const Unchosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sara = canvas.getByRole('checkbox', { name: /SARA/ });
    await expect(sara).not.toBeChecked();
    await userEvent.click(sara);
    await expect(args.onChange).toHaveBeenLastCalledWith(['i2']);
    await expect(sara).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /NIKA/ })).toBeDisabled();
    await expect(canvas.getByText(/این بلیت استرداد شده است/)).toBeVisible();
    await expect(canvas.getAllByText(/جریمه ۳۰٪/)).toHaveLength(2);
  },
};

/** یک بلیت انتخاب شده. */
export const OneChosen: Story = {
  args: { value: ['i1'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /ALI/ })).toBeChecked();
  },
};

/** مسافر بی‌آنکه چیزی انتخاب کند درخواست داده است: پیام خطا زیر فهرست. */
export const WithError: Story = {
  args: { error: 'دست‌کم یک بلیت را برای استرداد انتخاب کنید.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('دست‌کم یک بلیت را برای استرداد انتخاب کنید.')).toBeVisible();
  },
};

/** در حال فرستادن درخواست: همه جعبه‌ها غیرفعال‌اند تا انتخاب عوض نشود. */
export const Disabled: Story = {
  args: { value: ['i2'], disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** در گوشی ۳۷۵ پیکسلی: نام و مسیر در چند سطر و مبلغ پرداختی کنار هر ردیف. */
export const OnMobile: Story = { ...ON_MOBILE, args: { value: ['i2'] } };

/** اقامت هتل: هر اتاق با نام سرپرست و روز ورود، بی‌نوع مسافر. */
export const HotelRooms: Story = {
  args: { items: HOTEL_REFUND_ITEMS, words: ROOM_REFUND_WORDS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('اتاق‌هایی که لغو و استرداد می‌شوند')).toBeVisible();
    await expect(canvas.queryByText(/بزرگسال/)).toBeNull();
    await expect(canvas.getAllByText(/^ورود پنجشنبه ۱۹ آذر ۱۴۰۵/)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: /ALI/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['h2']);
  },
};

/** سفارشی بی‌بلیت استردادپذیر: به‌جای فهرست، «بلیتی در این سفارش نیست.» */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('بلیتی در این سفارش نیست.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** نام لاتین بلند گذرنامه، مسیر بلند و دلیل بلند در گوشی: متن‌ها می‌شکنند، مبلغ سر جایش می‌ماند و صفحه پهن نمی‌شود. */
export const LongNamesOnMobile: Story = {
  args: { items: LONG_ITEMS },
  ...ON_MOBILE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const adult = canvas.getByRole('checkbox', { name: /MOHAMMADREZA/ });
    await userEvent.click(adult);
    await expect(args.onChange).toHaveBeenLastCalledWith(['l1']);
    await expect(canvas.getByRole('checkbox', { name: /FATEMEHZAHRA/ })).toBeDisabled();
    await expect(canvas.getByText(/فقط همراه بلیت بزرگسال/)).toBeVisible();
    await expect(canvas.getByText('۳۱۲٬۴۰۰٬۰۰۰')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** در تبلت ۷۶۸ پیکسلی: فهرست در عرض ستون فرم استرداد؛ مسافر یک بلیت را تیک می‌زند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /ALI/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['i1']);
  },
};
