import { SUPPORT_PHONE } from '../../../domain';
import type { Rich } from '../shared/prose';

export interface ContactChannel {
  /** Persian label: "پشتیبانی تلفنی". */
  readonly label: string;
  /** What is printed, in Latin digits or letters; screens print digits in Persian. */
  readonly value: string;
  /** tel:, mailto: or a page; omitted, plain text. */
  readonly href?: string;
  /** One line on when or what for. */
  readonly hint: string;
  readonly kind: 'phone' | 'email' | 'address' | 'hours';
}

export interface FaqItem {
  readonly question: string;
  readonly answer: Rich;
}

export const CONTACT_TITLE = 'تماس با ما';
export const CONTACT_LEAD = 'کارشناسان پشتیبانی سفرآسا در همه روزهای هفته، شبانه‌روز، پاسخگوی سؤال‌ها و پیگیری سفرهای شما هستند.';

// The one support number of the whole app (footer, contact page, support callouts).
export { SUPPORT_PHONE };

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { kind: 'phone', label: 'پشتیبانی تلفنی', value: SUPPORT_PHONE, href: `tel:${SUPPORT_PHONE.replace(/\D/g, '')}`, hint: 'شبانه‌روزی، برای خرید، تغییر و استرداد بلیت' },
  { kind: 'phone', label: 'پشتیبانی ویزا و تور', value: '021-43900100', href: 'tel:02143900100', hint: 'شنبه تا پنجشنبه، ساعت ۹ تا ۲۱' },
  { kind: 'phone', label: 'تلفن همراه پشتیبانی', value: '0912-4390000', href: 'tel:09124390000', hint: 'پیامک و تماس در ساعات شلوغ' },
  { kind: 'email', label: 'پست الکترونیکی', value: 'support@safarasa.ir', href: 'mailto:support@safarasa.ir', hint: 'پاسخ در کمتر از ۲۴ ساعت' },
  { kind: 'address', label: 'نشانی دفتر مرکزی', value: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه نگار، پلاک ۱۲، طبقه ۳', hint: 'کد پستی ۱۹۶۹۷۷۴۵۱۱' },
  { kind: 'hours', label: 'ساعات پاسخگویی', value: '۲۴ ساعته، ۷ روز هفته', hint: 'دفتر حضوری: شنبه تا چهارشنبه ۹ تا ۱۷' },
];

export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: 'بعد از پرداخت، بلیت من کجاست؟',
    answer: ['بلیت بلافاصله پس از پرداخت صادر و به شماره همراه شما پیامک می‌شود. نسخه PDF آن همیشه در بخش ', { label: 'سفرهای من', href: '/profile/my-travels/' }, ' در حساب کاربری‌تان در دسترس است.'],
  },
  {
    question: 'پول از حسابم کم شد اما بلیت صادر نشد؛ چه کنم؟',
    answer: 'نگران نباشید. اگر بانک مبلغ را برداشته باشد و سفارش شما دیگر قابل صدور نباشد، مبلغ حداکثر ظرف چند دقیقه به کیف پول سفرآسای شما برمی‌گردد و می‌توانید آن را برای خرید بعدی استفاده کنید یا با درخواست استرداد به حساب بانکی‌تان منتقل کنید. اگر تا نیم ساعت خبری نشد، با پشتیبانی تماس بگیرید.',
  },
  {
    question: 'چطور بلیتم را استرداد کنم؟',
    answer: ['از بخش سفرهای من، سفارش را باز کنید و «درخواست استرداد» را بزنید. مبلغ قابل بازگشت طبق ', { label: 'جدول جریمه پرواز سیستمی', href: '/privacy/system-flight/' }, ' محاسبه می‌شود؛ بلیت چارتری جز در صورت لغو پرواز از سوی ایرلاین قابل استرداد نیست.'],
  },
  {
    question: 'نام مسافر را اشتباه وارد کرده‌ام؛ قابل اصلاح است؟',
    answer: 'ایرلاین‌ها تغییر نام را روی بلیت صادرشده نمی‌پذیرند. اگر اشتباه فقط در یک یا دو حرف است، بلافاصله با پشتیبانی تماس بگیرید تا امکان اصلاح را از ایرلاین بپرسیم؛ در غیر این صورت باید بلیت را استرداد کنید و بلیت تازه بخرید.',
  },
  {
    question: 'هتل و تور را چطور رزرو کنم؟',
    answer: ['هتل و تور را آنلاین رزرو کنید: در صفحه ', { label: 'هتل‌ها', href: '/hotels/' }, ' شهر و تاریخ اقامت را، یا در صفحه ', { label: 'تورها', href: '/tour/' }, ' مقصد، تاریخ حرکت و هتل را انتخاب کنید، مشخصات مسافران را وارد کنید و بپردازید؛ واچر بی‌درنگ صادر می‌شود.'],
  },
];
