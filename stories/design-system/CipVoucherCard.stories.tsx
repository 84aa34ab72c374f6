import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CipVoucherCard } from '../../src/design-system';
import { CIP_VOUCHER } from './fixtures/cip';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';

const meta = {
  title: 'Design system/CIP/CipVoucherCard',
  component: CipVoucherCard,
  args: { voucher: CIP_VOUCHER, onDownload: fn() },
  parameters: {
    docs: {
      description: {
        component: 'واچر خدمات CIP فرودگاه که مسافر پس از پرداخت و در جزئیات سفارش CIP می‌بیند و در فرودگاه نشان می‌دهد. '
          + 'اول می‌گوید کجا و چه ساعتی حاضر شود، بعد شماره رزرو و کد تأیید، پرواز، مسافران، خدمات اضافه، قوانین لغو و دکمه دانلود فایل واچر.',
      },
    },
  },
  argTypes: {
    voucher: { description: 'آنچه واچر نشان می‌دهد؛ صفحه سفارش CIP را به این مدل نمایشی تبدیل می‌کند: وضعیت، فرودگاه و سالن، محل و زمان حضور، پرواز، مسافران، خدمات اضافه و قوانین لغو.' },
    onDownload: { description: 'فایل واچر را می‌گیرد؛ دکمه «دانلود واچر (PDF)» فقط وقتی هست که این داده شود و واچر صادر شده باشد.' },
    downloading: { description: 'فایل واچر در راه است: دکمه دانلود می‌چرخد و دوباره زده نمی‌شود.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof CipVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** صادرشده: اول محل و زمان حضور، بعد کد تأیید جدا و چپ‌به‌راست، پرواز، مسافران، خدمات اضافه و دکمه دانلود. */
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

/** پرواز سحرگاهی که مسافر شب قبلش باید حاضر شود: روز حضور کنار ساعت نوشته می‌شود. */
export const MetTheDayBefore: Story = {
  args: { voucher: { ...CIP_VOUCHER, meetDate: '2026-12-09', meetTime: '22:30', flight: { ...CIP_VOUCHER.flight, time: '01:30' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'محل و زمان حضور' })).toHaveTextContent('۲۲:۳۰، چهارشنبه ۱۸ آذر ۱۴۰۵');
  },
};

/** خدمات ورودی: ساعت فرود و مبدأ پرواز، و مسافر کنار درِ هواپیما پذیرفته می‌شود. */
export const Arrival: Story = {
  args: { voucher: { ...CIP_VOUCHER, kind: 'Arrival', meetingPointFa: 'درِ هواپیما، با تابلوی نام؛ ۳۰ دقیقه پیش از فرود', extras: [] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('ساعت فرود')).toBeVisible();
    await expect(card.queryByText(/خدمات اضافه:/)).toBeNull();
  },
};

/** پرداخت شده ولی هنوز تأیید نشده: کد تأیید و دکمه دانلود هنوز نیست. */
export const Pending: Story = {
  args: { voucher: { ...CIP_VOUCHER, state: 'pending', statusFa: 'پرداخت شده', confirmationCode: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

/** استرداد شده: برچسب خاکستری «استرداد شده» و بی دکمه دانلود. */
export const Refunded: Story = {
  args: { voucher: { ...CIP_VOUCHER, state: 'refunded', statusFa: 'استرداد شده' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('استرداد شده')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

/** فایل واچر در راه است: دکمه دانلود می‌چرخد. */
export const Downloading: Story = { args: { downloading: true } };

/** در گوشی: مشخصات در دو ستون و دکمه دانلود زیر جمله راهنما. */
export const OnMobile: Story = { ...ON_MOBILE };

/** لغو شده: برچسب خاکستری «لغو شده»، بی دکمه دانلود؛ مسافر نباید با این واچر به فرودگاه برود. */
export const Cancelled: Story = {
  args: { voucher: { ...CIP_VOUCHER, state: 'cancelled', statusFa: 'لغو شده' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article')).toHaveAttribute('data-state', 'cancelled');
    await expect(card.getByText('لغو شده')).toBeVisible();
    await expect(card.queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

/** متن‌های بلند در گوشی: محل حضور چندجمله‌ای، چهار مسافر با نام‌های بلند (یکی فقط لاتین) و خدمات اضافه فراوان؛ همه در چند خط می‌شکنند و از کارت بیرون نمی‌زنند. */
export const LongTextOnMobile: Story = {
  ...ON_MOBILE,
  args: {
    voucher: {
      ...CIP_VOUCHER,
      loungeFa: 'سالن تشریفات فرودگاهی (CIP) پایانه ۱ پروازهای خارجی',
      meetingPointFa: 'پایانه ۱ پروازهای خارجی، درِ ورودی شماره ۳ کنار پارکینگ طبقاتی، پیشخوان CIP روبه‌روی بانک ملی؛ '
        + 'دست‌کم ۳ ساعت پیش از پرواز، با گذرنامه و بلیت همه مسافران. اگر دیر می‌رسید، پیش از آمدن با پشتیبانی تماس بگیرید.',
      travellers: [
        { key: 'p1', nameFa: 'سیده فاطمه‌زهرا حسینی‌طباطبایی اصفهانی‌نژاد', nameEn: 'SEYEDEH FATEMEH ZAHRA HOSSEINI TABATABAEI', kindFa: 'بزرگسال' },
        { key: 'p2', nameFa: 'محمدحسین عبدالرحیمی قوچانی', nameEn: 'MOHAMMADHOSSEIN ABDOLRAHIMI GHOUCHANI', kindFa: 'بزرگسال' },
        { key: 'p3', nameFa: 'MAXIMILIAN VON HOHENZOLLERN', nameEn: 'MAXIMILIAN VON HOHENZOLLERN', kindFa: 'بزرگسال' },
        { key: 'p4', nameFa: 'آوا حسینی‌طباطبایی', nameEn: 'AVA HOSSEINI TABATABAEI', kindFa: 'کودک' },
      ],
      extras: [
        { key: 'porter', labelFa: 'باربر', count: 6 },
        { key: 'greeter', labelFa: 'خوشامدگو', count: 1 },
        { key: 'car-to-aircraft', labelFa: 'خودرو تا پای هواپیما', count: 1 },
        { key: 'lounge-guest', labelFa: 'همراه در سالن', count: 2 },
        { key: 'fast-track', labelFa: 'گذر سریع', count: 4 },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const article = card.getByRole('article').getBoundingClientRect();
    await expect(card.getByRole('region', { name: 'محل و زمان حضور' })).toHaveTextContent('با پشتیبانی تماس بگیرید');
    await expect(card.getByText('۴ نفر')).toBeVisible();
    for (const name of ['سیده فاطمه‌زهرا حسینی‌طباطبایی اصفهانی‌نژاد', '(SEYEDEH FATEMEH ZAHRA HOSSEINI TABATABAEI)']) {
      const shown = card.getByText(name).getBoundingClientRect();
      await expect(shown.left).toBeGreaterThanOrEqual(article.left);
      await expect(shown.right).toBeLessThanOrEqual(article.right);
    }
    await expect(card.getByText(/گذر سریع \(۴\)/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** در تبلت ۷۶۸ پیکسلی: مشخصات در سه ستون و دکمه دانلود کنار جمله راهنما. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const order = card.getByText('شماره رزرو').getBoundingClientRect();
    const flight = card.getByText('پرواز').getBoundingClientRect();
    // Three facts to a row: the order number and the flight share the first.
    await expect(Math.abs(order.top - flight.top)).toBeLessThan(2);
    await expect(order.left).toBeGreaterThan(flight.left);
  },
};
