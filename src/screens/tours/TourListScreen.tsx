import { Container, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TourListing } from '../../contract';
import { EmptyState, SortBarBase, TourCard, TourFilterPanel } from '../../design-system';
import {
  buildTourListUrl, hasTourFilters, listTours, parseTourListQuery, TOUR_SORT_LABELS, TOUR_SORTS, tourFacetCounts, tourFacets, tourPagePath,
  type TourFilters, type TourListQuery,
} from '../../domain/tours';
import { useStores } from '../../stores';
import { LoadView, useSeededLoad } from '../account/parts/load';
import { routerLink } from '../shared/router-link';
import { useAfterHydration } from '../shared/use-after-hydration';
import layout from '../shared/results-layout.module.css';
import { toTourCard } from './parts/tour-view';
import classes from './parts/tours.module.css';
import page from '../shared/product-page.module.css';

function TourList({ tours, query }: { tours: readonly TourListing[]; query: TourListQuery }) {
  const navigate = useNavigate();
  const facets = useMemo(() => tourFacets(tours), [tours]);
  const counts = useMemo(() => tourFacetCounts(tours, query), [tours, query]);
  const items = useMemo(() => listTours(tours, query), [tours, query]);
  const go = (next: Partial<TourListQuery>) => navigate(buildTourListUrl(next), { replace: true, preventScrollReset: true });
  const setFilters = (filters: TourFilters) => go({ ...filters, sort: query.sort });

  // The panel's radios and sliders come after hydration, in a transition: the server's HTML is the
  // list a phone reads first, and hydrating forty inputs at once was the page's longest task.
  const hydrated = useAfterHydration();
  return (
    <div className={classes.listLayout}>
      {hydrated ? (
        <TourFilterPanel filters={query} onChange={setFilters} facets={facets} counts={counts} onReset={() => go({ sort: query.sort })} />
      ) : (
        <div aria-hidden><Skeleton className={layout.filtersPlaceholder} /></div>
      )}
      <div className={classes.main}>
        {/* The flights' and hotels' sort bar: chips on wide screens, a native select on phones. */}
        <SortBarBase value={query.sort} onChange={(sort) => go({ ...query, sort })} options={TOUR_SORTS} labels={TOUR_SORT_LABELS}
          resultCount={items.length} resultNoun="تور" />
        {items.length === 0 ? (
          <EmptyState icon={<IconFilterOff size={40} aria-hidden />} title="توری با این فیلترها پیدا نشد"
            text={hasTourFilters(query) ? 'فیلترها را کم کنید یا ماه دیگری را امتحان کنید.' : 'فعلاً توری با ظرفیت خالی نداریم؛ به‌زودی تورهای تازه اضافه می‌شوند.'}
            action={hasTourFilters(query) ? { label: 'حذف همه فیلترها', href: buildTourListUrl({ sort: query.sort }) } : undefined} renderLink={routerLink} />
        ) : (
          <>
            {/* The cards' titles are h3s: a heading for the list keeps the outline in order. */}
            <VisuallyHidden component="h2">تورها</VisuallyHidden>
            <ul className={classes.list} aria-label="تورها">
              {items.map((item, i) => (
                <li key={item.tour.id}>
                  <TourCard tour={toTourCard(item)} href={tourPagePath(item.tour.slug)} renderLink={routerLink} eagerPhoto={i === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

/** /tour/?destination&month&nights&stars&airline&price&sort: every package with open departures, filtered and sorted as the URL says. */
export function TourListScreen() {
  const root = useStores();
  const location = useLocation();
  const query = useMemo(() => parseTourListQuery(location.search), [location.search]);
  const tours = useSeededLoad('tours', (): Promise<TourListing[]> => root.api.tours.tours());
  return (
    <>
      <section className={page.hero}>
        <Container size="lg" py={32}>
          <div className={page.heroText}>
            <Title order={1} c="white">تورهای مسافرتی</Title>
            <Text c="white">تورهای داخلی و خارجی با پرواز رفت و برگشت، هتل و ترانسفر؛ تاریخ حرکت، هتل و ایرلاین را مقایسه کنید و آنلاین رزرو کنید.</Text>
          </div>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <LoadView state={tours.state} reload={tours.reload}
          loading={<div role="status" aria-busy="true" aria-label="در حال دریافت تورها"><Skeleton height={420} radius="md" /></div>}>
          {(list) => <TourList tours={list} query={query} />}
        </LoadView>
      </Container>
    </>
  );
}
