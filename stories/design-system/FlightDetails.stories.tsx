import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlightDetails, type FlightDetailsData } from '../../src/design-system/FlightDetails';
import { at, charterDetails, directDetails, oneStopDetails, ON_MOBILE, ON_TABLET } from './fixtures/flights';

/** A system fare whose airline sent neither baggage nor refund penalties nor fare rules. */
const nothingAnnounced: FlightDetailsData = {
  isCharter: false,
  refundable: true,
  legs: directDetails.legs,
  refundPenalties: [],
};

/**
 * The longest details get: full airport names, a long aircraft name, a Tehran layover that changes
 * airport (Imam Khomeini to Mehrabad), the airline's own long wording of penalties and rules.
 */
const longDetails: FlightDetailsData = {
  isCharter: false,
  refundable: true,
  legs: [
    {
      airline: { code: 'IR', name: 'هواپیمایی جمهوری اسلامی ایران (هما)' },
      flightNumber: 'IR 718',
      aircraft: 'ایرباس A330-200 با صندلی‌های تخت‌شو',
      cabinLabel: 'بیزینس',
      fareClass: 'C',
      departure: { airport: 'IST', airportFa: 'بین‌المللی استانبول', cityFa: 'استانبول', time: at('01:10') },
      arrival: { airport: 'IKA', airportFa: 'بین‌المللی امام خمینی', cityFa: 'تهران', time: at('06:05') },
      durationMinutes: 205,
    },
    {
      airline: { code: 'IR', name: 'هواپیمایی جمهوری اسلامی ایران (هما)' },
      flightNumber: 'IR 451',
      aircraft: 'ایرباس A300',
      cabinLabel: 'بیزینس',
      fareClass: 'C',
      departure: { airport: 'THR', airportFa: 'بین‌المللی مهرآباد', cityFa: 'تهران', time: at('10:30') },
      arrival: { airport: 'MHD', airportFa: 'بین‌المللی شهید هاشمی‌نژاد', cityFa: 'مشهد مقدس', time: at('11:55') },
      durationMinutes: 85,
    },
  ],
  baggage: { adult: 30, child: 30, infant: 0 },
  refundPenalties: [
    { hoursBefore: 100_000, percent: 10, label: 'از زمان صدور بلیت تا دوازده ظهر سه روز پیش از پرواز، با درخواست از طریق پشتیبانی' },
    { hoursBefore: 24, percent: 40 },
    { hoursBefore: 0, percent: 90, label: 'از سه ساعت پیش از پرواز تا پس از بسته شدن پذیرش، و عدم حضور در فرودگاه' },
  ],
  fareRules: [
    'تغییر تاریخ پرواز تا ۴۸ ساعت پیش از حرکت، با پرداخت مابه‌التفاوت نرخ و جریمه تغییر که ایرلاین تعیین می‌کند، ممکن است؛ پس از آن بلیت فقط استرداد می‌شود.',
    'مسافرانی که میان دو پرواز از فرودگاه امام خمینی به مهرآباد می‌روند، خودشان مسئول رسیدن به پرواز دوم‌اند و دست‌کم سه ساعت فاصله را پیشنهاد می‌کنیم.',
  ],
};

/** Where one character of an element's text is drawn. */
function charBox(element: Element, index: number): DOMRect {
  const range = document.createRange();
  const text = element.firstChild!;
  range.setStart(text, index);
  range.setEnd(text, index + 1);
  return range.getBoundingClientRect();
}

/** An international fare whose airline wrote its rules and a penalty in English, as the API passes them on. */
const englishRules: FlightDetailsData = {
  isCharter: false,
  refundable: true,
  legs: [
    {
      airline: { code: 'TK', name: 'ترکیش ایرلاینز' },
      flightNumber: 'TK 879',
      aircraft: 'ایرباس A321neo',
      cabinLabel: 'اکونومی',
      fareClass: 'V',
      departure: { airport: 'IKA', airportFa: 'امام خمینی', cityFa: 'تهران', time: at('04:40') },
      arrival: { airport: 'IST', airportFa: 'استانبول', cityFa: 'استانبول', time: at('07:35') },
      durationMinutes: 265,
    },
  ],
  baggage: { adult: 23, child: 23, infant: 10 },
  refundPenalties: [
    { hoursBefore: 24, percent: 25 },
    { hoursBefore: 0, percent: 100, label: 'No-show: fare not refundable.' },
  ],
  fareRules: [
    'Changes permitted for a fee of 50 EUR, plus any fare difference.',
    'Name changes are not permitted.',
    'تغییر تاریخ فقط از طریق پشتیبانی ممکن است.',
  ],
};

const meta = {
  title: 'Design system/Results/FlightDetails',
  component: FlightDetails,
  args: { flight: directDetails, title: 'مسیر پرواز', headingOrder: 3 },
  parameters: {
    docs: {
      description: {
        component: 'جزئیات یک پرواز که مسافر از دکمه «جزئیات پرواز» کارت نتایج در کشوی کناری می‌بیند: مسیر و توقف‌ها با ساعت و فرودگاه، '
          + 'بار مجاز هر مسافر، جدول جریمه استرداد و قوانین نرخ؛ تا مسافر پیش از انتخاب بداند چه می‌خرد.',
      },
    },
  },
  argTypes: {
    flight: { description: 'آنچه نشان داده می‌شود؛ صفحه نتایج پاسخ جزئیات پرواز API را به این مدل نمایشی تبدیل می‌کند: پروازها به ترتیب، بار مجاز، استردادپذیری، جریمه‌ها و قوانین نرخ.' },
    title: { description: 'عنوان بالای مسیر، مثلاً «پرواز رفت» یا «پرواز برگشت»؛ پیش‌فرض «مسیر پرواز».' },
    headingOrder: { control: 'inline-radio', options: [3, 4, 5], description: 'سطح عنوان بخش‌ها (۳ تا ۵) تا با ساختار عنوان‌های صفحه بخواند؛ پیش‌فرض ۳. کشوی جزئیات ۳ می‌دهد.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof FlightDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** همه ویژگی‌ها با کنترل‌ها، برای آزمودن هر ترکیب. */
export const Playground: Story = {};

/** پرواز مستقیم سیستمی: یک پرواز، بار مجاز بزرگسال و کودک و نوزاد، جدول جریمه استرداد از سه روز پیش تا پس از پرواز، و قوانین نرخ. */
export const Direct: Story = {
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('تا ۲۴ ساعت قبل از پرواز')).toBeVisible();
    await expect(details.getByText('۳۰٪ جریمه')).toBeVisible();
    await expect(details.getByText('تا ۳ روز قبل از پرواز')).toBeVisible();
    await expect(details.getByText('کمتر از ۳ ساعت مانده به پرواز و پس از آن')).toBeVisible();
    await expect(details.getAllByText('۲۰ کیلوگرم')).toHaveLength(2);
  },
};

/** یک توقف: میان دو پرواز، نوار توقف می‌گوید مسافر کجا و چقدر منتظر می‌ماند. */
export const OneStopWithLayover: Story = {
  args: { flight: oneStopDetails },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('توقف در شیراز: ۱ ساعت انتظار')).toBeVisible();
  },
};

/** چارتر غیرقابل استرداد: به جای جدول جریمه، کادر قرمز «غیرقابل استرداد» می‌گوید پول بلیت برنمی‌گردد. */
export const CharterNonRefundable: Story = {
  args: { flight: charterDetails },
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('غیرقابل استرداد')).toBeVisible();
    await expect(details.queryByRole('table')).toBeNull();
  },
};

/** در گوشی ۳۷۵ پیکسلی: پروازها و توقف زیر هم، جدول جریمه در پهنای صفحه. */
export const OnMobile: Story = {
  args: { flight: oneStopDetails },
  ...ON_MOBILE,
};

/** ایرلاین چیزی اعلام نکرده: به جای بار مجاز و جدول جریمه، جمله‌ای می‌گوید اعلام نشده و مسافر را به پشتیبانی می‌فرستد؛ بخش قوانین نرخ نمی‌آید. */
export const NothingAnnounced: Story = {
  args: { flight: nothingAnnounced },
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('بار مجاز این پرواز اعلام نشده است.')).toBeVisible();
    await expect(details.getByText(/جریمه استرداد این بلیت را ایرلاین اعلام نکرده است/)).toBeVisible();
    await expect(details.queryByRole('table')).toBeNull();
    await expect(details.queryByRole('heading', { name: 'قوانین نرخ' })).toBeNull();
  },
};

/** نوشته‌های بلند در گوشی ۳۷۵ پیکسلی: نام کامل فرودگاه‌ها و هواپیما، توقف در تهران با تغییر فرودگاه (هشدار قرمز)، شرط‌های بلند ایرلاین در جدول جریمه و قوانین نرخ چندسطری؛ همه در پهنای صفحه می‌شکنند. */
export const LongTextOnMobile: Story = {
  args: { flight: longDetails, title: 'پرواز رفت' },
  ...ON_MOBILE,
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('تغییر فرودگاه از بین‌المللی امام خمینی به بین‌المللی مهرآباد')).toBeVisible();
    await expect(details.getByText(/توقف در تهران: ۴ ساعت و ۲۵ دقیقه انتظار/)).toBeVisible();
    await expect(details.getByText(/^از زمان صدور بلیت/)).toBeVisible();
    await expect(details.getByText('بدون بار')).toBeVisible();
    const edge = canvasElement.querySelector('section')!.parentElement!.getBoundingClientRect();
    for (const row of canvasElement.querySelectorAll('table, li')) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(edge.right + 0.5);
    }
  },
};

/** قوانینی که ایرلاین خارجی به انگلیسی فرستاده: هر جمله انگلیسی از چپ به راست و با نقطه در جای درست خوانده می‌شود و کنار قوانین فارسی می‌نشیند. */
export const EnglishFareRules: Story = {
  args: { flight: englishRules },
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    // An English sentence reads left to right: its full stop ends it on the right, not on the left of its first word.
    for (const sentence of ['Name changes are not permitted.', 'No-show: fare not refundable.']) {
      const english = details.getByText(sentence);
      await expect(english).toBeVisible();
      await expect(charBox(english, sentence.length - 1).left).toBeGreaterThan(charBox(english, 0).left);
    }
    await expect(details.getByText('تغییر تاریخ فقط از طریق پشتیبانی ممکن است.')).toBeVisible();
  },
};

/** در تبلت ۷۶۸ پیکسلی: کشوی جزئیات پهن‌تر است؛ پروازها، توقف و جدول جریمه در یک ستون خوانا می‌مانند. */
export const OnTablet: Story = {
  args: { flight: oneStopDetails },
  ...ON_TABLET,
  play: async ({ canvasElement }) => {
    const details = within(canvasElement);
    await expect(details.getByText('توقف در شیراز: ۱ ساعت انتظار')).toBeVisible();
    await expect(details.getByRole('table')).toBeVisible();
  },
};
