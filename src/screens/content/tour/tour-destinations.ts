/** SPEC §3 "Tour-destination list" (id, title, link). No call serves them (SPEC §7), so they are content. */

export interface TourDestination {
  /** Latin slug: "istanbul". */
  readonly id: string;
  /** Persian destination name. */
  readonly title: string;
  /** The destination's landing page when it has one, else the contact page (tours are sold by support). */
  readonly link: string;
  /** One sentence on the trip. */
  readonly summary: string;
  /** Usual length, in Persian: "۴ شب و ۵ روز". */
  readonly length: string;
}

export interface TourGroup {
  readonly id: 'international' | 'domestic';
  readonly title: string;
  readonly destinations: readonly TourDestination[];
}

const CONTACT = '/contact-us/';

export const TOUR_GROUPS: readonly TourGroup[] = [
  {
    id: 'international',
    title: 'تورهای خارجی',
    destinations: [
      { id: 'istanbul', title: 'استانبول', link: '/cities/istanbul/', length: '۳ تا ۷ شب', summary: 'بازار بزرگ، ایاصوفیه و کشتی‌سواری در بسفر؛ پروازهای روزانه از تهران، تبریز، مشهد و شیراز.' },
      { id: 'dubai', title: 'دبی', link: '/cities/dubai/', length: '۳ تا ۵ شب', summary: 'خرید در فستیوال‌های زمستانی، برج خلیفه و سافاری صحرا؛ کمتر از دو ساعت پرواز از تهران.' },
      { id: 'antalya', title: 'آنتالیا', link: '/countries/turkey/', length: '۵ تا ۷ شب', summary: 'هتل‌های ساحلی با پذیرایی کامل (All Inclusive) در کنار دریای مدیترانه؛ پروازهای چارتری در فصل تابستان.' },
      { id: 'armenia', title: 'ارمنستان', link: '/countries/armenia/', length: '۳ تا ۵ شب', summary: 'ایروان، دریاچه سوان و صومعه گغارد؛ سفری کوتاه و بدون نیاز به ویزا برای ایرانیان.' },
      { id: 'thailand', title: 'تایلند', link: '/countries/thailand/', length: '۷ تا ۱۰ شب', summary: 'بانکوک و جزیره‌های پوکت و پاتایا؛ با روادید الکترونیکی که سفرآسا برایتان می‌گیرد.' },
      { id: 'najaf', title: 'نجف و کربلا', link: '/cities/najaf/', length: '۴ تا ۶ شب', summary: 'زیارت عتبات عالیات با پرواز مستقیم به نجف و اقامت در هتل‌های نزدیک حرم.' },
      { id: 'muscat', title: 'مسقط', link: '/cities/muscat/', length: '۳ تا ۵ شب', summary: 'ساحل‌های آرام، مسجد سلطان قابوس و طبیعت کوهستانی عمان؛ گزینه‌ای کم‌هزینه برای زمستان.' },
      { id: 'tbilisi', title: 'تفلیس', link: CONTACT, length: '۳ تا ۵ شب', summary: 'شهر قدیم، حمام‌های گوگردی و جاده‌های کوهستانی قفقاز.' },
    ],
  },
  {
    id: 'domestic',
    title: 'تورهای داخلی',
    destinations: [
      { id: 'kish', title: 'کیش', link: CONTACT, length: '۲ تا ۴ شب', summary: 'ساحل مرجانی، غواصی و مراکز خرید؛ بهترین فصل سفر از آبان تا اردیبهشت.' },
      { id: 'mashhad', title: 'مشهد', link: CONTACT, length: '۲ تا ۳ شب', summary: 'زیارت حرم امام رضا (ع) با هتل‌های نزدیک حرم و ترانسفر فرودگاهی.' },
      { id: 'qeshm', title: 'قشم', link: CONTACT, length: '۳ شب', summary: 'ژئوپارک جهانی، دره ستارگان، جنگل حرا و جزیره هرمز.' },
      { id: 'shiraz', title: 'شیراز', link: CONTACT, length: '۲ تا ۳ شب', summary: 'تخت جمشید، حافظیه و باغ ارم؛ بهار نارنج در فروردین و اردیبهشت.' },
      { id: 'isfahan', title: 'اصفهان', link: CONTACT, length: '۲ شب', summary: 'میدان نقش جهان، سی‌وسه‌پل و محله جلفا در یک سفر کوتاه.' },
    ],
  },
];

/** Every destination, international first. */
export const TOUR_DESTINATIONS: readonly TourDestination[] = TOUR_GROUPS.flatMap((group) => group.destinations);
