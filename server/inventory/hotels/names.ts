/**
 * Hotel names built from parts, in Persian and English. The parts are common words, so no real
 * chain is named; a city's names are made unique by the generator.
 */
import { HotelKind } from '../../../src/domain/hotels';

type Part = readonly [fa: string, en: string];

const IRANIAN_WORDS: readonly Part[] = [
  ['آسمان', 'Aseman'], ['ستاره', 'Setareh'], ['نگین', 'Negin'], ['الماس', 'Almas'], ['پردیس', 'Pardis'],
  ['بهار', 'Bahar'], ['آریا', 'Aria'], ['ارم', 'Eram'], ['کوثر', 'Kowsar'], ['سپهر', 'Sepehr'],
  ['مروارید', 'Morvarid'], ['صدف', 'Sadaf'], ['یاقوت', 'Yaghout'], ['فیروزه', 'Firouzeh'], ['زمرد', 'Zomorrod'],
  ['نسیم', 'Nasim'], ['آفتاب', 'Aftab'], ['مهتاب', 'Mahtab'], ['شهریار', 'Shahriar'], ['کاروان', 'Karevan'],
  ['سینا', 'Sina'], ['رضوان', 'Rezvan'], ['باران', 'Baran'], ['آرامش', 'Aramesh'], ['سپیدار', 'Sepidar'],
  ['نارنج', 'Narenj'], ['گلستان', 'Golestan'], ['بوستان', 'Boostan'], ['چنار', 'Chenar'], ['سرو', 'Sarv'],
  ['کیان', 'Kian'], ['مهر', 'Mehr'], ['ترنج', 'Toranj'], ['افق', 'Ofogh'], ['ایوان', 'Eyvan'],
  ['رویا', 'Roya'], ['شایان', 'Shayan'], ['دنا', 'Dena'], ['البرز', 'Alborz'], ['زاگرس', 'Zagros'],
  ['خلیج', 'Khalij'], ['آوا', 'Ava'], ['بهشت', 'Behesht'], ['نور', 'Noor'], ['امید', 'Omid'],
  ['آرمان', 'Arman'], ['پارسا', 'Parsa'], ['ماهان', 'Mahan'],
];

/** Words after the name: «هتل بزرگ آسمان», «هتل آسمان طلایی». */
const IRANIAN_QUALIFIERS: readonly { fa: (w: string) => string; en: (w: string) => string }[] = [
  { fa: (w) => w, en: (w) => w },
  { fa: (w) => `بزرگ ${w}`, en: (w) => `Grand ${w}` },
  { fa: (w) => `${w} طلایی`, en: (w) => `Golden ${w}` },
  { fa: (w) => `نوین ${w}`, en: (w) => `New ${w}` },
  { fa: (w) => `${w} شرق`, en: (w) => `${w} East` },
  { fa: (w) => `قصر ${w}`, en: (w) => `${w} Palace` },
  { fa: (w) => `${w} سبز`, en: (w) => `Green ${w}` },
  { fa: (w) => `کاخ ${w}`, en: (w) => `${w} Castle` },
];

const FOREIGN_PREFIXES: readonly Part[] = [
  ['گرند', 'Grand'], ['رویال', 'Royal'], ['گلدن', 'Golden'], ['بلو', 'Blue'], ['سیتی', 'City'],
  ['کریستال', 'Crystal'], ['پرل', 'Pearl'], ['سیلور', 'Silver'], ['گرین', 'Green'], ['اوشن', 'Ocean'],
  ['استار', 'Star'], ['سان', 'Sun'], ['دایموند', 'Diamond'], ['نیو', 'New'], ['اولد تاون', 'Old Town'],
];

const FOREIGN_CORES: readonly Part[] = [
  ['ویستا', 'Vista'], ['لوتوس', 'Lotus'], ['آتلانتیک', 'Atlantic'], ['ونیز', 'Venice'], ['اورینت', 'Orient'],
  ['امپریال', 'Imperial'], ['هارمونی', 'Harmony'], ['لاگون', 'Lagoon'], ['ماریس', 'Maris'], ['آرتمیس', 'Artemis'],
  ['کاسکاد', 'Cascade'], ['پانوراما', 'Panorama'], ['ریویرا', 'Riviera'], ['سافایر', 'Sapphire'], ['الیزه', 'Elysee'],
  ['آمبر', 'Amber'], ['کارنا', 'Karna'], ['نوا', 'Nova'], ['لونا', 'Luna'], ['اولیو', 'Olive'],
];

const FOREIGN_SUFFIXES: readonly Part[] = [
  ['', ''], ['پلازا', 'Plaza'], ['پالاس', 'Palace'], ['رزیدنس', 'Residence'], ['سوئیتس', 'Suites'],
  ['این', 'Inn'], ['تاور', 'Tower'], ['ریزورت', 'Resort'],
];

const KIND_WORDS: Record<HotelKind, Part> = {
  [HotelKind.Hotel]: ['هتل', 'Hotel'],
  [HotelKind.HotelApartment]: ['هتل آپارتمان', 'Hotel Apartments'],
  [HotelKind.Boutique]: ['بوتیک هتل', 'Boutique Hotel'],
  [HotelKind.TraditionalHouse]: ['اقامتگاه سنتی', 'Traditional House'],
};

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

export interface HotelName {
  nameFa: string;
  nameEn: string;
}

/** A name for a hotel: Iranian words at home, English-sounding ones abroad. */
export function hotelName(kind: HotelKind, domestic: boolean, random: () => number): HotelName {
  const [kindFa, kindEn] = KIND_WORDS[kind];
  if (domestic) {
    const [wordFa, wordEn] = pick(IRANIAN_WORDS, random);
    const q = pick(IRANIAN_QUALIFIERS, random);
    return { nameFa: `${kindFa} ${q.fa(wordFa)}`, nameEn: `${q.en(wordEn)} ${kindEn}` };
  }
  const parts = [random() < 0.6 ? pick(FOREIGN_PREFIXES, random) : null, pick(FOREIGN_CORES, random), pick(FOREIGN_SUFFIXES, random)]
    .filter((p): p is Part => p !== null && p[0] !== '');
  return {
    nameFa: `${kindFa} ${parts.map((p) => p[0]).join(' ')}`,
    nameEn: `${parts.map((p) => p[1]).join(' ')} ${kindEn}`,
  };
}
