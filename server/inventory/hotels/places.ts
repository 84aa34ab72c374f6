/**
 * What the hotel generator knows about a seeded city beyond the city table: how many hotels it has,
 * its hotel districts, how dear it is and when it is busy. Keyed by the seed's city codes; the
 * cities themselves (ids, names, country) come from the seed, never from here.
 */

export interface HotelMarket {
  hotels: number;
  districtsFa: readonly string[];
  /** Room rates against the country's plain level (1 = average). */
  priceLevel: number;
  /** Gulf-coast towns are busy in the mild winter and quiet in the summer heat. */
  winterPeak?: boolean;
  /** Where the airport lies far from town: the centre hotels gather around. */
  centre?: { latitude: number; longitude: number };
}

const TOWN_DISTRICTS = ['مرکز شهر', 'بلوار اصلی', 'نزدیک فرودگاه', 'میدان شهرداری', 'بازار'];

/** Cities of the seed without an entry get a few hotels in the town districts. */
export const DEFAULT_MARKET: HotelMarket = { hotels: 8, districtsFa: TOWN_DISTRICTS, priceLevel: 0.8 };

export const MARKETS: Record<string, HotelMarket> = {
  // Domestic: the home page's popular cities first (src/screens/home/popular-cities.ts).
  THR: { hotels: 140, priceLevel: 1.3, centre: { latitude: 35.7, longitude: 51.4 },
    districtsFa: ['ونک', 'سعادت‌آباد', 'جردن', 'یوسف‌آباد', 'میدان فردوسی', 'تجریش', 'میدان آزادی', 'خیابان ولیعصر', 'شهرک غرب'] },
  MHD: { hotels: 300, priceLevel: 1, centre: { latitude: 36.288, longitude: 59.6157 },
    districtsFa: ['اطراف حرم', 'خیابان امام رضا', 'خیابان طبرسی', 'بلوار سجاد', 'وکیل‌آباد', 'احمدآباد', 'بلوار فردوسی', 'خیابان نواب صفوی'] },
  KIH: { hotels: 150, priceLevel: 1.4, winterPeak: true,
    districtsFa: ['میدان امیرکبیر', 'ساحل مرجان', 'ساحل مرکزی', 'بازار پردیس', 'میرمهنا', 'جزیره کیش شرقی'] },
  SYZ: { hotels: 70, priceLevel: 1.1, centre: { latitude: 29.61, longitude: 52.54 },
    districtsFa: ['خیابان زند', 'بلوار چمران', 'دروازه قرآن', 'بافت تاریخی', 'معالی‌آباد', 'خیابان کریمخان'] },
  IFN: { hotels: 70, priceLevel: 1.1, centre: { latitude: 32.6546, longitude: 51.668 },
    districtsFa: ['میدان نقش جهان', 'چهارباغ عباسی', 'جلفا', 'سی‌وسه‌پل', 'خیابان نظر', 'بافت تاریخی'] },
  TBZ: { hotels: 45, priceLevel: 0.9, centre: { latitude: 38.08, longitude: 46.2919 },
    districtsFa: ['خیابان امام', 'بازار تبریز', 'ائل‌گلی', 'ولیعصر', 'خیابان شریعتی'] },
  AWZ: { hotels: 25, priceLevel: 0.9, districtsFa: ['کیانپارس', 'زیتون کارمندی', 'ساحل کارون', 'امانیه', 'کوی ملت'] },
  BND: { hotels: 25, priceLevel: 0.9, winterPeak: true, districtsFa: ['بلوار ساحلی', 'خیابان امام', 'گلشهر', 'بازار'] },
  RAS: { hotels: 30, priceLevel: 0.95, districtsFa: ['میدان شهرداری', 'گلسار', 'بلوار لاکانی', 'سبزه‌میدان'] },
  AZD: { hotels: 40, priceLevel: 0.95, districtsFa: ['بافت تاریخی', 'محله فهادان', 'امیرچخماق', 'خیابان قیام', 'بلوار جمهوری'] },
  KER: { hotels: 20, priceLevel: 0.85, districtsFa: ['خیابان جهاد', 'بازار وکیل', 'بلوار جمهوری'] },
  GSM: { hotels: 30, priceLevel: 1.05, winterPeak: true, districtsFa: ['شهر قشم', 'درگهان', 'ساحل شمالی', 'بازار'] },
  ZBR: { hotels: 12, priceLevel: 0.85, winterPeak: true, districtsFa: ['ساحل چابهار', 'بلوار ساحلی', 'بازار'] },
  // International: the cities Iranian travellers book most.
  IST: { hotels: 220, priceLevel: 1, centre: { latitude: 41.0082, longitude: 28.9784 },
    districtsFa: ['تکسیم', 'سلطان احمد', 'لاله‌لی', 'شیشلی', 'بشیکتاش', 'بیگ‌اوغلو', 'آکسارای', 'قاضی‌کوی'] },
  DXB: { hotels: 110, priceLevel: 1.4, winterPeak: true, centre: { latitude: 25.2048, longitude: 55.2708 },
    districtsFa: ['دیره', 'بر دبی', 'مرینا', 'داون‌تاون', 'جمیرا', 'شیخ زاید', 'البرشا'] },
  AYT: { hotels: 70, priceLevel: 0.9, centre: { latitude: 36.8969, longitude: 30.7133 },
    districtsFa: ['لارا', 'کنیالتی', 'کالیچی', 'بلک', 'کمر'] },
  TBS: { hotels: 50, priceLevel: 0.7, centre: { latitude: 41.7151, longitude: 44.8271 },
    districtsFa: ['شهر قدیم', 'روستاولی', 'واکه', 'سابورتالو', 'ابانوتوبانی'] },
  EVN: { hotels: 45, priceLevel: 0.75, centre: { latitude: 40.1792, longitude: 44.4991 },
    districtsFa: ['میدان جمهوری', 'کاسکاد', 'خیابان آبوویان', 'خیابان شمالی', 'آرابکیر'] },
  NJF: { hotels: 40, priceLevel: 0.5, centre: { latitude: 31.9961, longitude: 44.3148 },
    districtsFa: ['اطراف حرم', 'خیابان رسول', 'خیابان طوسی', 'بحر النجف'] },
  BKK: { hotels: 45, priceLevel: 0.6, centre: { latitude: 13.7563, longitude: 100.5018 },
    districtsFa: ['سوخومویت', 'سیلوم', 'پراتونام', 'ریورساید', 'خائوسان'] },
  BAK: { hotels: 25, priceLevel: 0.8, centre: { latitude: 40.4093, longitude: 49.8671 },
    districtsFa: ['شهر قدیم', 'بلوار ساحلی', 'خیابان نظامی', 'میدان فواره‌ها'] },
  ANK: { hotels: 20, priceLevel: 0.8, centre: { latitude: 39.9334, longitude: 32.8597 },
    districtsFa: ['قزیلای', 'اولوس', 'چانکایا', 'کاواکلیدره'] },
  MCT: { hotels: 15, priceLevel: 1.1, winterPeak: true, districtsFa: ['مطرح', 'القرم', 'روی', 'الخویر'] },
  DOH: { hotels: 15, priceLevel: 1.3, winterPeak: true, centre: { latitude: 25.2854, longitude: 51.531 },
    districtsFa: ['وست‌بی', 'پرل', 'مشیرب', 'سوق واقف'] },
  LON: { hotels: 25, priceLevel: 2, centre: { latitude: 51.5074, longitude: -0.1278 },
    districtsFa: ['کنزینگتون', 'پدینگتون', 'وست‌مینستر', 'کینگز کراس', 'مِی‌فر'] },
  YTO: { hotels: 15, priceLevel: 1.5, centre: { latitude: 43.6532, longitude: -79.3832 },
    districtsFa: ['داون‌تاون', 'یورک‌ویل', 'نورث یورک', 'هاربرفرانت'] },
  ROM: { hotels: 20, priceLevel: 1.5, centre: { latitude: 41.9028, longitude: 12.4964 },
    districtsFa: ['ترمینی', 'تراستوره', 'واتیکان', 'میدان اسپانیا'] },
};

/**
 * Each foreign country's currency and its reference rate: rials per unit. A stand-in's fixed rates,
 * not the market's; a real supplier quotes its own.
 */
export const CURRENCIES: Record<string, { code: string; rialsPerUnit: number }> = {
  TR: { code: 'TRY', rialsPerUnit: 25_000 },
  AE: { code: 'AED', rialsPerUnit: 285_000 },
  GB: { code: 'GBP', rialsPerUnit: 1_330_000 },
  CA: { code: 'CAD', rialsPerUnit: 760_000 },
  AM: { code: 'AMD', rialsPerUnit: 2_700 },
  GE: { code: 'GEL', rialsPerUnit: 385_000 },
  OM: { code: 'OMR', rialsPerUnit: 2_720_000 },
  IQ: { code: 'IQD', rialsPerUnit: 800 },
  TH: { code: 'THB', rialsPerUnit: 32_000 },
  AZ: { code: 'AZN', rialsPerUnit: 615_000 },
  IT: { code: 'EUR', rialsPerUnit: 1_140_000 },
  QA: { code: 'QAR', rialsPerUnit: 287_000 },
};
