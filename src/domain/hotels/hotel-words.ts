/**
 * The hotel's closed vocabularies: kind of lodging, board, amenities and sort orders, with their
 * Persian labels. Each value is also its word in the stay URL, so a link reads as it means
 * (`kind=boutique`, `board=breakfast`) and no second table can drift from the first.
 * Districts are not here: they are data (a city's own list), not code.
 */
import { toPersianDigits } from '../numbers';

type ValueOf<T> = T[keyof T];

export const HotelKind = {
  Hotel: 'hotel',
  HotelApartment: 'hotel-apartment',
  Boutique: 'boutique',
  TraditionalHouse: 'traditional-house',
} as const;
export type HotelKind = ValueOf<typeof HotelKind>;
export const HOTEL_KIND_LABELS: Readonly<Record<HotelKind, string>> = {
  hotel: 'هتل',
  'hotel-apartment': 'هتل آپارتمان',
  boutique: 'هتل بوتیک',
  'traditional-house': 'اقامتگاه سنتی',
};

/** What meals the price includes. */
export const Board = {
  RoomOnly: 'room-only',
  Breakfast: 'breakfast',
  HalfBoard: 'half-board',
  FullBoard: 'full-board',
} as const;
export type Board = ValueOf<typeof Board>;
export const BOARD_LABELS: Readonly<Record<Board, string>> = {
  'room-only': 'بدون صبحانه',
  breakfast: 'با صبحانه',
  'half-board': 'صبحانه و یک وعده غذا',
  'full-board': 'سه وعده غذا',
};

/** The amenity codes a hotel can list (the supplier's and the filter's one list). */
export const AMENITY_LABELS = {
  wifi: 'اینترنت وای‌فای',
  parking: 'پارکینگ',
  pool: 'استخر',
  spa: 'اسپا',
  sauna: 'سونا و جکوزی',
  gym: 'باشگاه بدنسازی',
  restaurant: 'رستوران',
  'coffee-shop': 'کافی‌شاپ',
  breakfast: 'صبحانه',
  'room-service': 'سرویس اتاق',
  'airport-shuttle': 'ترانسفر فرودگاهی',
  laundry: 'خشکشویی',
  elevator: 'آسانسور',
  'reception-24h': 'پذیرش ۲۴ ساعته',
  'meeting-room': 'سالن همایش',
  'prayer-room': 'نمازخانه',
  'kids-club': 'فضای بازی کودکان',
  beach: 'ساحل اختصاصی',
  accessible: 'دسترسی با ویلچر',
  'currency-exchange': 'صرافی',
  kitchen: 'آشپزخانه',
  courtyard: 'حیاط سنتی',
} as const;
export type Amenity = keyof typeof AMENITY_LABELS;

export const HotelSort = {
  Cheapest: 'cheapest',
  MostExpensive: 'expensive',
  Stars: 'stars',
  GuestScore: 'score',
  Popularity: 'popular',
} as const;
export type HotelSort = ValueOf<typeof HotelSort>;
export const HOTEL_SORT_LABELS: Readonly<Record<HotelSort, string>> = {
  cheapest: 'ارزان‌ترین',
  expensive: 'گران‌ترین',
  stars: 'بیشترین ستاره',
  score: 'بهترین امتیاز مهمانان',
  popular: 'محبوب‌ترین',
};
/** Cheapest first, as flights (SPEC §5). */
export const DEFAULT_HOTEL_SORT: HotelSort = HotelSort.Cheapest;

/** Lists in their declared order, the order the filter panel and the URL use. */
export const HOTEL_KINDS: readonly HotelKind[] = Object.values(HotelKind);
export const BOARDS: readonly Board[] = Object.values(Board);
export const AMENITIES: readonly Amenity[] = Object.keys(AMENITY_LABELS) as Amenity[];
export const HOTEL_SORTS: readonly HotelSort[] = Object.values(HotelSort);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;

/** Cities, hotels and districts are named in URLs by Latin slugs: lowercase, digits, single hyphens. */
export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG_LENGTH && SLUG.test(text);
}

/** 0 is an unrated lodging; 1–5 are official stars. */
export const MIN_STARS = 0;
export const MAX_STARS = 5;
/** Guest scores are out of ten. */
export const MAX_GUEST_SCORE = 10;

/** «۵ ستاره», or «بدون ستاره» for an unrated lodging. */
export function starsLabel(stars: number): string {
  return stars > 0 ? `${toPersianDigits(stars)} ستاره` : 'بدون ستاره';
}

/** A name that already starts with the word «هتل» («هتل آسمان», «هتل‌آپارتمان …»). */
const HOTEL_WORD_FIRST = /^هتل(?:[\s\u200c]|$)/;

/** «هتل آسمان» for «آسمان»; a name that already starts with «هتل» is said as it is, not «هتل هتل آسمان». */
export function hotelTitle(nameFa: string): string {
  const name = nameFa.trim();
  return HOTEL_WORD_FIRST.test(name) ? name : `هتل ${name}`;
}
