import { Alert, Button, Container, Progress, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingOff, IconFilterOff, IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { HotelSearchResult } from '../../contract';
import { EmptyState, HotelFilterPanel, HotelSortBar, ResultsSkeleton } from '../../design-system';
import { BACK_BUTTON_QUERY_PARAM, tehranToday, toPersianDigits } from '../../domain';
import {
  buildStayUrl, DEFAULT_HOTEL_FILTERS, parseStayUrl, type HotelFilters, type HotelSort, type StaySearch,
} from '../../domain/hotels';
import { useStores } from '../../stores';
import { useBackClosable } from '../shared/useBackClosable';
import { useAfterHydration } from '../shared/use-after-hydration';
import { useOneCommitLater } from '../shared/useOneCommitLater';
import { cityNameBySlug } from './hotel-names';
import { HotelResultsList } from './HotelResultsList';
import { StaySummary } from './StaySummary';
import layout from '../shared/results-layout.module.css';
import classes from './HotelScreens.module.css';

/** The stay URL of this page, read where the store has not yet (the server's render, the first paint). */
export function useStayFromUrl(): StaySearch | null {
  const { env } = useStores();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const r = parseStayUrl(pathname, search, tehranToday(env.now()));
    return r.ok ? r.value : r.draft ?? null;
  }, [pathname, search, env]);
}

/** Mantine's md: the filters are a sidebar from here, a sheet behind a button below. */
const SIDEBAR_QUERY = '(min-width: 62em)';

/**
 * The filter panel's layout for this window, read when the panel first shows (never on the server):
 * a phone draws only the sheet's button, not a hidden sidebar of every section as well.
 */
function useFilterLayout(shown: boolean): 'auto' | 'sheet' {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    if (!shown) return;
    const query = window.matchMedia(SIDEBAR_QUERY);
    const read = () => setWide(query.matches);
    read();
    query.addEventListener('change', read);
    return () => query.removeEventListener('change', read);
  }, [shown]);
  return (wide ?? (typeof window !== 'undefined' && window.matchMedia(SIDEBAR_QUERY).matches)) ? 'auto' : 'sheet';
}

/** /hotels/<city>/?checkin=…: the city's hotels for the stay, filtered and sorted as the URL says. */
export const HotelResultsScreen = observer(function HotelResultsScreen() {
  const { hotelSearch: store, places } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const { city: citySlugParam = '' } = useParams();
  const urlStay = useStayFromUrl();
  const [editing, setEditing] = useState(false);
  const filterSheet = useBackClosable();

  useEffect(() => {
    store.show(location.pathname, location.search);
  }, [store, location.pathname, location.search]);

  const citySlug = citySlugParam.toLowerCase();
  const answered = store.results.data?.city;
  const cityName = (answered?.slug === citySlug ? answered.nameFa : undefined) ?? cityNameBySlug(places.allCities, citySlug) ?? citySlug.replaceAll('-', ' ');
  const stay = store.stay ?? urlStay;

  // A view change is a new URL (replaced, so Back leaves the results): a link reproduces it.
  const showView = useCallback((filters: HotelFilters, sort: HotelSort) => {
    const current = store.stay;
    if (!current) return;
    store.setView(filters, sort);
    // The filter sheet's own history entry (rqs) stays, so the sheet stays open on a phone.
    const rqs = new URLSearchParams(window.location.search).get(BACK_BUTTON_QUERY_PARAM);
    const url = buildStayUrl({ ...current, filters, sort });
    void navigate(rqs ? `${url}&${BACK_BUTTON_QUERY_PARAM}=${encodeURIComponent(rqs)}` : url, { replace: true, preventScrollReset: true });
  }, [navigate, store]);
  const setFilters = useCallback((filters: HotelFilters) => showView(filters, store.sort), [showView, store]);
  const setSort = useCallback((sort: HotelSort) => showView(store.filters, sort), [showView, store]);
  const resetFilters = useCallback(() => showView(DEFAULT_HOTEL_FILTERS, store.sort), [showView, store]);
  const hrefOf = useCallback((hotel: HotelSearchResult) => {
    const current = store.stay;
    return current
      ? buildStayUrl({ ...current, destination: { city: current.destination.city, hotel: hotel.slug }, filters: DEFAULT_HOTEL_FILTERS, sort: current.sort })
      : '#';
  }, [store]);

  const results = store.results;
  // The list and the panel render from a deferred copy, in slices a phone stays responsive in.
  const status = useDeferredValue(results.status);
  const visible = useDeferredValue(store.visible);
  // The filters come after the first paint and hydration (the server sends their outline): a
  // phone's page starts without the sidebar's sections, which it would only hide.
  const hydrated = useAfterHydration();
  const filtersShown = useOneCommitLater(status === 'ready' && hydrated);
  const filterLayout = useFilterLayout(filtersShown);
  const total = store.hotels.length;
  const ready = status === 'ready' && total > 0;
  const pending = status === 'idle' || status === 'searching';

  let body;
  if (status === 'error') {
    body = (
      <Alert color="red" variant="light" title={results.errorKind === 'invalid' ? 'این جستجو درست نیست' : 'جستجو انجام نشد'} role="alert">
        <Text size="sm">{results.error}</Text>
        <Button mt="sm" variant={results.errorKind === 'invalid' ? 'filled' : 'light'}
          leftSection={results.errorKind === 'invalid' ? undefined : <IconRefresh size={18} aria-hidden />}
          onClick={() => (results.errorKind === 'invalid' ? setEditing(true) : store.retry())}>
          {results.errorKind === 'invalid' ? 'تغییر جستجو' : 'تلاش دوباره'}
        </Button>
      </Alert>
    );
  } else if (pending) {
    body = (
      <div className={layout.searching}>
        <Text size="sm" fw={700} aria-hidden>در حال جستجوی بهترین هتل‌ها…</Text>
        <Progress value={100} size="sm" aria-label="پیشرفت جستجو" classNames={{ section: layout.progress }} />
        <ResultsSkeleton count={4} label="در حال جستجوی هتل‌ها…" />
      </div>
    );
  } else if (total === 0) {
    body = (
      <EmptyState icon={<IconBuildingOff aria-hidden />} title="هتلی پیدا نشد"
        text="برای این تاریخ‌ها و این تعداد مهمان هتلی در این شهر نیست. تاریخ یا اتاق‌ها را تغییر دهید."
        action={{ label: 'تغییر جستجو', onClick: () => setEditing(true) }} />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState icon={<IconFilterOff aria-hidden />} title="هتلی با این فیلترها نیست"
        text="هتل‌هایی برای این جستجو هست، اما هیچ‌کدام با فیلترهای انتخاب‌شده جور نیست."
        action={{ label: 'حذف فیلترها', onClick: resetFilters }} />
    );
  } else {
    body = <HotelResultsList hotels={visible} hrefOf={hrefOf} />;
  }
  const soldOut = store.soldOutCount;

  return (
    <Container size="lg" className={classes.page}>
      <StaySummary
        heading={`هتل‌های ${cityName}`}
        stay={stay}
        destination={stay ? { destination: { city: citySlug, hotel: null }, label: cityName, ...(answered ? { cityId: answered.cityId } : {}) } : null}
        editing={editing}
        onEditingChange={setEditing}
      />
      {ready && soldOut > 0 && soldOut === total && (
        <Alert color="orange" variant="light" role="status">
          همه {toPersianDigits(total)} هتل این شهر برای این تاریخ‌ها تکمیل ظرفیت‌اند. تاریخ دیگری را امتحان کنید.
        </Alert>
      )}
      <div className={layout.layout} data-ready={ready || pending || undefined}>
        {(pending || (ready && !filtersShown)) && (
          <div className={layout.filters} aria-hidden>
            <Skeleton className={layout.filtersPlaceholder} />
          </div>
        )}
        {ready && filtersShown && (
          <div className={layout.filters}>
            <HotelFilterPanel
              filters={store.filters}
              onChange={setFilters}
              onReset={resetFilters}
              counts={store.facets}
              priceBounds={store.priceBounds}
              districts={store.districts}
              amenities={store.amenityOrder}
              layout={filterLayout}
              sheetOpened={filterSheet.opened}
              onSheetOpenedChange={(opened) => (opened ? filterSheet.open() : filterSheet.close())}
            />
          </div>
        )}
        <div className={layout.results}>
          {/* The cards' names are h3s: a heading of the list's own between them and the page's h1. */}
          <VisuallyHidden component="h2">نتایج</VisuallyHidden>
          {ready && <HotelSortBar value={store.sort} onChange={setSort} resultCount={visible.length} />}
          {pending && <Skeleton className={layout.sortPlaceholder} aria-hidden />}
          {body}
        </div>
      </div>
    </Container>
  );
});

export default HotelResultsScreen;
