import { asc } from 'drizzle-orm';
import type { VisaBasePrice, VisaDestination, VisaEnums, VisaSpeed, VisaType } from '../../../src/contract';
import type { Db } from '../../db';
import { visaDestinations, visaSpeeds, visaTypes } from '../../db/schema';
import { roundRials } from '../../inventory/fares';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_MIN_SIDE } from './images';

export interface VisaCatalog {
  destinations: VisaDestination[];
  speeds: VisaEnums['speeds'];
  basePrices: Map<string, number>;
}

const KINDS: VisaEnums['kinds'] = [
  { code: 'Tourist', titleFa: 'توریستی' }, { code: 'Transit', titleFa: 'ترانزیت' }, { code: 'Business', titleFa: 'تجاری' }, { code: 'Work', titleFa: 'کاری' },
];
const DOCUMENTS: VisaEnums['documents'] = [
  { code: 'Photo', titleFa: 'عکس ۴×۶ با زمینه سفید' }, { code: 'Passport', titleFa: 'صفحه اول گذرنامه' },
  { code: 'BankStatement', titleFa: 'گواهی تمکن مالی' }, { code: 'Invitation', titleFa: 'دعوت‌نامه' }, { code: 'Insurance', titleFa: 'بیمه‌نامه مسافرتی' },
];

/** Seeded visa data, read per request (a few rows; it changes only with the seed). */
export async function loadVisaCatalog(db: Db): Promise<VisaCatalog> {
  const [speeds, destinations, types] = await Promise.all([
    db.select().from(visaSpeeds).orderBy(asc(visaSpeeds.sort)),
    db.select().from(visaDestinations).orderBy(asc(visaDestinations.sort)),
    db.select().from(visaTypes).orderBy(asc(visaTypes.sort)),
  ]);
  return {
    speeds: speeds.map((s) => ({ code: s.code as VisaSpeed, titleFa: s.titleFa, surchargePercent: s.surchargePercent })),
    destinations: destinations.map((d) => ({
      code: d.code, slug: d.slug, nameFa: d.nameFa, nameEn: d.nameEn, note: d.note,
      visaTypes: types.filter((t) => t.destinationCode === d.code).map((t): VisaType => ({
        code: t.code, titleFa: t.titleFa, kind: t.kind as VisaType['kind'], stayDays: t.stayDays, entries: t.entries as VisaType['entries'],
        validityDays: t.validityDays, processingDays: t.processingDays as VisaType['processingDays'], documents: t.documents as VisaType['documents'],
      })),
    })),
    basePrices: new Map(types.map((t) => [t.code, t.basePrice])),
  };
}

export function visaEnums(c: VisaCatalog): VisaEnums {
  return {
    destinations: c.destinations, speeds: c.speeds, kinds: KINDS, documents: DOCUMENTS,
    genders: [{ code: 'Male', titleFa: 'مرد' }, { code: 'Female', titleFa: 'زن' }],
    image: { maxBytes: IMAGE_MAX_BYTES, formats: [...IMAGE_FORMATS], minWidth: IMAGE_MIN_SIDE, minHeight: IMAGE_MIN_SIDE },
  };
}

/** Per passenger at a speed: the base price with the speed's surcharge, rounded up to 1,000 toman. */
export function unitPrice(c: VisaCatalog, visaType: string, speed: VisaSpeed): number {
  const base = c.basePrices.get(visaType)!;
  const surcharge = c.speeds.find((s) => s.code === speed)!.surchargePercent;
  return roundRials((base * (100 + surcharge)) / 100);
}

export function basePrices(c: VisaCatalog): VisaBasePrice[] {
  return c.destinations.flatMap((d) => d.visaTypes.map((t) => ({
    destination: d.code, visaType: t.code, basePrice: c.basePrices.get(t.code)!,
    prices: Object.fromEntries(c.speeds.map((s) => [s.code, unitPrice(c, t.code, s.code)])) as Record<VisaSpeed, number>,
  })));
}

/** A destination by code or slug, and one of its visa types. */
export function findVisa(c: VisaCatalog, destination: string, visaType: string): { destination?: VisaDestination; type?: VisaType } {
  const key = destination.trim().toLowerCase();
  const d = c.destinations.find((x) => x.code.toLowerCase() === key || x.slug === key);
  return { destination: d, type: d?.visaTypes.find((t) => t.code.toLowerCase() === visaType.trim().toLowerCase()) };
}
