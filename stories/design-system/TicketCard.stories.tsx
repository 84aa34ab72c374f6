import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketCard } from '../../src/design-system/TicketCard';
import type { TicketData } from '../../src/design-system/TicketCard';
import { issuedTicket, ON_MOBILE, ON_TABLET, TICKET_PDF_HREF } from './fixtures/booking';

const meta = {
  title: 'Design system/Booking/TicketCard',
  component: TicketCard,
  args: { ticket: issuedTicket, pdfHref: TICKET_PDF_HREF },
  parameters: {
    docs: {
      description: {
        component: 'بلیت صادرشده یک مسافر برای یک پرواز، شبیه بلیت کاغذی: ایرلاین و شماره پرواز، تاریخ شمسی، ساعت و شهر حرکت و رسیدن، نام مسافر، کد رزرو، شماره بلیت، کلاس، صندلی و بار مجاز. '
          + 'مسافر آن را پس از پرداخت موفق و در جزئیات سفارش پرواز می‌بیند؛ کدهای لاتین چپ‌به‌راست و جدا از متن فارسی می‌آیند تا درست خوانده شوند.',
      },
    },
  },
  argTypes: {
    ticket: { description: 'آنچه بلیت نشان می‌دهد؛ صفحه بلیت‌های سفارش را به این مدل نمایشی تبدیل می‌کند: مسافر، کدها، پرواز، دو سرِ مسیر، کلاس، صندلی و بار.' },
    pdfHref: { description: 'نشانی فایل بلیت؛ اگر باشد، دکمه «دانلود بلیت (PDF)» پایین کارت می‌آید، وگرنه دکمه‌ای نیست.' },
    downloadLabel: { description: 'متن دکمه دانلود؛ پیش‌فرض «دانلود بلیت (PDF)».' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/**
 * بلیت صادرشده: کدهایی که حرف لاتین دارند («IR 451»، «K7Q2XM») کامل لاتین و چپ‌به‌راست می‌آیند، و شماره بلیت که فقط رقم است با ارقام فارسی.
 * تاریخ شمسی با روز هفته و دکمه دانلود فایل بلیت.
 */
export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('K7Q2XM').tagName).toBe('BDI');
    await expect(card.getByText('IR 451')).toHaveAttribute('dir', 'ltr');
    await expect(card.getByText('جمعه ۱۳ آذر ۱۴۰۵')).toBeVisible();
    await expect(card.getByText('۰۸:۳۰')).toBeVisible();
    await expect(card.getByText('۲۰ کیلوگرم')).toBeVisible();
    await expect(card.getByRole('link', { name: /دانلود بلیت/ })).toHaveAttribute('href', TICKET_PDF_HREF);
  },
};

/** پیش از پذیرش: صندلی هنوز «هنگام پذیرش» است، فقط بار دستی مجاز است و فایل بلیت هنوز نیست. */
export const NoSeatNoPdf: Story = {
  args: { ticket: { ...issuedTicket, seat: undefined, baggageKg: 0, passengerNameFa: undefined, fareClass: undefined }, pdfHref: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('هنگام پذیرش')).toBeVisible();
    await expect(card.getByText('فقط بار دستی')).toBeVisible();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** در گوشی: مشخصات در دو ستون و دکمه دانلود تمام‌عرض. */
export const OnMobile: Story = { ...ON_MOBILE };

/** A ticket whose every name is long: airline, airports, and the passenger as printed. */
const longNamedTicket: TicketData = {
  ...issuedTicket,
  passengerName: 'HOSSEINITABATABAEI/SEYEDEHFATEMEHZAHRA MRS',
  passengerNameFa: 'سیده فاطمه‌زهرا حسینی‌طباطبایی اصفهانی‌نژاد',
  airline: { ...issuedTicket.airline, name: 'هواپیمایی جمهوری اسلامی ایران (ایران‌ایر)' },
  departure: { ...issuedTicket.departure, airport: 'IKA', cityFa: 'تهران', airportFa: 'فرودگاه بین‌المللی امام خمینی' },
  arrival: { ...issuedTicket.arrival, airport: 'BND', cityFa: 'بندرعباس', airportFa: 'فرودگاه بین‌المللی بندرعباس' },
  cabinLabel: 'اکونومی ویژه',
};

/** نام‌های بلند در گوشی (ایرلاین، فرودگاه‌ها و مسافر): متن‌ها در چند خط می‌شکنند و هیچ‌چیز از لبه کارت بیرون نمی‌زند یا بریده نمی‌شود. */
export const LongNamesOnMobile: Story = {
  ...ON_MOBILE,
  args: { ticket: longNamedTicket },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const article = card.getByRole('article');
    const box = article.getBoundingClientRect();
    for (const name of ['فرودگاه بین‌المللی امام خمینی', 'فرودگاه بین‌المللی بندرعباس', 'HOSSEINITABATABAEI/SEYEDEHFATEMEHZAHRA MRS']) {
      const shown = card.getByText(name).getBoundingClientRect();
      await expect(shown.left).toBeGreaterThanOrEqual(box.left);
      await expect(shown.right).toBeLessThanOrEqual(box.right);
    }
    await expect(card.getByText('سیده فاطمه‌زهرا حسینی‌طباطبایی اصفهانی‌نژاد')).toBeVisible();
  },
};

/** مسافر خارجی: نام فقط لاتین و همان‌طور که روی بلیت چاپ می‌شود، چپ‌به‌راست؛ خلاصه کارت برای صفحه‌خوان هم همین نام را می‌گوید. */
export const LatinNameOnly: Story = {
  args: { ticket: { ...issuedTicket, passengerName: 'YILMAZ/EMRE MR', passengerNameFa: undefined, seat: '3A' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article', { name: 'بلیت YILMAZ/EMRE MR، تهران به مشهد' })).toBeVisible();
    await expect(card.getByText('YILMAZ/EMRE MR')).toHaveAttribute('dir', 'ltr');
    await expect(card.getByText('3A')).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: مشخصات در سه ستون و دکمه دانلود به اندازه متنش. */
export const OnTablet: Story = {
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const pnr = card.getByText('کد رزرو (PNR)').getBoundingClientRect();
    const ticketNumber = card.getByText('شماره بلیت').getBoundingClientRect();
    await expect(Math.abs(pnr.top - ticketNumber.top)).toBeLessThan(2);
    const download = card.getByRole('link', { name: /دانلود بلیت/ }).getBoundingClientRect();
    await expect(download.width).toBeLessThan(canvasElement.getBoundingClientRect().width / 2);
  },
};
