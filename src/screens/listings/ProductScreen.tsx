import { Stack, Text } from '@mantine/core';
import { LazyFlightSearchPanel, preloadFlightSearchPanel } from '../search/LazyFlightSearchPanel';
import { listingKind } from './listing-kinds';
import { ListingPage } from './ListingPage';
import { CityRoutes, PopularPairs } from './RouteLinks';

/** The page's own chunk (the search form); the route waits for it, so the page renders whole. */
export const preloadParts = preloadFlightSearchPanel;

const COPY = {
  domestic: {
    title: 'بلیط هواپیما داخلی',
    intro: [
      'بلیط پروازهای داخلی همه ایرلاین‌ها، چارتر و سیستمی، را در یک جستجو مقایسه کنید و با قیمت نهایی بخرید. بلیط پس از پرداخت در چند ثانیه صادر می‌شود و در حساب کاربری شما می‌ماند.',
      'برای پرواز داخلی کارت ملی یا شناسنامه کافی است؛ یک ساعت پیش از پرواز در فرودگاه باشید.',
    ],
  },
  international: {
    title: 'بلیط هواپیما خارجی',
    intro: [
      'پروازهای خارجی مستقیم و با توقف، به استانبول، دبی، ایروان، تفلیس و ده‌ها مقصد دیگر را با هم مقایسه کنید. یک‌طرفه، رفت و برگشت و چندمسیره را در همین فرم جستجو کنید.',
      'برای پرواز خارجی گذرنامه‌ای با دست‌کم ۶ ماه اعتبار لازم است؛ ویزای مقصد را هم از بخش ویزا بگیرید. سه ساعت پیش از پرواز در فرودگاه باشید.',
    ],
  },
} as const;

/** /flight/ and /international-flight/ without a route: the search form with an intro and popular routes. */
export function ProductScreen({ scope }: { scope: 'domestic' | 'international' }) {
  const copy = COPY[scope];
  const all = listingKind('flights');
  return (
    <ListingPage title={copy.title} crumbs={[{ label: copy.title }]}>
      <LazyFlightSearchPanel scope={scope} />
      <Stack gap="xs" maw={760}>
        {copy.intro.map((p) => <Text key={p}>{p}</Text>)}
      </Stack>
      {scope === 'domestic' && <PopularPairs kind={all} domesticOnly />}
      <CityRoutes scope={scope} basePath={all.path} title={scope === 'domestic' ? 'پرواز از تهران به شهرهای ایران' : 'پرواز از تهران به مقصدهای خارجی'} limit={scope === 'domestic' ? 16 : undefined} />
    </ListingPage>
  );
}
