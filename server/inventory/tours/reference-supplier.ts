import type { TourDay, TourDeparture, TourHotelOption, TourPackage } from '../../../src/contract/tours';
import { toPersianDigits } from '../../../src/domain/numbers';
import { addDays, isIsoDate, weekday } from '../../time/calendar';
import type { Hotel } from '../hotels/supplier';
import { intBetween, seeded } from '../random';
import type { TourSupplier } from './supplier';

/**
 * The reference tour operator: seeded packages from Tehran (a few from Mashhad and Shiraz) with a
 * weekly departure for the next 13 weeks. Hotel options are real hotels of the reference hotel
 * catalogue in the destination (their names and photos), picked by stars. Prices are per person in
 * integer rials, what Iranian agencies asked in 2025–26, rounded to 100,000 rials: Kish three nights
 * about 150–400M an adult in a double, Istanbul five nights 600M–1.2B. A departure's prices move a
 * little with the week (seeded), so every process answers the same.
 */
interface Seed {
  slug: string;
  destination: string;
  destinationFa: string;
  /** The seeded city whose hotels and photos the package uses. */
  cityCode: string;
  countryCode: string;
  origin: 'THR' | 'MHD' | 'SYZ';
  nights: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  airline: string;
  /** Adult-in-double price per stars. */
  adult: Partial<Record<1 | 2 | 3 | 4 | 5, number>>;
  /** Board per stars (the last given applies upwards). */
  board: string[];
  visa: string | null;
  days: [string, string][];
  includes?: string[];
  /** Documents beyond the passport or national card. */
  documents?: string[];
}

const M = 1_000_000;
const ORIGIN_FA = { THR: 'تهران', MHD: 'مشهد', SYZ: 'شیراز' } as const;

const SEEDS: Seed[] = [
  {
    slug: 'kish-3-nights', destination: 'kish', destinationFa: 'کیش', cityCode: 'KIH', countryCode: 'IR', origin: 'THR', nights: 3, weekday: 4, airline: 'Y9',
    adult: { 3: 155 * M, 4: 245 * M, 5: 390 * M }, board: ['صبحانه'], visa: null,
    days: [['ورود به کیش', 'پرواز از تهران، ترانسفر فرودگاهی به هتل و استراحت؛ عصر گردش در اسکله تفریحی.'], ['کشتی یونانی و ساحل مرجان', 'غروب کشتی یونانی، شنا در ساحل مرجان و بازار پردیس.'], ['روز آزاد', 'روز آزاد برای تفریحات آبی و خرید.'], ['بازگشت', 'تحویل اتاق و ترانسفر به فرودگاه کیش.']],
  },
  {
    slug: 'kish-4-nights-from-shiraz', destination: 'kish', destinationFa: 'کیش', cityCode: 'KIH', countryCode: 'IR', origin: 'SYZ', nights: 4, weekday: 1, airline: 'QB',
    adult: { 3: 170 * M, 4: 265 * M, 5: 410 * M }, board: ['صبحانه'], visa: null,
    days: [['ورود به کیش', 'پرواز از شیراز، ترانسفر به هتل.'], ['شهر زیرزمینی کاریز', 'بازدید از کاریز کیش و ساحل غربی.'], ['روز آزاد', 'روز آزاد برای شنا و تفریحات آبی.'], ['مراکز خرید', 'بازارهای پردیس و مرجان.'], ['بازگشت', 'تحویل اتاق و ترانسفر به فرودگاه.']],
  },
  {
    slug: 'mashhad-3-nights', destination: 'mashhad', destinationFa: 'مشهد', cityCode: 'MHD', countryCode: 'IR', origin: 'THR', nights: 3, weekday: 3, airline: 'W5',
    adult: { 3: 95 * M, 4: 160 * M, 5: 265 * M }, board: ['صبحانه', 'صبحانه', 'صبحانه و شام'], visa: null,
    days: [['ورود به مشهد', 'پرواز از تهران، ترانسفر به هتل و زیارت حرم مطهر.'], ['زیارت و طرقبه', 'زیارت صبحگاهی؛ عصر گشت طرقبه و شاندیز.'], ['آرامگاه فردوسی', 'گشت توس و آرامگاه فردوسی؛ بازار رضا.'], ['بازگشت', 'زیارت وداع و ترانسفر به فرودگاه.']],
  },
  {
    slug: 'istanbul-5-nights', destination: 'istanbul', destinationFa: 'استانبول', cityCode: 'IST', countryCode: 'TR', origin: 'THR', nights: 5, weekday: 5, airline: 'TK',
    adult: { 3: 610 * M, 4: 830 * M, 5: 1_180 * M }, board: ['صبحانه'], visa: null,
    days: [['ورود به استانبول', 'پرواز از تهران، ترانسفر به هتل.'], ['شهر قدیم', 'ایاصوفیه، مسجد سلطان احمد و کاخ توپکاپی با راهنمای فارسی‌زبان.'], ['بسفر', 'کشتی‌سواری در تنگه بسفر و محله اورتاکوی.'], ['روز آزاد', 'خرید در استقلال و بازار بزرگ.'], ['روز آزاد', 'روز آزاد یا گشت اختیاری جزایر پرنسس.'], ['بازگشت', 'تحویل اتاق و ترانسفر به فرودگاه.']],
  },
  {
    slug: 'istanbul-5-nights-from-mashhad', destination: 'istanbul', destinationFa: 'استانبول', cityCode: 'IST', countryCode: 'TR', origin: 'MHD', nights: 5, weekday: 2, airline: 'W5',
    adult: { 3: 650 * M, 4: 870 * M, 5: 1_220 * M }, board: ['صبحانه'], visa: null,
    days: [['ورود به استانبول', 'پرواز از مشهد، ترانسفر به هتل.'], ['شهر قدیم', 'ایاصوفیه و مسجد سلطان احمد.'], ['بسفر', 'کشتی‌سواری در بسفر.'], ['روز آزاد', 'خرید.'], ['روز آزاد', 'روز آزاد.'], ['بازگشت', 'ترانسفر به فرودگاه.']],
  },
  {
    slug: 'antalya-7-nights', destination: 'antalya', destinationFa: 'آنتالیا', cityCode: 'AYT', countryCode: 'TR', origin: 'THR', nights: 7, weekday: 6, airline: 'PC',
    adult: { 4: 780 * M, 5: 1_350 * M }, board: ['همه‌چیز شامل (All Inclusive)'], visa: null,
    days: [['ورود به آنتالیا', 'پرواز از تهران، ترانسفر به هتل ساحلی.'], ['ساحل', 'روز ساحل و امکانات هتل.'], ['شهر قدیم کاله‌ایچی', 'گشت شهر قدیم و آبشار دودن.'], ['روز آزاد', 'روز آزاد.'], ['قایق‌سواری', 'تور قایق در ساحل مدیترانه.'], ['روز آزاد', 'روز آزاد.'], ['روز آزاد', 'خرید در مارک‌آنتالیا.'], ['بازگشت', 'ترانسفر به فرودگاه.']],
  },
  {
    slug: 'dubai-4-nights', destination: 'dubai', destinationFa: 'دبی', cityCode: 'DXB', countryCode: 'AE', origin: 'THR', nights: 4, weekday: 4, airline: 'FZ',
    adult: { 3: 520 * M, 4: 720 * M, 5: 1_090 * M }, board: ['صبحانه'], visa: 'uae',
    days: [['ورود به دبی', 'پرواز از تهران، ترانسفر به هتل.'], ['گشت شهر', 'برج خلیفه (از بیرون)، دبی مال و فواره‌های موزیکال.'], ['سافاری صحرا', 'سافاری با شام در صحرا.'], ['روز آزاد', 'خرید در مراکز خرید دبی.'], ['بازگشت', 'ترانسفر به فرودگاه.']],
    documents: ['ویزای امارات (روادید توریستی) که پیش از سفر صادر می‌شود'],
  },
  {
    slug: 'tbilisi-4-nights', destination: 'tbilisi', destinationFa: 'تفلیس', cityCode: 'TBS', countryCode: 'GE', origin: 'THR', nights: 4, weekday: 0, airline: 'A9',
    adult: { 3: 360 * M, 4: 490 * M, 5: 690 * M }, board: ['صبحانه'], visa: null,
    days: [['ورود به تفلیس', 'پرواز از تهران، ترانسفر به هتل.'], ['شهر قدیم', 'قلعه ناریکالا با تله‌کابین و حمام‌های گوگردی.'], ['متسختا', 'گشت متسختا و کلیسای جواری.'], ['روز آزاد', 'روز آزاد.'], ['بازگشت', 'ترانسفر به فرودگاه.']],
  },
  {
    slug: 'yerevan-4-nights', destination: 'yerevan', destinationFa: 'ایروان', cityCode: 'EVN', countryCode: 'AM', origin: 'THR', nights: 4, weekday: 3, airline: 'EP',
    adult: { 3: 310 * M, 4: 440 * M, 5: 620 * M }, board: ['صبحانه'], visa: null,
    days: [['ورود به ایروان', 'پرواز از تهران، ترانسفر به هتل.'], ['گشت شهر', 'کاسکاد، میدان جمهوری و بازار ورنیساژ.'], ['دریاچه سوان', 'گشت دریاچه سوان و دیلیجان.'], ['گارنی و گغارد', 'معبد گارنی و صومعه گغارد.'], ['بازگشت', 'ترانسفر به فرودگاه.']],
  },
  {
    slug: 'thailand-bangkok-phuket-7-nights', destination: 'thailand', destinationFa: 'تایلند (بانکوک و پوکت)', cityCode: 'BKK', countryCode: 'TH', origin: 'THR', nights: 7, weekday: 1, airline: 'W5',
    adult: { 3: 920 * M, 4: 1_180 * M, 5: 1_590 * M }, board: ['صبحانه'], visa: 'thiland',
    days: [['ورود به بانکوک', 'پرواز از تهران، ترانسفر به هتل.'], ['گشت بانکوک', 'معبد بودای خوابیده و کاخ بزرگ.'], ['بازار شناور', 'بازار شناور و رودخانه چائوپرایا.'], ['پرواز به پوکت', 'پرواز داخلی به پوکت و ترانسفر به هتل ساحلی.'], ['جزیره فی‌فی', 'تور قایق جزایر فی‌فی.'], ['روز آزاد', 'ساحل پاتونگ.'], ['روز آزاد', 'روز آزاد.'], ['بازگشت', 'پرواز از پوکت به تهران از راه بانکوک.']],
    includes: ['پرواز داخلی بانکوک – پوکت'],
    documents: ['ویزای تایلند که پیش از سفر صادر می‌شود'],
  },
  {
    slug: 'baku-3-nights', destination: 'baku', destinationFa: 'باکو', cityCode: 'BAK', countryCode: 'AZ', origin: 'THR', nights: 3, weekday: 5, airline: 'J2',
    adult: { 3: 330 * M, 4: 450 * M, 5: 640 * M }, board: ['صبحانه'], visa: 'azerbaijan',
    days: [['ورود به باکو', 'پرواز از تهران، ترانسفر به هتل.'], ['ایچری شهر', 'شهر قدیم، برج دختر و ساحل کاسپین.'], ['آتشگاه', 'آتشگاه و یانار داغ.'], ['بازگشت', 'ترانسفر به فرودگاه.']],
    documents: ['ویزای الکترونیکی آذربایجان'],
  },
];

/** How many weekly departures are sold ahead (about three months). */
export const WEEKS_AHEAD = 13;

const round = (rials: number) => Math.round(rials / 100_000) * 100_000;

export interface TourCatalogueSource {
  cities: readonly { cityId: number; cityCode: string }[];
  airlineByCode: ReadonlyMap<string, { nameFa: string }>;
}

/** The part of a hotel supplier the tours need: its hotels, for names and photos. */
export interface TourHotels {
  allHotels(): Promise<readonly Hotel[]>;
}

interface Built {
  seed: Seed;
  base: Omit<TourPackage, 'departures'>;
  hotels: { option: Omit<TourHotelOption, 'prices'>; adult: number; photo: string | null }[];
}

function itinerary(s: Seed): TourDay[] {
  return Array.from({ length: s.nights + 1 }, (_, i) => {
    const d = s.days[i] ?? ['روز آزاد', 'روز آزاد برای گردش و خرید.'];
    return { day: i + 1, titleFa: d[0], descriptionFa: d[1] };
  });
}

function pickHotels(s: Seed, inCity: readonly Hotel[]): Built['hotels'] {
  const used = new Set<number>();
  return Object.entries(s.adult).map(([starsText, adult], i) => {
    const stars = Number(starsText);
    const board = s.board[Math.min(i, s.board.length - 1)]!;
    const byFit = [...inCity].filter((h) => !used.has(h.id))
      .sort((a, b) => Math.abs(a.stars - stars) - Math.abs(b.stars - stars) || b.guestScore - a.guestScore || a.id - b.id);
    const hotel = byFit[0];
    if (hotel) used.add(hotel.id);
    return {
      option: { id: hotel ? `h${hotel.id}` : `s${stars}`, hotelNameFa: hotel?.nameFa ?? `هتل ${toPersianDigits(stars)} ستاره`, stars: hotel?.stars ?? stars, boardFa: board },
      adult: adult!,
      photo: hotel?.photos[0] ?? null,
    };
  });
}

function build(s: Seed, source: TourCatalogueSource, hotels: readonly Hotel[]): Built {
  const city = source.cities.find((c) => c.cityCode === s.cityCode);
  const options = pickHotels(s, city ? hotels.filter((h) => h.cityId === city.cityId) : []);
  const abroad = s.countryCode !== 'IR';
  const nightsFa = toPersianDigits(s.nights);
  const best = [...options].sort((a, b) => b.option.stars - a.option.stars)[0];
  return {
    seed: s,
    hotels: options,
    base: {
      id: s.slug,
      slug: s.slug,
      titleFa: `تور ${s.destinationFa} ${nightsFa} شب${s.origin === 'THR' ? '' : ` از ${ORIGIN_FA[s.origin]}`}`,
      destinationFa: s.destinationFa,
      destination: s.destination,
      countryCode: s.countryCode,
      originFa: ORIGIN_FA[s.origin],
      photo: best?.photo ?? `cities/${s.destination}.jpg`,
      includesFa: [
        `بلیت رفت و برگشت هواپیما (${source.airlineByCode.get(s.airline)?.nameFa ?? s.airline})`,
        `${nightsFa} شب اقامت در هتل انتخابی با ${'{board}'}`,
        'ترانسفر فرودگاهی رفت و برگشت',
        abroad ? 'گشت شهری با راهنمای فارسی‌زبان' : 'گشت شهری',
        abroad ? 'بیمه مسافرتی' : 'بیمه حوادث',
        ...(s.includes ?? []),
      ],
      excludesFa: ['هزینه‌های شخصی و وعده‌های غذایی ذکرنشده', 'گشت‌های اختیاری', ...(abroad ? ['عوارض خروج از کشور', ...(s.visa ? ['هزینه ویزا'] : [])] : [])],
      documentsFa: abroad
        ? ['گذرنامه با دست‌کم شش ماه اعتبار پس از تاریخ بازگشت', 'رسید پرداخت عوارض خروج از کشور', ...(s.documents ?? [])]
        : ['کارت ملی یا شناسنامه عکس‌دار هر مسافر (برای کودکان شناسنامه)'],
      visaDestination: s.visa,
      itinerary: itinerary(s),
      cancellation: abroad ? { freeUntilDaysBefore: 14, penaltyPercent: 30 } : { freeUntilDaysBefore: 7, penaltyPercent: 20 },
    },
  };
}

export class ReferenceTourSupplier implements TourSupplier {
  private built?: Promise<Map<string, Built>>;

  constructor(private readonly source: TourCatalogueSource, private readonly hotels: TourHotels) {}

  private catalogue(): Promise<Map<string, Built>> {
    return (this.built ??= this.hotels.allHotels().then((all) => new Map(SEEDS.map((s) => [s.slug, build(s, this.source, all)]))));
  }

  /** The week's prices: the seed's, moved -5 … +12% by the departure date. */
  private departureOf(b: Built, date: string): TourDeparture {
    const s = b.seed;
    const random = seeded(`tour|${s.slug}|${date}`);
    const factor = 0.95 + random() * 0.17;
    const abroad = s.countryCode !== 'IR';
    const hotels: TourHotelOption[] = b.hotels.map(({ option, adult }) => {
      const adultDouble = round(adult * factor);
      return {
        ...option,
        prices: {
          adultDouble,
          singleSupplement: round(adultDouble * (abroad ? 0.45 : 0.4)),
          childWithBed: round(adultDouble * 0.8),
          childWithoutBed: round(adultDouble * 0.6),
          infant: round(adultDouble * 0.1),
        },
      };
    });
    return {
      id: `${s.slug}~${date}`,
      departureDate: date,
      returnDate: addDays(date, s.nights),
      nights: s.nights,
      airlineCode: s.airline,
      airlineNameFa: this.source.airlineByCode.get(s.airline)?.nameFa ?? s.airline,
      placesLeft: intBetween(seeded(`tour-places|${s.slug}|${date}`), 20, 40),
      hotels,
      fromPrice: Math.min(...hotels.map((h) => h.prices.adultDouble)),
    };
  }

  private packageOf(b: Built, departures: TourDeparture[]): TourPackage {
    const board = b.seed.board[0]!;
    return { ...b.base, includesFa: b.base.includesFa.map((t) => t.replace('{board}', board)), departures };
  }

  async packages(today: string): Promise<readonly TourPackage[]> {
    const all = await this.catalogue();
    return [...all.values()].map((b) => {
      const first = addDays(today, ((b.seed.weekday - weekday(today) + 7) % 7) || 7);
      return this.packageOf(b, Array.from({ length: WEEKS_AHEAD }, (_, i) => this.departureOf(b, addDays(first, i * 7))));
    });
  }

  async departure(id: string, today: string): Promise<{ tour: TourPackage; departure: TourDeparture } | undefined> {
    const [slug, date, ...rest] = id.split('~');
    const b = slug ? (await this.catalogue()).get(slug) : undefined;
    if (!b || !date || rest.length > 0 || !isIsoDate(date) || weekday(date) !== b.seed.weekday) return undefined;
    if (date <= today || date > addDays(today, WEEKS_AHEAD * 7)) return undefined;
    const departure = this.departureOf(b, date);
    return { tour: this.packageOf(b, [departure]), departure };
  }

  async capacity(departureId: string): Promise<number> {
    const [slug, date] = departureId.split('~');
    return intBetween(seeded(`tour-places|${slug}|${date}`), 20, 40);
  }
}
