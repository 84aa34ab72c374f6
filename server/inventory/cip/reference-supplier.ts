import type { CipAirport, CipExtraTariff, CipKindTariff } from '../../../src/contract/cip';
import { intBetween, seeded } from '../random';
import type { CipSlot, CipSupplier } from './supplier';

/**
 * The reference CIP supplier: seeded facts of ten airports (Iranian domestic and international,
 * Istanbul and Dubai), integer rials. Prices are what Iranian agencies asked in 2025–26, rounded:
 * Imam Khomeini's departure lounge about 52M rials a grown-up, domestic airports a third of that,
 * the foreign hubs dearer. Children pay about three quarters, infants about a tenth.
 */
interface Seed {
  code: string;
  nameFa: string;
  cityFa: string;
  countryCode: string;
  timeZone: string;
  loungeFa: string;
  /** Adult price per kind; child and infant follow from it. */
  adult: Partial<Record<CipKindTariff['kind'], number>>;
  /** Minutes before departure to be at the lounge (Departure); Transit a little less. */
  before: number;
  /** Where to go per kind (plain Persian; the time is added). */
  meet: Partial<Record<CipKindTariff['kind'], string>>;
  /** Extras' prices against Imam Khomeini's (1). */
  extrasFactor: number;
  /** Extras not offered here. */
  without?: CipExtraTariff['extra'][];
  cancellation: CipAirport['cancellation'];
  /** Lounge places per hour, at least and at most. */
  places: [number, number];
}

const M = 1_000_000;

const SEEDS: Seed[] = [
  {
    code: 'IKA', nameFa: 'امام خمینی', cityFa: 'تهران', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP ترمینال سلام',
    adult: { Departure: 52 * M, Arrival: 46 * M, Transit: 38 * M }, before: 180,
    meet: {
      Departure: 'ترمینال سلام، ورودی اختصاصی CIP کنار درِ شماره ۱ سالن پروازهای خروجی',
      Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ خانواده در سالن CIP ترمینال سلام منتظر می‌مانند',
      Transit: 'میز تشریفات ترانزیت در سالن انتظار پروازهای خروجی، پس از کنترل امنیتی',
    },
    extrasFactor: 1, cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [30, 40],
  },
  {
    code: 'THR', nameFa: 'مهرآباد', cityFa: 'تهران', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP ترمینال ۴',
    adult: { Departure: 24 * M, Arrival: 20 * M }, before: 90,
    meet: { Departure: 'ترمینال ۴، ورودی سالن CIP در ضلع غربی ترمینال', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن CIP ترمینال ۴' },
    extrasFactor: 0.5, cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [25, 35],
  },
  {
    code: 'MHD', nameFa: 'شهید هاشمی‌نژاد', cityFa: 'مشهد', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP ترمینال ۱',
    adult: { Departure: 20 * M, Arrival: 17 * M }, before: 90,
    meet: { Departure: 'ترمینال ۱، ورودی سالن CIP کنار پارکینگ طبقاتی', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن CIP ترمینال ۱' },
    extrasFactor: 0.45, cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [20, 30],
  },
  {
    code: 'SYZ', nameFa: 'شهید دستغیب', cityFa: 'شیراز', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP پروازهای داخلی',
    adult: { Departure: 18 * M, Arrival: 15 * M }, before: 90,
    meet: { Departure: 'ترمینال پروازهای داخلی، ورودی سالن CIP سمت راست درِ اصلی', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن CIP' },
    extrasFactor: 0.4, cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [20, 28],
  },
  {
    code: 'IFN', nameFa: 'شهید بهشتی', cityFa: 'اصفهان', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP',
    adult: { Departure: 17 * M, Arrival: 14 * M }, before: 90,
    meet: { Departure: 'ترمینال پروازهای داخلی، ورودی سالن CIP روبه‌روی پارکینگ', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن CIP' },
    extrasFactor: 0.4, cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [20, 28],
  },
  {
    code: 'TBZ', nameFa: 'شهید مدنی', cityFa: 'تبریز', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP',
    adult: { Departure: 16 * M, Arrival: 13 * M }, before: 90,
    meet: { Departure: 'ساختمان ترمینال، ورودی سالن CIP در انتهای سالن خروجی', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن CIP' },
    extrasFactor: 0.4, without: ['car-to-aircraft'], cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [20, 25],
  },
  {
    code: 'KIH', nameFa: 'کیش', cityFa: 'کیش', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات VIP کیش',
    adult: { Departure: 21 * M, Arrival: 18 * M }, before: 90,
    meet: { Departure: 'ترمینال مسافری، ورودی سالن VIP کنار درِ شماره ۲', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن VIP' },
    extrasFactor: 0.5, cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [20, 30],
  },
  {
    code: 'AWZ', nameFa: 'اهواز', cityFa: 'اهواز', countryCode: 'IR', timeZone: 'Asia/Tehran', loungeFa: 'سالن تشریفات CIP',
    adult: { Departure: 15 * M, Arrival: 12 * M }, before: 90,
    meet: { Departure: 'ساختمان ترمینال، ورودی سالن CIP سمت چپ درِ اصلی', Arrival: 'پس از فرود، همراه تشریفات در درِ هواپیما؛ استقبال‌کنندگان در سالن CIP' },
    extrasFactor: 0.35, without: ['car-to-aircraft'], cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, places: [20, 24],
  },
  {
    code: 'IST', nameFa: 'بین‌المللی استانبول', cityFa: 'استانبول', countryCode: 'TR', timeZone: 'Europe/Istanbul', loungeFa: 'سالن IGA Premium',
    adult: { Departure: 96 * M, Arrival: 84 * M, Transit: 70 * M }, before: 180,
    meet: {
      Departure: 'سالن خروجی، درِ ۶ طبقه پروازهای خروجی، پیشخوان IGA Pass',
      Arrival: 'پس از فرود، خوشامدگو با تابلوی نام شما در درِ هواپیما یا ابتدای راهرو',
      Transit: 'میز IGA Pass پس از کنترل امنیتی ترانزیت، کنار گیت‌های منطقه D',
    },
    extrasFactor: 1.6, cancellation: { freeUntilHoursBefore: 48, penaltyPercent: 50 }, places: [30, 40],
  },
  {
    code: 'DXB', nameFa: 'بین‌المللی دبی', cityFa: 'دبی', countryCode: 'AE', timeZone: 'Asia/Dubai', loungeFa: 'سالن Marhaba ترمینال ۳',
    adult: { Departure: 110 * M, Arrival: 95 * M, Transit: 80 * M }, before: 180,
    meet: {
      Departure: 'ترمینال ۳، پیشخوان marhaba کنار ورودی ۱ سالن خروجی',
      Arrival: 'پس از فرود، خوشامدگوی marhaba با تابلوی نام شما در درِ هواپیما',
      Transit: 'پیشخوان marhaba ترانزیت در ترمینال ۳، پس از کنترل امنیتی',
    },
    extrasFactor: 1.8, cancellation: { freeUntilHoursBefore: 48, penaltyPercent: 50 }, places: [30, 40],
  },
];

/** The extras at Imam Khomeini's prices (rials); others scale them. */
const EXTRAS: CipExtraTariff[] = [
  { extra: 'greeter', titleFa: 'خوشامدگو', descriptionFa: 'خوشامدگو با تابلوی نام شما از درِ ترمینال یا هواپیما تا پایان تشریفات همراهتان است.', unit: 'per-order', price: 6 * M, maxCount: 1 },
  { extra: 'porter', titleFa: 'باربر', descriptionFa: 'حمل هر چمدان از درِ ترمینال تا تحویل بار (یا از نوار بار تا خودرو).', unit: 'per-item', price: 1_500_000, maxCount: 8 },
  { extra: 'car-to-aircraft', titleFa: 'خودرو تا پای هواپیما', descriptionFa: 'انتقال با خودروی تشریفات از سالن تا پای پلکان هواپیما، بی‌اتوبوس فرودگاه.', unit: 'per-order', price: 14 * M, maxCount: 1 },
  { extra: 'lounge-guest', titleFa: 'همراه در سالن', descriptionFa: 'بدرقه‌کننده یا استقبال‌کننده‌ای که تا پایان خدمت در سالن با شما می‌ماند.', unit: 'per-item', price: 16 * M, maxCount: 4 },
  { extra: 'fast-track', titleFa: 'گذر سریع', descriptionFa: 'مسیر اختصاصی کنترل امنیتی و گذرنامه، برای هر مسافر.', unit: 'per-person', price: 4 * M, maxCount: 1 },
];

/** Rounds to 10,000 rials (1,000 toman), as tariffs are quoted. */
const round = (rials: number) => Math.round(rials / 10_000) * 10_000;

const MINUTES_FA: Record<number, string> = { 90: '۱ ساعت و ۳۰ دقیقه', 120: '۲ ساعت', 150: '۲ ساعت و ۳۰ دقیقه', 180: '۳ ساعت' };

function kindsOf(s: Seed): CipKindTariff[] {
  return (['Departure', 'Arrival', 'Transit'] as const).filter((k) => s.adult[k] !== undefined).map((kind) => {
    const adult = s.adult[kind]!;
    const before = kind === 'Arrival' ? 0 : kind === 'Transit' ? s.before - 60 : s.before;
    const when = kind === 'Arrival' ? 'هنگام فرود' : `${MINUTES_FA[before] ?? `${before} دقیقه`} پیش از پرواز`;
    return { kind, adult, child: round(adult * 0.75), infant: round(adult * 0.1), meetingPointFa: `${s.meet[kind]!}؛ ${when}`, arriveMinutesBefore: before };
  });
}

function airportOf(s: Seed): CipAirport {
  return {
    code: s.code, nameFa: s.nameFa, cityFa: s.cityFa, countryCode: s.countryCode, timeZone: s.timeZone, loungeFa: s.loungeFa,
    kinds: kindsOf(s),
    extras: EXTRAS.filter((e) => !s.without?.includes(e.extra)).map((e) => ({ ...e, price: round(e.price * s.extrasFactor) })),
    cancellation: { ...s.cancellation },
  };
}

const AIRPORTS: readonly CipAirport[] = SEEDS.map(airportOf);
const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));
const PLACES = new Map(SEEDS.map((s) => [s.code, s.places]));

export class ReferenceCipSupplier implements CipSupplier {
  async airports(): Promise<readonly CipAirport[]> {
    return AIRPORTS;
  }

  async airport(code: string): Promise<CipAirport | undefined> {
    return BY_CODE.get(code);
  }

  /** Deterministic per airport, kind, day and hour: the same slot answers the same places in every process. */
  async capacity(slot: CipSlot): Promise<number> {
    const [min, max] = PLACES.get(slot.airport) ?? [20, 30];
    const random = seeded(`cip|${slot.airport}|${slot.kind}|${slot.day}|${slot.hour}`);
    return intBetween(random, min, max);
  }
}
