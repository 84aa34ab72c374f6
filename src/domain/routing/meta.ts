/**
 * Each page's Persian title, description and canonical path, for the document head on the server
 * and in the client. Home keeps index.html's title and description exactly; results pages name
 * the route through an optional place-name lookup (the code when it has no name); protected pages
 * and 404s are not indexed.
 */
import { decideRoute, type NotFoundReason, NOT_FOUND_MESSAGES } from './decide';
import type { RouteParams } from './match';
import { CITY_PAGE_NAMES, COUNTRY_PAGE_NAMES, placePageName, splitCitySlugPair, VISA_DESTINATIONS } from './places';
import type { RouteDef, RouteId } from './routes';

export interface PageMeta {
  title: string;
  description: string;
  /** A path in its trailing-slash form, no query. */
  canonical: string;
  noindex?: true;
}

export interface PlaceNames {
  /** A city or airport's Persian name by IATA code; undefined when unknown. */
  placeName?(code: string): string | undefined;
  /** A city's Persian name by its English slug (`bandar-abbas`); undefined when unknown. */
  cityNameBySlug?(slug: string): string | undefined;
  /** A hotel's Persian name by its city's slug and its own; undefined when unknown. */
  hotelNameBySlug?(citySlug: string, hotelSlug: string): string | undefined;
  /** A tour's Persian title by its slug; undefined when unknown. */
  tourTitleBySlug?(slug: string): string | undefined;
}

/** A listing route's two cities in Persian (`tehran-mashhad` → تهران به مشهد), else its words. */
function slugPlaces(slug: string, names?: PlaceNames): string {
  const find = names?.cityNameBySlug;
  const pair = find ? splitCitySlugPair(slug, (s) => find(s)) : null;
  return pair ? pair.join(' به ') : slug.toLowerCase().replaceAll('-', ' ');
}

export const SITE_NAME = 'سفرآسا';
export const HOME_TITLE = 'سفرآسا | خرید بلیط هواپیما ارزان داخلی و خارجی با پشتیبانی ۲۴ ساعته';
export const HOME_DESCRIPTION =
  'خرید آنلاین ارزان‌ترین بلیط هواپیمای داخلی و خارجی، چارتر و سیستمی، به‌همراه هتل، تور، ویزا و CIP؛ مقایسه قیمت همه ایرلاین‌ها و پشتیبانی ۲۴ ساعته در همه روزهای هفته.';

type Copy = readonly [title: string, description: string];

/** Pages whose copy does not depend on their parameters. */
const STATIC_COPY: Partial<Record<RouteId, Copy>> = {
  notFound: [NOT_FOUND_MESSAGES['could-not-be-found'], 'نشانی واردشده در سفرآسا وجود ندارد؛ از صفحه اصلی بلیط هواپیما، هتل، تور یا ویزا را جستجو کنید.'],
  aboutUs: ['درباره ما', 'آشنایی با سفرآسا، سامانه خرید آنلاین بلیط هواپیمای داخلی و خارجی، هتل، تور و ویزا.'],
  contactUs: ['تماس با ما', 'راه‌های تماس با پشتیبانی ۲۴ ساعته سفرآسا: تلفن، ایمیل و نشانی دفتر.'],
  privacy: ['قوانین و حریم خصوصی', 'قوانین استفاده از سفرآسا و شیوه نگهداری و حفاظت از اطلاعات کاربران.'],
  privacyBuyingTicket: ['قوانین خرید بلیط', 'قوانین و شرایط خرید آنلاین بلیط هواپیما در سفرآسا.'],
  privacyCharterFlight: ['قوانین پرواز چارتر', 'شرایط خرید، تغییر و استرداد بلیط‌های چارتر.'],
  privacyHotel: ['قوانین رزرو هتل', 'شرایط رزرو و لغو رزرو هتل در سفرآسا.'],
  privacyInternationalFlight: ['قوانین پرواز خارجی', 'شرایط خرید، تغییر و استرداد بلیط‌های پرواز خارجی.'],
  privacySystemFlight: ['قوانین پرواز سیستمی', 'شرایط خرید و جریمه استرداد بلیط‌های سیستمی بر اساس کلاس نرخی.'],
  privacyVisa: ['قوانین ویزا', 'شرایط ثبت درخواست ویزا، مدارک لازم و بازگشت وجه.'],
  addPassenger: ['مشخصات مسافران', 'ورود مشخصات مسافران برای رزرو بلیط هواپیما.'],
  editPassenger: ['ویرایش مسافران', 'ویرایش مشخصات مسافران پیش از تأیید رزرو.'],
  confirm: ['تأیید اطلاعات سفر', 'بازبینی پرواز، مسافران و مبلغ پیش از پرداخت.'],
  domesticFlights: ['بلیط هواپیما داخلی', 'خرید بلیط هواپیمای داخلی چارتر و سیستمی با مقایسه قیمت همه ایرلاین‌ها.'],
  hotels: ['رزرو هتل', 'رزرو آنلاین هتل‌های داخلی و خارجی با بهترین قیمت.'],
  internationalFlights: ['بلیط هواپیما خارجی', 'خرید بلیط پروازهای خارجی به همه مقصدها با مقایسه قیمت ایرلاین‌ها.'],
  plp: ['ارزان‌ترین پروازها', 'فهرست ارزان‌ترین پروازهای روزهای پیش رو برای مسیرهای پرطرفدار.'],
  tour: ['تورهای مسافرتی', 'تورهای داخلی و خارجی با پرواز، هتل و ترانسفر: مقایسه تاریخ حرکت، هتل، ایرلاین و قیمت هر نفر و رزرو آنلاین.'],
  tourBook: ['مشخصات مسافران تور', 'مشخصات مسافران و اطلاعات تماس برای رزرو تور.'],
  tourConfirm: ['تأیید و پرداخت تور', 'بازبینی رزرو تور، کد تخفیف و پرداخت پیش از پایان مهلت نگه‌داری.'],
  tourPayment: ['نتیجه پرداخت تور', 'نتیجه پرداخت رزرو تور و واچر آن.'],
  tourVoucher: ['واچر تور', 'واچر تور: تاریخ حرکت و برگشت، هتل، مسافران، اتاق‌ها و قوانین لغو.'],
  visa: ['ویزا', 'درخواست آنلاین ویزای امارات، ترکیه، آذربایجان، ایتالیا، تایلند و ارمنستان.'],
  visaAzerbaijan: ['ویزای آذربایجان', 'دریافت ویزای الکترونیکی جمهوری آذربایجان، مدارک و هزینه.'],
  visaItaly: ['ویزای ایتالیا', 'ویزای شینگن ایتالیا: مدارک لازم، نوبت سفارت و هزینه.'],
  visaThailand: ['ویزای تایلند', 'دریافت ویزای الکترونیکی تایلند، مدارک و هزینه.'],
  visaUae: ['ویزای دبی', 'دریافت ویزای دبی و امارات بدون نیاز به اصل گذرنامه، با قیمت و زمان صدور.'],
  visaAddPassenger: ['مشخصات مسافران ویزا', 'ورود مشخصات و مدارک مسافران برای درخواست ویزا.'],
  visaConfirm: ['تأیید درخواست ویزا', 'بازبینی درخواست ویزا و مبلغ پیش از پرداخت.'],
  visaPayment: ['پرداخت ویزا', 'پرداخت هزینه درخواست ویزا.'],
  hotelGuests: ['مشخصات مهمانان هتل', 'نام مهمان هر اتاق و اطلاعات تماس برای رزرو هتل.'],
  hotelConfirm: ['تأیید و پرداخت رزرو هتل', 'بازبینی رزرو هتل، کد تخفیف و پرداخت پیش از پایان مهلت نگه‌داری اتاق.'],
  hotelPayment: ['نتیجه پرداخت هتل', 'نتیجه پرداخت رزرو هتل و واچر آن.'],
  hotelVoucher: ['واچر هتل', 'واچر رزرو هتل: شماره رزرو، اتاق‌ها، مهمانان و قوانین لغو.'],
  cip: ['خدمات CIP فرودگاه', 'رزرو آنلاین خدمات CIP و تشریفات فرودگاه (خروجی، ورودی و ترانزیت): سالن اختصاصی، خوشامدگو، باربر و انتقال تا هواپیما با قیمت روز.'],
  cipBook: ['مشخصات مسافران CIP', 'مشخصات مسافران و اطلاعات تماس برای رزرو خدمات CIP فرودگاه.'],
  cipConfirm: ['تأیید و پرداخت CIP', 'بازبینی رزرو CIP، کد تخفیف و پرداخت پیش از پایان مهلت نگه‌داری.'],
  cipPayment: ['نتیجه پرداخت CIP', 'نتیجه پرداخت رزرو CIP و واچر آن.'],
  cipVoucher: ['واچر CIP', 'واچر خدمات CIP: محل و زمان حضور، مسافران، خدمات و قوانین لغو.'],
  payment: ['پرداخت', 'پرداخت آنلاین سفارش با درگاه بانکی یا کیف پول.'],
  safarMarket: ['ادامه خرید از سفرمارکت', 'ادامه خرید پروازی که در سفرمارکت انتخاب کرده‌اید: ورود، مشخصات مسافران و پرداخت در سفرآسا.'],
  profile: ['حساب کاربری', 'حساب کاربری سفرآسا.'],
  profileAccount: ['اطلاعات حساب', 'ویرایش نام، ایمیل و اطلاعات حساب کاربری.'],
  profileAuthData: ['رمز عبور و ورود', 'تغییر رمز عبور و اطلاعات ورود.'],
  profileMyTravels: ['سفرهای من', 'فهرست سفارش‌ها و سفرهای شما.'],
  profilePassengers: ['مسافران من', 'مسافران ذخیره‌شده برای خرید سریع‌تر.'],
  profileTransactions: ['تراکنش‌ها', 'کیف پول و تراکنش‌های حساب.'],
  profileFareWatches: ['ردیابی قیمت', 'مسیرهایی که قیمتشان را برایتان دنبال می‌کنیم.'],
  profileOrderDetails: ['جزئیات سفارش', 'جزئیات یک سفارش.'],
  profileFlightOrderItems: ['بلیط‌های سفارش پرواز', 'بلیط‌ها و مسافران یک سفارش پرواز.'],
  profileVisaOrderItems: ['مسافران سفارش ویزا', 'مسافران و وضعیت یک سفارش ویزا.'],
  profileRefund: ['درخواست استرداد', 'استرداد بلیت‌های یک سفارش پرواز: انتخاب بلیت، دلیل، جریمه و مبلغ بازگشتی.'],
};

const LISTING_WORDS: Partial<Record<RouteId, Copy>> = {
  charterFlights: ['بلیط چارتر', 'بلیط‌های چارتر ارزان با قیمت ثابت از همه آژانس‌ها'],
  cheapFlights: ['بلیط هواپیما ارزان', 'ارزان‌ترین بلیط‌های هواپیما در روزهای پیش رو'],
  flightsListing: ['پروازها', 'فهرست پروازها و قیمت بلیط هواپیما'],
  lastSecondFlights: ['بلیط لحظه آخری', 'بلیط‌های لحظه آخری با تخفیف برای پروازهای نزدیک'],
  systemFlights: ['بلیط سیستمی', 'بلیط‌های سیستمی قابل استرداد از همه ایرلاین‌ها'],
};

const withSite = (title: string) => `${title} | ${SITE_NAME}`;
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

function placeName(code: string, names?: PlaceNames): string {
  const upper = code.toUpperCase();
  return names?.placeName?.(upper) ?? upper;
}

/** A search route's places in order: "THR-MHD" or form B's segments (origin, then each destination). */
function routePlaces(route: string, names?: PlaceNames): string {
  const segments = route.split('_').map((s) => s.split('-'));
  const codes = [segments[0]![0]!, ...segments.map((p) => (p.length === 2 ? p[1]! : p[2]!))];
  return codes.map((c) => placeName(c, names)).join(' به ');
}

const IATA_PAIR = /^[a-z]{3}-[a-z]{3}$/i;

/** The canonical path: the pattern filled with the parameters in their canonical case. */
function canonicalPath(route: RouteDef, params: RouteParams): string {
  const path = route.pattern.replace(/\/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    // Search routes keep their case (form B carries dates); codes and slugs have one spelling.
    const canonical = name !== 'iata' ? value.toLowerCase() : IATA_PAIR.test(value) ? value.toUpperCase() : value;
    return `/${encodeURIComponent(canonical)}`;
  });
  return withSlash(path);
}

function pageCopy(route: RouteDef, p: RouteParams, names?: PlaceNames): Copy {
  const id = route.id;
  if (id === 'home') return [HOME_TITLE, HOME_DESCRIPTION];
  if ((id === 'domesticResults' || id === 'internationalResults') && p.iata !== undefined) {
    const places = routePlaces(p.iata, names);
    const kind = id === 'domesticResults' ? 'داخلی' : 'خارجی';
    return [`بلیط هواپیما ${places}`, `مقایسه قیمت و خرید آنلاین بلیط هواپیما ${places}؛ پروازهای ${kind} چارتر و سیستمی با پشتیبانی ۲۴ ساعته.`];
  }
  const listing = LISTING_WORDS[id];
  if (listing) {
    const [word, about] = listing;
    if (p.flight === undefined) return [word, `${about}؛ مقایسه قیمت و خرید آنلاین در سفرآسا.`];
    const what = IATA_PAIR.test(p.flight) ? routePlaces(p.flight, names) : slugPlaces(p.flight, names);
    return [`${word} ${what}`, `${about}: ${what}؛ مقایسه قیمت و خرید آنلاین در سفرآسا.`];
  }
  if (id === 'hotelResults' || id === 'hotelPage') {
    const slug = p.city!.toLowerCase();
    const city = names?.cityNameBySlug?.(slug) ?? slug.replaceAll('-', ' ');
    if (id === 'hotelResults') {
      return [`هتل‌های ${city}`, `رزرو آنلاین هتل‌های ${city} با قیمت روز: مقایسه ستاره، امتیاز مهمانان، صبحانه و لغو رایگان.`];
    }
    const hotel = names?.hotelNameBySlug?.(slug, p.hotel!.toLowerCase());
    return hotel
      ? [`${hotel} ${city}`, `رزرو ${hotel} ${city}: عکس‌ها، امکانات، اتاق‌ها و قیمت شب به شب، قوانین لغو.`]
      : [`رزرو هتل در ${city}`, `رزرو هتل در ${city}: عکس‌ها، امکانات، اتاق‌ها و قیمت شب به شب، قوانین لغو.`];
  }
  if (id === 'tourPage') {
    const title = names?.tourTitleBySlug?.(p.slug!.toLowerCase());
    return title
      ? [title, `${title}: برنامه سفر روز به روز، هتل‌ها، تاریخ‌های حرکت، خدمات و مدارک لازم، قیمت هر نفر و رزرو آنلاین.`]
      : ['تور مسافرتی', 'برنامه سفر روز به روز، هتل‌ها، تاریخ‌های حرکت، خدمات و مدارک لازم، قیمت هر نفر و رزرو آنلاین.'];
  }
  if (id === 'cityPage') {
    if (p.city === undefined) return ['شهرهای پرطرفدار', 'راهنمای سفر و بلیط هواپیما به شهرهای پرطرفدار داخلی و خارجی.'];
    const city = placePageName(CITY_PAGE_NAMES, p.city)!;
    return [`بلیط هواپیما ${city}`, `خرید بلیط هواپیما ${city}، راهنمای سفر و ارزان‌ترین پروازها به ${city}.`];
  }
  if (id === 'countryPage') {
    if (p.country === undefined) return ['کشورهای پرطرفدار', 'راهنمای سفر و بلیط هواپیما به کشورهای پرطرفدار.'];
    const country = placePageName(COUNTRY_PAGE_NAMES, p.country)!;
    return [`سفر به ${country}`, `بلیط هواپیما، ویزا و راهنمای سفر به ${country}.`];
  }
  if (id === 'visaDestination' || id === 'visaType') {
    const country = placePageName(VISA_DESTINATIONS, p.destination!)!;
    return id === 'visaDestination'
      ? [`ویزای ${country}`, `درخواست آنلاین ویزای ${country}: انواع ویزا، مدارک لازم، زمان صدور و هزینه.`]
      : [`انتخاب نوع ویزای ${country}`, `انواع ویزای ${country} را با مدت اقامت، زمان صدور و قیمت مقایسه کنید.`];
  }
  return STATIC_COPY[id] ?? [SITE_NAME, HOME_DESCRIPTION];
}

function notFoundMeta(reason: NotFoundReason, pathname: string): PageMeta {
  const message = NOT_FOUND_MESSAGES[reason];
  return { title: withSite(message), description: `${message}؛ از صفحه اصلی سفرآسا جستجو کنید.`, canonical: withSlash(pathname || '/'), noindex: true };
}

/** The head of the page at this path (after any redirect, the page it redirects to). */
export function pageMeta(pathname: string, search = '', names?: PlaceNames): PageMeta {
  const first = decideRoute(pathname, search);
  const decision = first.kind === 'redirect' ? decideRoute(first.location.split('?')[0]!, '') : first;
  if (decision.kind === 'not-found') return notFoundMeta(decision.reason, pathname);
  if (decision.kind === 'redirect') return notFoundMeta('could-not-be-found', pathname); // unreachable: targets are final
  const { route, params } = decision;
  const [title, description] = pageCopy(route, params, names);
  const meta: PageMeta = { title: route.id === 'home' ? title : withSite(title), description, canonical: canonicalPath(route, params) };
  if (route.access === 'protected' || route.id === 'notFound') meta.noindex = true;
  return meta;
}
