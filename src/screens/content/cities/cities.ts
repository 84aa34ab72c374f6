import type { CITY_PAGES, COUNTRY_PAGES } from '../../../domain';
import type { Rich } from '../shared/prose';

export type CityPageSlug = (typeof CITY_PAGES)[number];
export type CountryPageSlug = (typeof COUNTRY_PAGES)[number];

export interface AirportInfo {
  readonly iata: string;
  readonly nameFa: string;
}

/** A city landing page (SPEC §2: /cities/{city}/). */
export interface CityPage {
  readonly slug: CityPageSlug;
  readonly nameFa: string;
  readonly nameEn: string;
  /** The city code flights are searched with (it covers every airport of the city). */
  readonly cityCode: string;
  readonly countryFa: string;
  /** The country's landing page, when there is one. */
  readonly countrySlug?: CountryPageSlug;
  /** Stem of the seeded image under /images/cities/. */
  readonly image: string;
  /** One line for the index card. */
  readonly tagline: string;
  readonly description: readonly Rich[];
  readonly climate: string;
  readonly bestTime: string;
  readonly flightTime: string;
  readonly airports: readonly AirportInfo[];
}

export const CITY_PAGE_LIST: readonly CityPage[] = [
  {
    slug: 'istanbul', nameFa: 'استانبول', nameEn: 'Istanbul', cityCode: 'IST', countryFa: 'ترکیه', countrySlug: 'turkey', image: 'istanbul',
    tagline: 'شهری میان دو قاره، پرمسافرترین مقصد خارجی ایرانیان',
    description: [
      'استانبول بزرگ‌ترین شهر ترکیه است که تنگه بسفر آن را میان اروپا و آسیا تقسیم کرده است. ایاصوفیه، مسجد سلطان احمد، کاخ توپکاپی و بازار بزرگ در شبه‌جزیره تاریخی در چند دقیقه پیاده از هم قرار دارند و کشتی‌های شهری دو سوی تنگه را به هم وصل می‌کنند.',
      'گذرنامه‌داران ایرانی تا ۹۰ روز بدون روادید به ترکیه سفر می‌کنند و پروازهای روزانه از تهران، تبریز، مشهد، شیراز و اصفهان به استانبول برقرار است؛ به همین دلیل استانبول هم مقصد خرید و گردش است و هم نقطه اتصال پروازها به اروپا و آمریکا.',
    ],
    climate: 'معتدل و مرطوب؛ تابستان گرم (حدود ۲۸ درجه) و زمستان سرد و بارانی با برف گاه‌به‌گاه.',
    bestTime: 'فروردین تا خرداد و شهریور تا آبان؛ جشنواره لاله استانبول در فروردین برگزار می‌شود.',
    flightTime: 'حدود ۳ ساعت و ۴۵ دقیقه پرواز مستقیم از تهران',
    airports: [
      { iata: 'IST', nameFa: 'فرودگاه بین‌المللی استانبول (سمت اروپایی)' },
      { iata: 'SAW', nameFa: 'فرودگاه صبیحه گوکچن (سمت آسیایی)' },
    ],
  },
  {
    slug: 'dubai', nameFa: 'دبی', nameEn: 'Dubai', cityCode: 'DXB', countryFa: 'امارات متحده عربی', image: 'dubai',
    tagline: 'برج‌های سر به فلک کشیده، مراکز خرید و ساحل خلیج فارس',
    description: [
      'دبی پرجنب‌وجوش‌ترین شهر امارات متحده عربی است: برج خلیفه، دبی مال، جزیره نخل و بازارهای طلا و ادویه در دیره تنها بخشی از جاذبه‌های آن هستند. بسیاری از ایرانیان برای خرید، نمایشگاه‌های تجاری یا گذراندن تعطیلات زمستانی به دبی سفر می‌کنند.',
      ['برای سفر به دبی روادید لازم است؛ روادید الکترونیکی توریستی و ترانزیت امارات را از ', { label: 'صفحه ویزای امارات', href: '/visa-uae/' }, ' بگیرید. پروازهای مستقیم از تهران، مشهد، شیراز، اصفهان و کیش به دبی انجام می‌شود.'],
    ],
    climate: 'گرم و خشک؛ تابستان بسیار گرم و شرجی (بیش از ۴۰ درجه) و زمستان دلپذیر با دمای ۱۸ تا ۲۵ درجه.',
    bestTime: 'آبان تا فروردین؛ جشنواره خرید دبی در دی و بهمن برگزار می‌شود.',
    flightTime: 'حدود ۲ ساعت پرواز مستقیم از تهران',
    airports: [{ iata: 'DXB', nameFa: 'فرودگاه بین‌المللی دبی' }],
  },
  {
    slug: 'yerevan', nameFa: 'ایروان', nameEn: 'Yerevan', cityCode: 'EVN', countryFa: 'ارمنستان', countrySlug: 'armenia', image: 'yerevan',
    tagline: 'پایتخت صورتی قفقاز، نزدیک و بدون نیاز به ویزا',
    description: [
      'ایروان، پایتخت ارمنستان، با ساختمان‌های سنگ صورتی، کافه‌های پیاده‌رو و چشم‌انداز کوه آرارات شناخته می‌شود. میدان جمهوری، آبشار (کاسکاد)، موزه ماتناداران و مسجد کبود از دیدنی‌های شهرند و دریاچه سوان و صومعه‌های گغارد و خور ویراپ در یک سفر یک‌روزه در دسترس هستند.',
      'ایرانیان تا ۹۰ روز در هر ۱۸۰ روز بدون روادید به ارمنستان سفر می‌کنند. پرواز تهران به ایروان کوتاه است و در ایام نوروز و تعطیلات تابستان پروازهای چارتری بیشتری برقرار می‌شود.',
    ],
    climate: 'قاره‌ای و خشک؛ تابستان گرم و آفتابی و زمستان سرد و برفی.',
    bestTime: 'اردیبهشت تا تیر و شهریور تا مهر؛ نوروز هم فصل سفر پرطرفدار ایرانیان است.',
    flightTime: 'حدود ۱ ساعت و ۴۵ دقیقه پرواز مستقیم از تهران',
    airports: [{ iata: 'EVN', nameFa: 'فرودگاه بین‌المللی زوارتنوتس' }],
  },
  {
    slug: 'najaf', nameFa: 'نجف', nameEn: 'Najaf', cityCode: 'NJF', countryFa: 'عراق', image: 'najaf',
    tagline: 'شهر زیارتی حرم امام علی (ع)، دروازه سفر به عتبات',
    description: [
      'نجف اشرف در جنوب عراق، شهر حرم امام علی (ع) و یکی از مهم‌ترین مقصدهای زیارتی ایرانیان است. کربلا در حدود ۸۰ کیلومتری نجف قرار دارد و بیشتر زائران پس از فرود در نجف، سفر خود را با زیارت کربلا و کاظمین ادامه می‌دهند.',
      'در ایام اربعین و ماه‌های محرم و صفر تقاضای پرواز به نجف بسیار بالا می‌رود و پروازهای چارتری زیادی برقرار می‌شود؛ بلیت این روزها را زودتر بخرید. گذرنامه با دست‌کم ۶ ماه اعتبار برای سفر لازم است.',
    ],
    climate: 'بیابانی؛ تابستان بسیار گرم (تا ۵۰ درجه) و زمستان معتدل و کم‌باران.',
    bestTime: 'آبان تا اسفند برای هوای مناسب؛ اربعین پرزائرترین زمان سال است.',
    flightTime: 'حدود ۱ ساعت و ۴۵ دقیقه پرواز مستقیم از تهران',
    airports: [{ iata: 'NJF', nameFa: 'فرودگاه بین‌المللی نجف' }],
  },
  {
    slug: 'muscat', nameFa: 'مسقط', nameEn: 'Muscat', cityCode: 'MCT', countryFa: 'عمان', image: 'muscat',
    tagline: 'پایتخت آرام عمان، میان کوه و دریای عمان',
    description: [
      'مسقط، پایتخت سلطان‌نشین عمان، شهری آرام و پاکیزه در کرانه دریای عمان است. مسجد بزرگ سلطان قابوس، بازار مطرح، خانه اپرای سلطنتی و قلعه‌های پرتغالی جلالی و میرانی از دیدنی‌های آن هستند و ساحل‌ها و وادی‌های کوهستانی در فاصله کوتاهی از شهر قرار دارند.',
      'مسقط برای سفرهای زمستانی خانوادگی و ماه عسل گزینه‌ای کم‌شلوغ و نزدیک است. پیش از سفر، شرایط روز روادید عمان را از پشتیبانی بپرسید.',
    ],
    climate: 'گرم و مرطوب؛ تابستان داغ و شرجی و زمستان گرم و دلپذیر.',
    bestTime: 'آبان تا اسفند.',
    flightTime: 'حدود ۲ ساعت پرواز مستقیم از تهران',
    airports: [{ iata: 'MCT', nameFa: 'فرودگاه بین‌المللی مسقط' }],
  },
  {
    slug: 'ankara', nameFa: 'آنکارا', nameEn: 'Ankara', cityCode: 'ANK', countryFa: 'ترکیه', countrySlug: 'turkey', image: 'ankara',
    tagline: 'پایتخت ترکیه، شهر دانشگاه‌ها و اداره‌ها',
    description: [
      'آنکارا، پایتخت ترکیه، در میانه فلات آناتولی قرار دارد. آرامگاه آتاتورک (انیت‌کبیر)، ارگ تاریخی آنکارا و موزه تمدن‌های آناتولی از دیدنی‌های آن هستند. بسیاری از ایرانیان برای تحصیل، کارهای سفارتی و اداری یا دیدار خانواده به آنکارا سفر می‌کنند.',
      'ایرانیان برای سفر کوتاه به ترکیه روادید لازم ندارند. از آنکارا با قطار سریع‌السیر یا پروازهای داخلی می‌توان به استانبول، قونیه و کاپادوکیه رفت.',
    ],
    climate: 'قاره‌ای و خشک؛ زمستان سرد و برفی و تابستان گرم با شب‌های خنک.',
    bestTime: 'اردیبهشت تا خرداد و شهریور تا مهر.',
    flightTime: 'حدود ۳ ساعت پرواز مستقیم از تهران',
    airports: [{ iata: 'ESB', nameFa: 'فرودگاه اسن‌بوغا' }],
  },
];

/** The parent crumb of every city page. */
export const CITIES_CRUMB = { label: 'شهرها', href: '/cities/' } as const;

const BY_SLUG = new Map<string, CityPage>(CITY_PAGE_LIST.map((city) => [city.slug, city]));

/** The city page for a slug from the URL, or null for any other city. */
export function findCityPage(slug: string | undefined): CityPage | null {
  return (slug && BY_SLUG.get(slug.toLowerCase())) || null;
}
