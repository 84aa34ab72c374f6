import { toPersianDigits as fa } from '../../../../domain';
import type { ProsePage } from '../../shared/prose';

/** Processing speeds and their surcharge on the base price, as the visa service prices them. */
export const VISA_SPEEDS: readonly { code: string; titleFa: string; surchargePercent: number }[] = [
  { code: 'Normal', titleFa: 'عادی', surchargePercent: 0 },
  { code: 'Urgent', titleFa: 'فوری', surchargePercent: 40 },
  { code: 'SuperUrgent', titleFa: 'خیلی فوری', surchargePercent: 80 },
];

/** What an uploaded document image must be, as the visa service checks it. */
export const VISA_IMAGE_RULES = { formats: ['JPEG', 'PNG', 'WebP'], minSidePx: 200, maxMegabytes: 5 } as const;

const page: ProsePage = {
  title: 'قوانین ویزا',
  lead: 'سفرآسا درخواست روادید شما را با مدارکی که بارگذاری می‌کنید تشکیل می‌دهد و به سفارت یا سامانه روادید کشور مقصد می‌فرستد. تصمیم درباره صدور روادید فقط با کشور مقصد است.',
  sections: [
    {
      id: 'fees',
      heading: 'هزینه و استرداد',
      blocks: [
        { kind: 'note', text: 'هزینه روادید پس از ثبت درخواست در سفارت یا سامانه کشور مقصد قابل استرداد نیست؛ حتی اگر روادید صادر نشود یا از سفر منصرف شوید.' },
        {
          kind: 'list',
          items: [
            'تا پیش از ثبت درخواست در سامانه کشور مقصد، می‌توانید با تماس با پشتیبانی انصراف دهید و مبلغ به کیف پول شما برمی‌گردد.',
            'رد درخواست از سوی سفارت دلیل بازگشت هزینه نیست و سفارت‌ها معمولاً دلیل رد را اعلام نمی‌کنند.',
            'اگر درخواست به سبب اشتباه کارشناسان سفرآسا رد شود، هزینه کامل برمی‌گردد.',
          ],
        },
      ],
    },
    {
      id: 'speed',
      heading: 'سرعت رسیدگی',
      blocks: [
        {
          kind: 'table',
          caption: 'سرعت‌های رسیدگی و افزایش قیمت هر یک نسبت به قیمت پایه',
          head: ['سرعت', 'افزایش قیمت'],
          rows: VISA_SPEEDS.map((s) => [s.titleFa, s.surchargePercent === 0 ? 'قیمت پایه' : `${fa(s.surchargePercent)}٪`]),
        },
        { kind: 'p', text: 'زمان رسیدگی هر نوع روادید در صفحه درخواست آن آمده و از روز کاری پس از تکمیل مدارک شمرده می‌شود. این زمان‌ها برآورد سفارت‌هاست و تعطیلات رسمی کشور مقصد یا درخواست مدارک بیشتر ممکن است آن را طولانی کند.' },
      ],
    },
    {
      id: 'documents',
      heading: 'مدارک',
      blocks: [
        {
          kind: 'list',
          items: [
            'گذرنامه با دست‌کم ۶ ماه اعتبار از تاریخ ورود به کشور مقصد.',
            'عکس رنگی ۴×۶ با زمینه سفید، تازه و بدون عینک.',
            'بسته به نوع روادید: گواهی تمکن مالی، دعوت‌نامه یا بیمه‌نامه مسافرتی.',
            `تصویر هر مدرک با قالب ${VISA_IMAGE_RULES.formats.join('، ')}، دست‌کم ${fa(VISA_IMAGE_RULES.minSidePx)} پیکسل در هر ضلع و حداکثر ${fa(VISA_IMAGE_RULES.maxMegabytes)} مگابایت؛ تصویر باید خوانا و بدون برش باشد.`,
          ],
        },
        { kind: 'p', text: 'مسئولیت درستی و اصالت مدارک با متقاضی است. مدرک جعلی یا نادرست می‌تواند به رد روادید و منع ورود به کشور مقصد بینجامد.' },
      ],
    },
    {
      id: 'after-issue',
      heading: 'پس از صدور',
      blocks: [
        {
          kind: 'list',
          items: [
            'روادید الکترونیکی به صورت فایل در حساب کاربری شما قرار می‌گیرد؛ آن را چاپ کنید و همراه داشته باشید.',
            'مشخصات روادید را با گذرنامه مقایسه کنید و هر مغایرتی را بی‌درنگ به پشتیبانی بگویید.',
            'مدت اعتبار و مدت اقامت مجاز را رعایت کنید؛ اقامت غیرمجاز جریمه و منع ورود در پی دارد.',
            'روادید، ورود به کشور را تضمین نمی‌کند و تصمیم نهایی با مأمور مرزی است.',
          ],
        },
        { kind: 'p', text: ['روادید شامل بلیت هواپیما نیست؛ برای خرید بلیت به ', { label: 'قوانین پرواز خارجی', href: '/privacy/international-flight/' }, ' نیز نگاهی بیندازید.'] },
      ],
    },
  ],
};

export default page;
