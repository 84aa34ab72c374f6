import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelVoucherCard, type HotelVoucherData } from '../../src/design-system/HotelVoucherCard';
import { ON_MOBILE, ON_TABLET } from './fixtures/booking';
import { HOTEL_PHOTOS } from './fixtures/hotels';
import { besideItsIcon } from './fixtures/layout-checks';

const issued: HotelVoucherData = {
  orderNumber: 100245,
  confirmationNumber: 'HT-7K2Q9M',
  state: 'issued',
  statusFa: 'صادر شده',
  hotelNameFa: 'هتل پارسیان آزادی',
  hotelNameEn: 'Parsian Azadi Hotel',
  stars: 5,
  cityFa: 'تهران',
  addressFa: 'تهران، بزرگراه شهید چمران، نبش خیابان یمن',
  photoUrl: HOTEL_PHOTOS.tower,
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  nights: 3,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  rooms: [
    { key: 'r1', nameFa: 'دو تخته دابل', bedsFa: 'یک تخت دونفره', board: 'breakfast', adults: 2, childAges: [], guestFa: 'سارا احمدی', guestEn: 'SARA AHMADI', price: 54_000_000 },
    { key: 'r2', nameFa: 'سه تخته', bedsFa: 'یک تخت دونفره و یک تخت یک‌نفره', board: 'half-board', adults: 2, childAges: [7], guestFa: 'علی رضایی', guestEn: 'ALI REZAEI', price: 72_600_000 },
  ],
  cancellationFa: 'لغو رایگان تا ۷ آذر ۱۴۰۵؛ پس از آن ۵۰٪ مبلغ کسر می‌شود.',
  specialRequests: 'اتاق‌ها کنار هم باشند.',
};

/** Long Persian and Latin names everywhere a voucher prints one, as a real booking may have them. */
const longNames: HotelVoucherData = {
  ...issued,
  hotelNameFa: 'هتل بین‌المللی بزرگ پارسیان آزادی و مرکز همایش‌های شهید بهشتی',
  hotelNameEn: 'Parsian Azadi International Grand Hotel and Shahid Beheshti Conference Centre',
  addressFa: 'تهران، بزرگراه شهید دکتر مصطفی چمران، نرسیده به پل مدیریت، نبش خیابان شهید علی‌اکبر یمن، پلاک ۱۲۴',
  rooms: [
    {
      ...issued.rooms[0]!,
      nameFa: 'سوئیت رویال دو خوابه با نمای کوه و بالکن اختصاصی',
      guestFa: 'محمدحسین عبدالملکی فراهانی‌نژاد',
      guestEn: 'MOHAMMADHOSSEIN ABDOLMALEKI FARAHANINEJAD',
    },
    { ...issued.rooms[1]!, guestFa: 'Charlotte Montgomery-Wellington', guestEn: 'CHARLOTTE MONTGOMERY-WELLINGTON' },
  ],
  specialRequests: 'لطفاً اتاق‌ها در یک طبقه و کنار هم باشند، تخت کودک در اتاق دوم گذاشته شود و ورود ما حدود ساعت ۲۳ است.',
};

const meta = {
  title: 'Design system/Hotels/HotelVoucherCard',
  component: HotelVoucherCard,
  args: { voucher: issued, onDownload: fn() },
  parameters: {
    docs: {
      description: {
        component: 'واچر هتل که مسافر پس از پرداخت در صفحه رزروش می‌بیند و هنگام پذیرش به هتل نشان می‌دهد: شماره رزرو و کد تأیید هتل، '
          + 'نام و نشانی هتل، ورود و خروج به تاریخ شمسی با ساعت، هر اتاق با مهمانش، قوانین لغو و دکمه دانلود نسخه PDF.',
      },
    },
  },
  argTypes: {
    voucher: { description: 'آنچه واچر نشان می‌دهد؛ صفحه رزرو سفارش هتل را به این مدل تبدیل می‌کند. وضعیت سفارش رنگ برچسب بالا را تعیین می‌کند و فقط واچر صادرشده دکمه دانلود دارد.' },
    onDownload: { description: 'نسخه PDF واچر را دانلود می‌کند؛ بی آن، یا اگر واچر هنوز صادر نشده باشد، دکمه دانلود نمی‌آید.' },
    downloading: { description: 'تا فایل PDF برسد، دکمه دانلود چرخنده نشان می‌دهد و دوباره زده نمی‌شود.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof HotelVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** واچر صادرشده: شماره‌ها جدا از متن فارسی، تاریخ‌های شمسی با روز هفته و ساعت، هر اتاق و مهمانش، و دکمه دانلود PDF. */
export const Issued: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('HT-7K2Q9M').tagName).toBe('BDI');
    await expect(card.getByText('پنجشنبه ۱۹ آذر ۱۴۰۵')).toBeVisible();
    await expect(card.getByText('از ساعت ۱۴:۰۰')).toBeVisible();
    await expect(card.getByText(/۲ بزرگسال، ۱ کودک \(۷ ساله\)/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** پرداخت شده اما هتل هنوز تأیید نکرده است: کد تأیید خط تیره است و دکمه دانلود نیست. */
export const Pending: Story = {
  args: { voucher: { ...issued, state: 'pending', statusFa: 'پرداخت شده', confirmationNumber: null, specialRequests: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole('button', { name: /دانلود/ })).toBeNull();
    await expect(card.queryByText('درخواست ویژه')).toBeNull();
  },
};

/** رزرو لغو و پول برگردانده شده: برچسب خاکستری «استرداد شده»، بی عکس هتل و بی دکمه دانلود. */
export const Cancelled: Story = {
  args: { voucher: { ...issued, state: 'refunded', statusFa: 'استرداد شده', photoUrl: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('استرداد شده')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /دانلود/ })).toBeNull();
  },
};

/** در حال دانلود: دکمه چرخنده نشان می‌دهد تا فایل PDF برسد. */
export const Downloading: Story = { args: { downloading: true } };

/** در گوشی ۳۷۵ پیکسلی: نکته‌ها دو ستونه می‌شوند و دکمه دانلود زیر توضیحش می‌آید. */
export const OnMobile: Story = { ...ON_MOBILE };

/** نام‌ها و نشانی بلند: نام فارسی و لاتین هتل، نشانی، نام اتاق و نام مهمانان (یکی به لاتین تایپ شده) در چند سطر می‌شکنند و چیزی بریده نمی‌شود. */
export const LongNames: Story = {
  args: { voucher: longNames },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: `واچر ${longNames.hotelNameFa}` });
    await expect(within(card).getByText(longNames.hotelNameEn)).toBeVisible();
    await expect(within(card).getByText(/محمدحسین عبدالملکی فراهانی‌نژاد/)).toBeVisible();
    await expect(within(card).getByText('(CHARLOTTE MONTGOMERY-WELLINGTON)')).toHaveAttribute('dir', 'ltr');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** همان نام‌های بلند در گوشی: هیچ نامی از لبه کارت بیرون نمی‌زند یا بریده نمی‌شود. */
export const LongNamesOnMobile: Story = {
  args: { voucher: longNames },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: `واچر ${longNames.hotelNameFa}` });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('button', { name: 'دانلود واچر (PDF)' })).toBeVisible();
    await besideItsIcon(card.querySelector('.tabler-icon-map-pin')!);
  },
};

/** در تبلت ۷۶۸ پیکسلی: نکته‌ها سه‌ستونه‌اند و مسافر واچر را دانلود می‌کند. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('کد تأیید هتل')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'دانلود واچر (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    // No focus ring in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
