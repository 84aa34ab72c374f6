/**
 * The room types hotels sell, by kind. A room type's id is its template's, so rates can find the
 * template's price ratio from the id alone.
 */
import { intBetween } from '../random';
import { HotelKind } from '../../../src/domain/hotels';
import type { RoomType } from './supplier';

interface RoomTemplate {
  id: string;
  nameFa: string;
  adults: number;
  children: number;
  bedsFa: string;
  size: readonly [min: number, max: number];
  /** The nightly rate against the hotel's double room. */
  priceRatio: number;
  /** How likely a hotel of the kind sells it (the first of each kind always). */
  share: number;
}

const t = (id: string, nameFa: string, adults: number, children: number, bedsFa: string, size: readonly [number, number], priceRatio: number, share: number): RoomTemplate =>
  ({ id, nameFa, adults, children, bedsFa, size, priceRatio, share });

const HOTEL_ROOMS = [
  t('double', 'اتاق دوتخته دبل', 2, 1, 'یک تخت دونفره', [20, 28], 1, 1),
  t('single', 'اتاق یک‌تخته', 1, 0, 'یک تخت یک‌نفره', [14, 18], 0.72, 0.8),
  t('twin', 'اتاق دوتخته توئین', 2, 1, 'دو تخت یک‌نفره', [20, 28], 1, 0.7),
  t('triple', 'اتاق سه‌تخته', 3, 1, 'یک تخت دونفره و یک تخت یک‌نفره', [26, 34], 1.32, 0.7),
  t('quad', 'اتاق چهارتخته', 4, 1, 'دو تخت دونفره', [32, 40], 1.62, 0.4),
  t('junior-suite', 'سوئیت جونیور', 2, 2, 'یک تخت کینگ و یک کاناپه‌تخت', [38, 50], 1.9, 0.45),
  t('family-suite', 'سوئیت خانوادگی', 4, 2, 'یک تخت دونفره و سه تخت یک‌نفره', [48, 65], 2.4, 0.35),
] as const;

const APARTMENT_ROOMS = [
  t('one-bedroom', 'آپارتمان یک‌خوابه', 3, 1, 'یک تخت دونفره و یک کاناپه‌تخت', [45, 60], 1.35, 1),
  t('studio', 'استودیو', 2, 1, 'یک تخت دونفره', [28, 36], 1, 0.6),
  t('two-bedroom', 'آپارتمان دوخوابه', 5, 2, 'دو تخت دونفره و یک تخت یک‌نفره', [70, 95], 1.9, 0.8),
  t('three-bedroom', 'آپارتمان سه‌خوابه', 7, 2, 'سه تخت دونفره و یک تخت یک‌نفره', [100, 130], 2.5, 0.35),
] as const;

const BOUTIQUE_ROOMS = [
  t('double', 'اتاق دوتخته دبل', 2, 1, 'یک تخت دونفره', [20, 26], 1, 1),
  t('deluxe', 'اتاق دبل دیلاکس', 2, 1, 'یک تخت کینگ', [26, 34], 1.3, 0.8),
  t('junior-suite', 'سوئیت جونیور', 2, 2, 'یک تخت کینگ و یک کاناپه‌تخت', [36, 45], 1.8, 0.5),
] as const;

const TRADITIONAL_ROOMS = [
  t('traditional-double', 'اتاق سنتی دوتخته', 2, 1, 'یک تخت دونفره یا رختخواب سنتی', [18, 26], 1, 1),
  t('traditional-single', 'اتاق سنتی یک‌تخته', 1, 0, 'رختخواب سنتی یک‌نفره', [12, 16], 0.7, 0.5),
  t('traditional-triple', 'اتاق سنتی سه‌تخته', 3, 1, 'رختخواب سنتی سه‌نفره', [24, 32], 1.3, 0.7),
  t('shahneshin', 'اتاق شاه‌نشین', 4, 2, 'تخت دونفره و رختخواب سنتی', [35, 50], 1.8, 0.5),
] as const;

const BY_KIND: Record<HotelKind, readonly RoomTemplate[]> = {
  [HotelKind.Hotel]: HOTEL_ROOMS,
  [HotelKind.HotelApartment]: APARTMENT_ROOMS,
  [HotelKind.Boutique]: BOUTIQUE_ROOMS,
  [HotelKind.TraditionalHouse]: TRADITIONAL_ROOMS,
};

const PRICE_RATIO = new Map<string, number>(Object.values(BY_KIND).flat().map((r) => [r.id, r.priceRatio]));

/** A room type's nightly rate against its hotel's double room. */
export const roomPriceRatio = (roomTypeId: string) => PRICE_RATIO.get(roomTypeId) ?? 1;

/** The room types one hotel sells: its kind's first always, the others by chance; suites only from three stars. */
export function roomTypesFor(kind: HotelKind, stars: number, random: () => number): RoomType[] {
  return BY_KIND[kind]
    .filter((r, i) => i === 0 || (random() < r.share && (stars >= 3 || !r.id.includes('suite'))))
    .map((r) => ({
      id: r.id,
      nameFa: r.nameFa,
      capacity: { adults: r.adults, children: r.children },
      bedsFa: r.bedsFa,
      // Better hotels have roomier rooms.
      sizeM2: intBetween(random, r.size[0], r.size[1]) + (stars - 3) * 2,
    }));
}
