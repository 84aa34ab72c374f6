/** SPEC §3 "Hotel-city list" (id, title, hotels). No call serves them (SPEC §7), so they are content. */

export interface Hotel {
  readonly name: string;
  readonly stars: 3 | 4 | 5;
  /** Neighbourhood or landmark, one short phrase. */
  readonly area: string;
}

export interface HotelCity {
  /** Latin slug: "mashhad". */
  readonly id: string;
  /** Persian city name. */
  readonly title: string;
  readonly hotels: readonly Hotel[];
}

export interface HotelCityGroup {
  readonly id: 'domestic' | 'international';
  readonly title: string;
  readonly cities: readonly HotelCity[];
}

export const HOTEL_CITY_GROUPS: readonly HotelCityGroup[] = [
  {
    id: 'domestic',
    title: 'هتل‌های داخلی',
    cities: [
      {
        id: 'tehran', title: 'تهران',
        hotels: [
          { name: 'هتل اسپیناس پالاس', stars: 5, area: 'سعادت‌آباد' },
          { name: 'هتل پارسیان آزادی', stars: 5, area: 'بزرگراه چمران' },
          { name: 'هتل لاله', stars: 5, area: 'پارک لاله' },
          { name: 'هتل هما', stars: 5, area: 'خیابان خدامی، ونک' },
          { name: 'هتل فردوسی', stars: 4, area: 'خیابان فردوسی' },
        ],
      },
      {
        id: 'mashhad', title: 'مشهد',
        hotels: [
          { name: 'هتل درویشی', stars: 5, area: 'بلوار امام رضا' },
          { name: 'هتل قصر طلایی', stars: 5, area: 'نزدیک حرم' },
          { name: 'هتل پارس', stars: 5, area: 'بلوار وکیل‌آباد' },
          { name: 'هتل هما ۱', stars: 5, area: 'خیابان خیام' },
          { name: 'هتل الماس ۲', stars: 5, area: 'بلوار امام رضا' },
        ],
      },
      {
        id: 'isfahan', title: 'اصفهان',
        hotels: [
          { name: 'هتل عباسی', stars: 5, area: 'خیابان چهارباغ' },
          { name: 'هتل کوثر', stars: 5, area: 'کنار سی‌وسه‌پل' },
          { name: 'هتل پیروزی', stars: 4, area: 'خیابان چهارباغ پایین' },
          { name: 'هتل عالی‌قاپو', stars: 4, area: 'نزدیک میدان نقش جهان' },
        ],
      },
      {
        id: 'shiraz', title: 'شیراز',
        hotels: [
          { name: 'هتل بزرگ شیراز', stars: 5, area: 'دروازه قرآن' },
          { name: 'هتل زندیه', stars: 5, area: 'خیابان زند' },
          { name: 'هتل چمران', stars: 5, area: 'بلوار چمران' },
          { name: 'هتل هما شیراز', stars: 5, area: 'خیابان مشکین‌فام' },
        ],
      },
      {
        id: 'kish', title: 'کیش',
        hotels: [
          { name: 'هتل ترنج', stars: 5, area: 'ساحل شمالی' },
          { name: 'هتل داریوش', stars: 5, area: 'بلوار ساحل' },
          { name: 'هتل شایان', stars: 5, area: 'میدان امیرکبیر' },
          { name: 'هتل مریم', stars: 5, area: 'میدان خلیج فارس' },
          { name: 'هتل ویدا', stars: 4, area: 'بلوار ایران' },
        ],
      },
      {
        id: 'tabriz', title: 'تبریز',
        hotels: [
          { name: 'هتل پارس ائل‌گلی', stars: 5, area: 'کنار پارک ائل‌گلی' },
          { name: 'هتل شهریار', stars: 5, area: 'خیابان آزادی' },
          { name: 'هتل کایا لاله پارک', stars: 5, area: 'لاله پارک' },
        ],
      },
      {
        id: 'yazd', title: 'یزد',
        hotels: [
          { name: 'هتل داد', stars: 4, area: 'بافت تاریخی' },
          { name: 'هتل مشیرالممالک', stars: 4, area: 'باغ مشیر' },
          { name: 'هتل صفائیه', stars: 5, area: 'بلوار صفائیه' },
        ],
      },
    ],
  },
  {
    id: 'international',
    title: 'هتل‌های خارجی',
    cities: [
      {
        id: 'istanbul', title: 'استانبول',
        hotels: [
          { name: 'هتل مارمارا تکسیم', stars: 5, area: 'میدان تکسیم' },
          { name: 'هتل پرا پالاس', stars: 5, area: 'بی‌اوغلو' },
          { name: 'هتل سوئیس‌هتل بسفر', stars: 5, area: 'بشیکتاش' },
          { name: 'هتل هیلتون بومونتی', stars: 5, area: 'شیشلی' },
          { name: 'هتل ریچموند', stars: 4, area: 'خیابان استقلال' },
        ],
      },
      {
        id: 'dubai', title: 'دبی',
        hotels: [
          { name: 'هتل برج العرب', stars: 5, area: 'جمیرا' },
          { name: 'هتل آتلانتیس د پالم', stars: 5, area: 'جزیره نخل' },
          { name: 'هتل ادرس داون‌تاون', stars: 5, area: 'نزدیک برج خلیفه' },
          { name: 'هتل رو داون‌تاون', stars: 3, area: 'داون‌تاون' },
        ],
      },
      {
        id: 'antalya', title: 'آنتالیا',
        hotels: [
          { name: 'هتل ریکسوس داون‌تاون', stars: 5, area: 'کنیالتی' },
          { name: 'هتل تایتانیک بیچ لارا', stars: 5, area: 'ساحل لارا' },
          { name: 'هتل دلفین ایمپریال', stars: 5, area: 'لارا' },
          { name: 'هتل آکرا', stars: 5, area: 'مرکز شهر' },
        ],
      },
      {
        id: 'yerevan', title: 'ایروان',
        hotels: [
          { name: 'هتل ماریوت ارمنستان', stars: 5, area: 'میدان جمهوری' },
          { name: 'هتل آنی پلازا', stars: 4, area: 'خیابان سایات‌نوا' },
          { name: 'هتل رادیسون بلو', stars: 5, area: 'پارک پیروزی' },
        ],
      },
      {
        id: 'tbilisi', title: 'تفلیس',
        hotels: [
          { name: 'هتل بیلتمور', stars: 5, area: 'خیابان روستاولی' },
          { name: 'هتل رادیسون بلو ایوریا', stars: 5, area: 'میدان رز' },
          { name: 'هتل رومز', stars: 4, area: 'وره' },
        ],
      },
    ],
  },
];

/** Every hotel city, domestic first. */
export const HOTEL_CITIES: readonly HotelCity[] = HOTEL_CITY_GROUPS.flatMap((group) => group.cities);
