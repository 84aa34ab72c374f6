import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TourVoucherCard, type TourVoucherData } from '../../src/design-system';
import { ON_MOBILE, ON_TABLET } from './fixtures/flights';
import { TOUR_VOUCHER } from './fixtures/tours';

/** Long Persian and Latin names everywhere the tour voucher prints one. */
const longNames: TourVoucherData = {
  ...TOUR_VOUCHER,
  titleFa: 'تور ترکیبی کوالالامپور، لنکاوی و پوکت ۹ شب با گشت جزایر فی‌فی',
  destinationFa: 'کوالالامپور، لنکاوی و پوکت',
  nights: 9,
  hotelFa: 'هتل بین‌المللی پنج ستاره مریدین کوالالامپور و مرکز خرید نو سنترال',
  airlineFa: 'ماهان',
  airlineCode: 'W5',
  travellers: [
    { key: 'p1', nameFa: 'محمدحسین عبدالملکی فراهانی‌نژاد', nameEn: 'MOHAMMADHOSSEIN ABDOLMALEKI FARAHANINEJAD', kindFa: 'بزرگسال (اتاق دو یا سه‌نفره)' },
    { key: 'p2', nameFa: 'Charlotte Montgomery-Wellington', nameEn: 'CHARLOTTE MONTGOMERY-WELLINGTON', kindFa: 'بزرگسال (اتاق دو یا سه‌نفره)' },
  ],
  rooms: [{ key: '0', travellers: ['محمدحسین عبدالملکی فراهانی‌نژاد', 'Charlotte Montgomery-Wellington'] }],
};

const meta = {
  title: 'Design system/Tours/TourVoucherCard',
  component: TourVoucherCard,
  args: { voucher: TOUR_VOUCHER, onDownload: fn() },
  parameters: {
    docs: {
      description: {
        component: 'واچر تور که مسافر پس از پرداخت در صفحه رزروش می‌بیند و هنگام پرواز و پذیرش هتل همراه دارد: تاریخ رفت و برگشت و هتل، '
          + 'شماره رزرو و کد تأیید برگزارکننده، مسافران و اتاق‌ها، خدمات تور و مدارک لازم، قوانین لغو و دکمه دانلود نسخه PDF.',
      },
    },
  },
  argTypes: {
    voucher: { description: 'آنچه واچر نشان می‌دهد؛ صفحه رزرو سفارش تور را به این مدل تبدیل می‌کند. وضعیت سفارش رنگ برچسب بالا را تعیین می‌کند و فقط واچر صادرشده دکمه دانلود دارد.' },
    onDownload: { description: 'نسخه PDF واچر را دانلود می‌کند؛ بی آن، یا اگر واچر هنوز صادر نشده باشد، دکمه دانلود نمی‌آید.' },
    downloading: { description: 'تا فایل PDF برسد، دکمه دانلود چرخنده نشان می‌دهد و دوباره زده نمی‌شود.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof TourVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** واچر صادرشده: اول سفر و هتل، کد تأیید جدا از متن فارسی، مسافران و اتاق‌ها، خدمات تور، قوانین لغو و دکمه دانلود PDF. */
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

/** پرداخت شده اما هنوز تأیید نشده است: کد تأیید خط تیره است و دکمه دانلود نیست. */
export const Pending: Story = {
  args: { voucher: { ...TOUR_VOUCHER, state: 'pending', statusFa: 'پرداخت شده', confirmationCode: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

/** رزرو لغو و پول برگردانده شده: برچسب خاکستری «استرداد شده» و بی دکمه دانلود. */
export const Refunded: Story = {
  args: { voucher: { ...TOUR_VOUCHER, state: 'refunded', statusFa: 'استرداد شده' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('استرداد شده')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

/** در حال دانلود: دکمه چرخنده نشان می‌دهد تا فایل PDF برسد. */
export const Downloading: Story = { args: { downloading: true } };

/** در گوشی ۳۷۵ پیکسلی: نکته‌ها دو ستونه می‌شوند و دکمه دانلود زیر توضیحش می‌آید. */
export const OnMobile: Story = { ...ON_MOBILE };

/** عنوان تور، نام هتل و نام مسافران بلند (یکی به لاتین تایپ شده): همه در چند سطر می‌شکنند و چیزی بریده نمی‌شود. */
export const LongNames: Story = {
  args: { voucher: longNames },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: `واچر ${longNames.titleFa}` });
    await expect(within(card).getByRole('region', { name: 'سفر و هتل' })).toHaveTextContent(longNames.hotelFa);
    await expect(within(card).getByText('(MOHAMMADHOSSEIN ABDOLMALEKI FARAHANINEJAD)')).toHaveAttribute('dir', 'ltr');
    await expect(within(card).getByText('(CHARLOTTE MONTGOMERY-WELLINGTON)')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** همان نام‌های بلند در گوشی: هیچ نامی از لبه کارت بیرون نمی‌زند یا بریده نمی‌شود. */
export const LongNamesOnMobile: Story = {
  args: { voucher: longNames },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: `واچر ${longNames.titleFa}` });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('button', { name: 'دانلود واچر (PDF)' })).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: نکته‌ها سه‌ستونه‌اند و مسافر واچر را دانلود می‌کند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('کد تأیید')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
