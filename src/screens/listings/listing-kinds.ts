/** The five flight listings of SPEC §2 and the words each page uses. */
import type { PlpProposalDetailsRequest } from '../../contract';
import { ProposalTypeFilter } from '../../domain';

export type ListingKindId = 'charter' | 'cheap' | 'flights' | 'lastSecond' | 'system';

export interface ListingKind {
  id: ListingKindId;
  /** The listing's path without its parameter. */
  path: string;
  /** The h1 without a route, and the words before a route's name: «بلیط چارتر» تهران به مشهد. */
  title: string;
  /** For the link lists: «چارتر». */
  short: string;
  intro: string[];
  /** A sentence about the route page, after the route's name. */
  routeLead: string;
  /** Results open with this type filter (SPEC §5 type: charter or system). */
  typeFilter?: (typeof ProposalTypeFilter)['Charter' | 'System'];
  /** GetPlpProposalDetails' kind for the popular pairs. */
  plpKind: NonNullable<PlpProposalDetailsRequest['kind']>;
  /** How many days the cheapest-days table covers. */
  windowDays: number;
  /** The table's first day: 0 today (last-second flights leave today too), 1 tomorrow. */
  firstDay: 0 | 1;
}

export const LISTING_KINDS: readonly ListingKind[] = [
  {
    id: 'charter',
    path: '/charter-flight',
    title: 'بلیط چارتر',
    short: 'چارتر',
    intro: [
      'در پرواز چارتری، آژانس یا شرکت مسافرتی همه یا بخشی از صندلی‌های یک پرواز را از ایرلاین می‌خرد و با قیمت ثابت خودش می‌فروشد. به همین دلیل بلیط چارتر در بسیاری از روزها ارزان‌تر از بلیط سیستمی همان مسیر است، به‌ویژه در مسیرهای پرسفر مانند مشهد، کیش و استانبول.',
      'بلیط چارتر معمولاً استرداد ندارد یا جریمه آن زیاد است و تغییر نام و تاریخ در آن ممکن نیست. کودکان در پرواز چارتری همان قیمت بزرگسال را می‌پردازند. اگر برنامه سفرتان قطعی است، چارتر انتخاب خوبی است.',
    ],
    routeLead: 'قیمت ثابت آژانس‌ها را کنار هم ببینید و ارزان‌ترین روز را انتخاب کنید.',
    typeFilter: ProposalTypeFilter.Charter,
    plpKind: 'Charter',
    windowDays: 28,
    firstDay: 1,
  },
  {
    id: 'system',
    path: '/system-flight',
    title: 'بلیط سیستمی',
    short: 'سیستمی',
    intro: [
      'بلیط سیستمی مستقیم از موجودی ایرلاین و با نرخ‌های رسمی آن صادر می‌شود. قیمت هر کلاس نرخی مشخص است و با پر شدن کلاس‌های ارزان‌تر، قیمت بالا می‌رود؛ پس هرچه زودتر بخرید، احتمال قیمت بهتر بیشتر است.',
      'بلیط سیستمی قابل استرداد است و جریمه آن به کلاس نرخی و زمان باقی‌مانده تا پرواز بستگی دارد. کودکان و نوزادان در پرواز سیستمی تخفیف دارند. برای سفرهایی که ممکن است تغییر کنند، بلیط سیستمی انتخاب مطمئن‌تری است.',
    ],
    routeLead: 'بلیط‌های قابل استرداد ایرلاین‌ها را با نرخ رسمی مقایسه کنید.',
    typeFilter: ProposalTypeFilter.System,
    plpKind: 'System',
    windowDays: 28,
    firstDay: 1,
  },
  {
    id: 'cheap',
    path: '/cheap-flight',
    title: 'بلیط هواپیما ارزان',
    short: 'ارزان',
    intro: [
      'قیمت بلیط هواپیما از روزی به روز دیگر فرق می‌کند: وسط هفته، ساعت‌های کم‌تقاضا و روزهای دورتر از تعطیلات معمولاً ارزان‌ترند. در این صفحه ارزان‌ترین روزهای هفته‌های پیش رو را برای هر مسیر می‌بینید.',
      'پروازهای چارتر و سیستمی همه ایرلاین‌ها کنار هم مقایسه می‌شوند و قیمت نهایی، بدون هزینه پنهان، نمایش داده می‌شود.',
    ],
    routeLead: 'ارزان‌ترین روزهای چهار هفته آینده را ببینید.',
    plpKind: 'All',
    windowDays: 28,
    firstDay: 1,
  },
  {
    id: 'lastSecond',
    path: '/last-second',
    title: 'بلیط لحظه آخری',
    short: 'لحظه آخری',
    intro: [
      'صندلی‌هایی که تا روزهای آخر مانده‌اند گاهی با قیمت کمتر فروخته می‌شوند. اگر برای سفر در همین چند روز آینده برنامه دارید، پروازهای لحظه آخری هر مسیر را اینجا ببینید.',
      'صندلی‌های لحظه آخری کم‌اند و زود تمام می‌شوند؛ پیش از خرید، مدارک سفر و زمان رسیدن به فرودگاه را بررسی کنید.',
    ],
    routeLead: 'پروازهای هفت روز آینده را با قیمت هر روز ببینید.',
    plpKind: 'LastSecond',
    windowDays: 7,
    firstDay: 0,
  },
  {
    id: 'flights',
    path: '/flights',
    title: 'پروازها',
    short: 'همه پروازها',
    intro: [
      'فهرست پروازهای مسیرهای داخلی و خارجی با قیمت روزهای پیش رو. برای هر مسیر، ارزان‌ترین روز، پروازهای چارتر و سیستمی و جستجوی کامل با یک کلیک در دسترس است.',
    ],
    routeLead: 'قیمت پروازهای روزهای پیش رو و جستجوی کامل این مسیر.',
    plpKind: 'All',
    windowDays: 28,
    firstDay: 1,
  },
];

export const listingKind = (id: ListingKindId): ListingKind => LISTING_KINDS.find((k) => k.id === id)!;
