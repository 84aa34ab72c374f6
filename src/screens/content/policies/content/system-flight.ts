import { toPersianDigits as fa } from '../../../../domain';
import type { ProsePage } from '../../shared/prose';

/** Hours before departure where the penalty steps up; the server's fare rules use the same steps. */
export const PENALTY_STEP_HOURS = [72, 3] as const;

export interface FareClassPenalty {
  /** The fare class letter, or null for "any other class" (the server's fallback). */
  readonly fareClass: string | null;
  readonly cabin: string;
  /** Percent kept: more than 72 h before, from 72 to 3 h, under 3 h. */
  readonly percents: readonly [number, number, number];
}

/** Cancellation penalties by fare class, as the server prices refunds. */
export const FARE_CLASS_PENALTIES: readonly FareClassPenalty[] = [
  { fareClass: 'Y', cabin: 'اکونومی', percents: [10, 30, 50] },
  { fareClass: 'M', cabin: 'اکونومی', percents: [20, 40, 60] },
  { fareClass: 'K', cabin: 'اکونومی', percents: [30, 50, 70] },
  { fareClass: 'L', cabin: 'اکونومی', percents: [40, 60, 80] },
  { fareClass: 'D', cabin: 'بیزینس', percents: [10, 30, 50] },
  { fareClass: 'C', cabin: 'بیزینس', percents: [10, 20, 40] },
  { fareClass: 'A', cabin: 'فرست کلاس', percents: [10, 20, 40] },
  { fareClass: 'F', cabin: 'فرست کلاس', percents: [5, 15, 30] },
  { fareClass: null, cabin: '—', percents: [30, 50, 70] },
];

/** Promotional classes sold without refund. */
export const NON_REFUNDABLE_FARE_CLASSES = ['V'] as const;

const percent = (n: number) => `${fa(n)}٪`;
const [far, near] = PENALTY_STEP_HOURS;

const page: ProsePage = {
  title: 'قوانین پرواز سیستمی',
  lead: 'پرواز سیستمی صندلی‌ای است که مستقیم از موجودی ایرلاین و با نرخ رسمی آن فروخته می‌شود. این بلیت‌ها، جز نرخ‌های ویژه، با جریمه‌ای که به کلاس نرخی و زمان باقی‌مانده تا پرواز بستگی دارد قابل استرداد هستند.',
  sections: [
    {
      id: 'refund-penalties',
      heading: 'جریمه استرداد',
      blocks: [
        { kind: 'p', text: `درصد جریمه از مبلغ پرداختی هر مسافر کم می‌شود و باقی آن برمی‌گردد. ملاک، فاصله زمان ثبت درخواست استرداد تا ساعت پرواز است. کلاس نرخی بلیت (یک حرف لاتین مانند Y یا K) در جزئیات پرواز و روی بلیت نوشته شده است.` },
        {
          kind: 'table',
          caption: 'درصد جریمه استرداد بر پایه کلاس نرخی و زمان باقی‌مانده تا پرواز',
          head: [
            'کلاس نرخی', 'کابین',
            `بیش از ${fa(far)} ساعت پیش از پرواز`,
            `از ${fa(far)} تا ${fa(near)} ساعت پیش از پرواز`,
            `کمتر از ${fa(near)} ساعت پیش از پرواز`,
            'پس از پرواز',
          ],
          rows: FARE_CLASS_PENALTIES.map(({ fareClass, cabin, percents }) => [
            fareClass ?? 'سایر کلاس‌ها', cabin, ...percents.map(percent), percent(100),
          ]),
        },
        { kind: 'note', text: `نرخ‌های ویژه (کلاس ${NON_REFUNDABLE_FARE_CLASSES.join('، ')}) ارزان‌ترند اما قابل استرداد و تغییر نیستند. پیش از خرید، برچسب «غیرقابل استرداد» را در جزئیات پرواز ببینید.` },
        { kind: 'p', text: 'در سفرهای چندپروازی یا رفت و برگشت، برای هر پرواز جریمه سخت‌گیرانه‌ترین کلاس نرخی آن سفر ملاک است. اگر پرواز از سوی ایرلاین لغو شود یا بیش از ۲ ساعت تأخیر داشته باشد، استرداد بدون جریمه است.' },
      ],
    },
    {
      id: 'example',
      heading: 'یک نمونه',
      blocks: [
        { kind: 'p', text: `بلیتی با کلاس نرخی K به قیمت ۲۰٬۰۰۰٬۰۰۰ ریال را ۴ روز پیش از پرواز استرداد می‌کنید: جریمه ${percent(30)} یعنی ۶٬۰۰۰٬۰۰۰ ریال است و ۱۴٬۰۰۰٬۰۰۰ ریال برمی‌گردد. اگر همین درخواست ۲ ساعت پیش از پرواز ثبت شود، جریمه ${percent(70)} است.` },
      ],
    },
    {
      id: 'fares',
      heading: 'بهای بلیت کودک و نوزاد',
      blocks: [
        {
          kind: 'list',
          items: [
            'کودک (۲ تا ۱۲ سال): حدود ۵۰٪ نرخ بزرگسال در پرواز داخلی و ۷۵٪ در پرواز خارجی.',
            'نوزاد (زیر ۲ سال): حدود ۱۰٪ نرخ بزرگسال، بدون صندلی جداگانه و با ۱۰ کیلوگرم بار مجاز.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'تغییر نام و تاریخ',
      blocks: [
        { kind: 'p', text: 'تغییر نام مسافر روی بلیت سیستمی ممکن نیست. برای تغییر تاریخ یا ساعت، بلیت را طبق جدول بالا استرداد کنید و بلیت تازه بخرید؛ بلیت جدید با نرخ روز خرید آن فروخته می‌شود.' },
      ],
    },
    {
      id: 'baggage',
      heading: 'بار مجاز',
      blocks: [
        { kind: 'p', text: 'بار مجاز هر پرواز در جزئیات آن نوشته شده است: در پروازهای داخلی اکونومی معمولاً ۲۰ کیلوگرم (در برخی ایرلاین‌ها ۳۰ کیلوگرم)، در پروازهای خارجی و کابین بیزینس بیشتر، و برای نوزاد ۱۰ کیلوگرم. هزینه بار اضافه را ایرلاین در فرودگاه دریافت می‌کند.' },
      ],
    },
  ],
};

export default page;
