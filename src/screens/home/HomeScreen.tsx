import { Container, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DEFAULT_PRODUCT_LINKS, ProductTabs, type ProductLinkProps } from '../../design-system';
import { ProductType } from '../../domain';
import { LazyFlightSearchPanel, preloadFlightSearchPanel } from '../search/LazyFlightSearchPanel';
import { BlogSection, preloadBlogPosts } from './BlogSection';
import { RecentSearches } from './RecentSearches';
import { lazyHydrated } from '../shared/lazy-hydrated';
import { routerLink } from '../shared/router-link';
import classes from './HomeScreen.module.css';

// Below the search form: hydrated once the page is in use (SPEC §9), so its start does not wait.
const PopularCities = lazyHydrated(() => import('./PopularCities'));
const TravelPromises = lazyHydrated(() => import('./TravelPromises'));

/**
 * The page's own chunks; the route waits for them, so the page renders whole: the search form
 * always, the parts below it only when the browser renders the page (the server's HTML of them
 * stays on screen until they hydrate).
 */
export const preloadParts = () => Promise.all([
  preloadFlightSearchPanel(), PopularCities.preload(), TravelPromises.preload(), preloadBlogPosts(),
]);

// The CIP tab describes the service and links to /cip/ (its own page and chunk: nothing of CIP loads on home).
const PRODUCT_LINKS = DEFAULT_PRODUCT_LINKS;
const tabLink = ({ href, className, children }: ProductLinkProps) => routerLink({ href, className, children });
// The hotel tab holds the hotel search form itself: its own chunk, loaded when the tab opens, so
// home's first load carries none of it (nor of its placeholder: a box of the form's height).
const HotelSearchPanel = lazy(() => import('../hotels/HotelSearchPanel'));
const productPanel = (product: ProductType) => (product === ProductType.Hotel ? (
  <Suspense fallback={<div className={classes.hotelPanelLoading} role="status" aria-busy="true" aria-label="در حال آماده‌سازی فرم جستجوی هتل" />}>
    <HotelSearchPanel />
  </Suspense>
) : undefined);

/** Home, also the login page (SPEC §2): product search, popular cities, recent searches, the blog. */
export function HomeScreen() {
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" pt={40} pb={96}>
          {/* A plain column, not Mantine's Stack: its chunk would be home's first load's alone. */}
          <div className={classes.heroText}>
            <Title order={1} c="white" className={classes.heroTitle}>
              بلیط هواپیما ارزان، داخلی و خارجی
            </Title>
            <Text c="white" fz="lg" maw={560}>
              ارزان‌ترین پروازها را پیدا کنید، در چند دقیقه بخرید و بلیط خود را همین‌جا بگیرید.
            </Text>
          </div>
        </Container>
      </section>
      <Container size="lg" className={classes.searchCard}>
        <ProductTabs links={PRODUCT_LINKS} renderLink={tabLink} renderPanel={productPanel}>
          {(scope) => <LazyFlightSearchPanel scope={scope} />}
        </ProductTabs>
      </Container>
      <Container size="lg" pb="xl">
        <RecentSearches />
        <PopularCities.Component />
        <TravelPromises.Component />
        <BlogSection />
      </Container>
    </>
  );
}
