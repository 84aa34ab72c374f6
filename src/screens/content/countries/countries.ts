import type { AirportInfo, CityPageSlug, CountryPageSlug } from '../cities/cities';
import type { Rich } from '../shared/prose';

/** A city of the country that Tehran has flights to. */
export interface ServedCity {
  readonly nameFa: string;
  readonly cityCode: string;
  readonly airports: readonly AirportInfo[];
  /** Its own landing page, when it has one. */
  readonly cityPage?: CityPageSlug;
}

/** A country landing page (SPEC §2: /countries/{country}/). */
export interface CountryPage {
  readonly slug: CountryPageSlug;
  readonly nameFa: string;
  readonly nameEn: string;
  /** Stem of the seeded image under /images/cities/ (its best-known city). */
  readonly image: string;
  readonly tagline: string;
  readonly description: readonly string[];
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly cities: readonly ServedCity[];
  /** Entry rules for Iranian passport holders, kept in step with the visa service's seed notes. */
  readonly visa: { readonly visaFree: boolean; readonly text: Rich };
}

export const COUNTRY_PAGE_LIST: readonly CountryPage[] = [
  {
    slug: 'turkey', nameFa: 'ترکیه', nameEn: 'Turkey', image: 'istanbul',
    tagline: 'بدون ویزا، با پرواز روزانه به استانبول، آنکارا و آنتالیا',
    description: [
      'ترکیه با تاریخ چندهزارساله، ساحل‌های مدیترانه و اژه، بازارهای پررونق و غذاهای آشنا برای ذائقه ایرانی، سال‌هاست پرطرفدارترین مقصد خارجی ایرانیان است. استانبول برای گردش و خرید، آنتالیا برای تعطیلات ساحلی و آنکارا برای کارهای اداری و تحصیلی انتخاب‌های اصلی مسافران‌اند.',
      'پروازهای سیستمی ترکیش‌ایرلاینز، ایران‌ایر، ماهان و دیگر ایرلاین‌ها هر روز از تهران به ترکیه انجام می‌شود و در فصل تابستان پروازهای چارتری آنتالیا نیز برقرار است.',
    ],
    facts: [
      { label: 'پایتخت', value: 'آنکارا' },
      { label: 'واحد پول', value: 'لیر ترکیه' },
      { label: 'زبان رسمی', value: 'ترکی استانبولی' },
      { label: 'اختلاف ساعت با تهران', value: '۳۰ دقیقه عقب‌تر' },
    ],
    cities: [
      { nameFa: 'استانبول', cityCode: 'IST', cityPage: 'istanbul', airports: [{ iata: 'IST', nameFa: 'فرودگاه بین‌المللی استانبول' }, { iata: 'SAW', nameFa: 'صبیحه گوکچن' }] },
      { nameFa: 'آنکارا', cityCode: 'ANK', cityPage: 'ankara', airports: [{ iata: 'ESB', nameFa: 'اسن‌بوغا' }] },
      { nameFa: 'آنتالیا', cityCode: 'AYT', airports: [{ iata: 'AYT', nameFa: 'فرودگاه بین‌المللی آنتالیا' }] },
    ],
    visa: {
      visaFree: true,
      text: ['گذرنامه‌داران ایرانی برای سفر گردشگری تا ۹۰ روز به روادید ترکیه نیاز ندارند؛ گذرنامه با دست‌کم ۶ ماه اعتبار کافی است. برای اقامت طولانی‌تر یا سفر کاری، از ', { label: 'درخواست ویزای ترکیه', href: '/visa/turkey/' }, ' استفاده کنید.'],
    },
  },
  {
    slug: 'thailand', nameFa: 'تایلند', nameEn: 'Thailand', image: 'bangkok',
    tagline: 'معبدهای طلایی بانکوک و جزیره‌های استوایی',
    description: [
      'تایلند با معبدهای بودایی، بازارهای شناور، غذاهای خیابانی و جزیره‌های استوایی مانند پوکت و کو سامویی، یکی از محبوب‌ترین مقصدهای دوردست ایرانیان است. بانکوک، پایتخت پرهیاهوی آن، نقطه شروع بیشتر سفرهاست و از آنجا با پروازهای داخلی کوتاه به جزیره‌ها می‌روید.',
      'پرواز مستقیم ماهان از تهران به بانکوک حدود ۶ ساعت طول می‌کشد و پروازهای با توقف در دبی، دوحه یا استانبول نیز گزینه‌های دیگر هستند.',
    ],
    facts: [
      { label: 'پایتخت', value: 'بانکوک' },
      { label: 'واحد پول', value: 'بات تایلند' },
      { label: 'زبان رسمی', value: 'تایلندی' },
      { label: 'اختلاف ساعت با تهران', value: '۳ ساعت و ۳۰ دقیقه جلوتر' },
    ],
    cities: [
      { nameFa: 'بانکوک', cityCode: 'BKK', airports: [{ iata: 'BKK', nameFa: 'سوورنابومی' }] },
    ],
    visa: {
      visaFree: false,
      text: ['ایرانیان برای سفر به تایلند روادید لازم دارند. روادید الکترونیکی توریستی ۶۰ روزه تایلند را با بارگذاری گذرنامه، عکس و گواهی تمکن مالی از ', { label: 'صفحه ویزای تایلند', href: '/visa-thiland/' }, ' درخواست دهید؛ بلیت برگشت هنگام ورود لازم است.'],
    },
  },
  {
    slug: 'armenia', nameFa: 'ارمنستان', nameEn: 'Armenia', image: 'yerevan',
    tagline: 'همسایه شمالی، سفری کوتاه و بدون ویزا',
    description: [
      'ارمنستان، همسایه شمالی ایران، با کوهستان‌های سرسبز، صومعه‌های کهن و پایتخت پرشورش ایروان مقصدی نزدیک و مقرون‌به‌صرفه برای سفرهای کوتاه است. دریاچه سوان، معبد گارنی، صومعه گغارد و شهر دیلیجان در فاصله یکی دو ساعت از ایروان قرار دارند.',
      'پرواز تهران به ایروان کمتر از دو ساعت است و در نوروز و تابستان پروازهای چارتری بیشتری برقرار می‌شود؛ سفر زمینی از مرز نوردوز نیز ممکن است.',
    ],
    facts: [
      { label: 'پایتخت', value: 'ایروان' },
      { label: 'واحد پول', value: 'درام ارمنستان' },
      { label: 'زبان رسمی', value: 'ارمنی' },
      { label: 'اختلاف ساعت با تهران', value: '۳۰ دقیقه جلوتر' },
    ],
    cities: [
      { nameFa: 'ایروان', cityCode: 'EVN', cityPage: 'yerevan', airports: [{ iata: 'EVN', nameFa: 'زوارتنوتس' }] },
    ],
    visa: {
      visaFree: true,
      text: ['گذرنامه‌داران ایرانی تا ۹۰ روز در هر ۱۸۰ روز بدون روادید به ارمنستان سفر می‌کنند. برای اقامت طولانی‌تر، ', { label: 'روادید الکترونیکی ارمنستان', href: '/visa/armenia/' }, ' را درخواست دهید.'],
    },
  },
];

/** The parent crumb of every country page. */
export const COUNTRIES_CRUMB = { label: 'کشورها', href: '/countries/' } as const;

const BY_SLUG = new Map<string, CountryPage>(COUNTRY_PAGE_LIST.map((country) => [country.slug, country]));

/** The country page for a slug from the URL, or null for any other country. */
export function findCountryPage(slug: string | undefined): CountryPage | null {
  return (slug && BY_SLUG.get(slug.toLowerCase())) || null;
}
