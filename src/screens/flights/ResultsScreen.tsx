import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Container, Progress, Skeleton, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Proposal } from '../../contract';
import { DateStrip, FilterPanel, lazyOverlay, NoResults, ResultsSkeleton, SortBar } from '../../design-system';
import {
  BACK_BUTTON_QUERY_PARAM, buildSearchUrl, DEFAULT_FILTERS, readOutboundId, RESULTS_OUTBOUND_PARAM, searchKeyOf, tehranToday, TICKETS_ALL, TripType,
  writeResultsView, type IsoDate,
} from '../../domain';
import { useStores } from '../../stores';
import { useBackClosable } from '../shared/useBackClosable';
import { useAfterHydration } from '../shared/use-after-hydration';
import { useOneCommitLater } from '../shared/useOneCommitLater';
import { PriceInsightSlot } from './PriceInsightSlot';
import { airlineLogoUrl } from './proposal-view';
import { ResultsList } from './ResultsList';
import { SearchFailure } from './SearchFailure';
import { SearchSummary } from './SearchSummary';
import { StepHeader } from './StepHeader';
import layout from '../shared/results-layout.module.css';
import classes from './ResultsScreen.module.css';

const ADD_PASSENGER_PATH = '/add-passenger/';

// The details drawer (FlightDetails, Mantine's Drawer) is needed only once a traveller opens one.
const FlightDetailsDrawer = lazyOverlay(async () => ({ default: (await import('./FlightDetailsDrawer')).FlightDetailsDrawer }));
// Fare watch, the price insight and other days' prices: after the list, in a chunk of their own.
const FareTools = lazy(() => import('./FareTools'));

/** Keeps the store and the URL in step: the URL decides the search and the round trip's step, the store the view. */
function useUrlSync() {
  const { flightSearch: search, filters } = useStores();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    const key = searchKeyOf(location.pathname, params);
    if (key !== search.searchKey || search.status === 'idle') {
      void search.search(url);
      return;
    }
    if (search.status === 'ready') {
      // Back and Forward move between the two steps of a round trip.
      const outboundId = readOutboundId(params);
      if (outboundId && !search.isReturningStep) {
        const outbound = search.findOutbound(outboundId);
        if (outbound && search.isRoundTrip) search.choose(outbound);
      } else if (!outboundId && search.isReturningStep) {
        search.backToOutbound();
      }
    }
    // Then the view: the filters and sort as the store holds them (a stale or unknown outbound goes too).
    if (search.status !== 'ready') return;
    let next = writeResultsView(params, { filters: filters.filters, sort: filters.sort });
    if (next.has(RESULTS_OUTBOUND_PARAM) && !search.isReturningStep) {
      next = new URLSearchParams(next);
      next.delete(RESULTS_OUTBOUND_PARAM);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [url, location.pathname, params, setParams, search, filters, search.status, filters.filters, filters.sort]);

  return { url, params };
}

/** /flight/{iata} and /international-flight/{iata}: the search results of SPEC §2, §4, §5. */
export const ResultsScreen = observer(function ResultsScreen() {
  const root = useStores();
  const { flightSearch: search, filters, flightConfiguration: config, env } = root;
  const navigate = useNavigate();
  const location = useLocation();
  const { url, params } = useUrlSync();
  const international = location.pathname.startsWith('/international-flight/');
  const filterSheet = useBackClosable();
  const detailsDrawer = useBackClosable();
  const [detailsOf, setDetailsOf] = useState<Proposal | null>(null);
  const [editing, setEditing] = useState(false);
  const request = config.availableRequest;
  const passengers = useMemo(
    () => ({ adults: request?.adults ?? 1, children: request?.children ?? 0, infants: request?.infants ?? 0 }),
    [request],
  );
  const returning = search.isReturningStep;
  const segment = search.currentSegment;
  const today = tehranToday(env.now());

  // A page that came with its answer still goes into a signed-in traveller's history.
  useEffect(() => {
    void search.recordSeededSearch();
  }, [search]);

  // The date strip's prices: ±3 days around the day on screen, once per route and day.
  const segmentKey = segment ? `${segment.origin}-${segment.destination}-${segment.departureDate}` : null;
  useEffect(() => {
    if (segmentKey) void search.loadStripPrices();
  }, [search, segmentKey]);

  // Choosing changes the URL only; useUrlSync then moves the store, so Back and reload agree with it.
  // From the details drawer the choice replaces the drawer's own history entry.
  const handlers = {
    choose(proposal: Proposal) {
      const replace = detailsDrawer.opened;
      if (search.isRoundTrip && !proposal.isReturning) {
        const next = writeResultsView(new URLSearchParams(params), { filters: DEFAULT_FILTERS, sort: filters.sort });
        next.set(RESULTS_OUTBOUND_PARAM, proposal.ProposalId);
        next.delete(BACK_BUTTON_QUERY_PARAM);
        void navigate({ pathname: location.pathname, search: `?${next}` }, { replace });
        window.scrollTo({ top: 0 });
        return;
      }
      if (search.choose(proposal) === 'done') void navigate(ADD_PASSENGER_PATH, { replace });
    },
    showDetails(proposal: Proposal) {
      setDetailsOf(proposal);
      void search.loadDetail(proposal);
      detailsDrawer.open();
    },
  };
  const latest = useRef(handlers);
  latest.current = handlers;
  // Stable for the memoised rows of the list.
  const choose = useCallback((p: Proposal) => latest.current.choose(p), []);
  const showDetails = useCallback((p: Proposal) => latest.current.showDetails(p), []);

  const changeOutbound = () => {
    const next = writeResultsView(new URLSearchParams(params), filters.saved ?? { filters: DEFAULT_FILTERS, sort: filters.sort });
    next.delete(RESULTS_OUTBOUND_PARAM);
    void navigate({ pathname: location.pathname, search: `?${next}` });
  };

  // Another day: the same search on that day (a new search, so the filters start over).
  const chooseDay = (day: IsoDate) => {
    if (!request || !segment) return;
    const index = returning ? 1 : 0;
    const segments = request.segments.map((s, i) => (i === index ? { ...s, departureDate: day } : s));
    void navigate(buildSearchUrl({ ...request, segments }));
  };
  const roundTrip = request?.flightType === TripType.RoundTrip;
  const [outboundDay, returningDay] = [request?.segments[0]?.departureDate, request?.segments[1]?.departureDate];
  // The grid's and the graph's choice: the same trip on those days.
  const searchDates = (departure: IsoDate, back?: IsoDate) => {
    if (!request) return;
    const segments = request.segments.map((s, i) => (i === 0 ? { ...s, departureDate: departure } : i === 1 && back ? { ...s, departureDate: back } : s));
    void navigate(buildSearchUrl({ ...request, segments }));
  };

  const airlineLogos = useMemo(() => {
    const logos: Record<string, string> = {};
    for (const p of search.response?.proposals ?? []) {
      for (const g of p.FlightGroups) logos[g.MarketingAirlineCode] ??= airlineLogoUrl(g.MarketingAirlineLogo) ?? '';
    }
    return logos;
  }, [search.response]);

  const clearFilters = () => {
    if (filters.isFiltered) filters.resetFilters();
    else filters.setFilter('tickets', TICKETS_ALL); // everything left is sold out: show it
  };

  // A store change re-renders its observers synchronously; the page that change leads to (the
  // filters, the list) renders from a deferred copy instead, in slices a phone stays responsive in.
  const status = useDeferredValue(search.status);
  // The filter panel (many facets) commits after the list, so neither commit is one long task; on
  // a page the server rendered with its flights, after hydration (the server sends its outline).
  const hydrated = useAfterHydration();
  const filtersShown = useOneCommitLater(status === 'ready' && hydrated);
  const visible = search.visible;
  let body;
  if (status === 'error') {
    body = (
      <SearchFailure
        kind={search.errorKind ?? 'failed'}
        message={search.error ?? undefined}
        onRetry={() => void search.retry(url)}
        onChangeSearch={() => setEditing(true)}
      />
    );
  } else if (status !== 'ready') {
    body = (
      <div className={layout.searching}>
        <Text size="sm" fw={700} aria-hidden>در حال جستجوی بهترین پروازها…</Text>
        <Progress value={100} size="sm" aria-label="پیشرفت جستجو" classNames={{ section: layout.progress }} />
        <ResultsSkeleton count={4} />
      </div>
    );
  } else if (visible.length === 0) {
    body = search.directionCount === 0
      ? <NoResults reason="no-flights" onChangeSearch={() => setEditing(true)} />
      : <NoResults reason="no-match" onClearFilters={clearFilters} />;
  } else {
    body = <ResultsList proposals={visible} passengers={passengers} onSelect={choose} onShowDetails={showDetails} />;
  }
  const ready = status === 'ready' && search.directionCount > 0;
  // While searching, the filters and the sort bar keep their places, so the list does not move
  // when they arrive.
  const pending = status === 'idle' || status === 'searching';
  // The price insight and the fare tools speak of the outbound search of a one-way or round trip.
  const priced = ready && !returning && request?.flightType !== TripType.MultiDestination ? search.response : null;

  return (
    <Container size="lg" className={classes.page}>
      <SearchSummary international={international} editing={editing} onEditingChange={setEditing} />
      {roundTrip && status === 'ready' && (
        <StepHeader returning={returning} outbound={search.chosenOutbound} onChangeOutbound={changeOutbound} />
      )}
      {segment && request?.flightType !== TripType.MultiDestination && (
        <DateStrip
          value={segment.departureDate}
          onChange={chooseDay}
          prices={search.pricesOf(segment)}
          minDate={returning && outboundDay ? outboundDay : today}
          maxDate={roundTrip && !returning ? returningDay : undefined}
          loading={status === 'searching' || status === 'idle'}
        />
      )}
      <div className={layout.layout} data-ready={ready || pending || undefined}>
        {(pending || (ready && !filtersShown)) && (
          <div className={layout.filters} aria-hidden>
            <Skeleton className={layout.filtersPlaceholder} />
          </div>
        )}
        {ready && filtersShown && (
          <div className={layout.filters}>
            <FilterPanel
              filters={filters.filters}
              onChange={filters.setFilters}
              onReset={filters.resetFilters}
              counts={filters.facets}
              airlines={filters.airlines}
              airports={filters.airports}
              bounds={filters.bounds}
              ticketCounts={search.ticketCounts}
              airlineLogos={airlineLogos}
              sheetOpened={filterSheet.opened}
              onSheetOpenedChange={(opened) => (opened ? filterSheet.open() : filterSheet.close())}
            />
          </div>
        )}
        <div className={layout.results}>
          {ready && <SortBar value={filters.sort} onChange={filters.setSort} resultCount={visible.length} />}
          {pending && <Skeleton className={layout.sortPlaceholder} aria-hidden />}
          {priced && visible.length > 0 && <PriceInsightSlot requestId={priced.requestId} />}
          {body}
          {/* Below the list, so arriving after hydration it moves nothing on screen (CLS). */}
          {priced && filtersShown && (
            <Suspense fallback={null}>
              <FareTools requestId={priced.requestId} search={priced.search} onSearchDates={searchDates} />
            </Suspense>
          )}
        </div>
      </div>
      <FlightDetailsDrawer proposal={detailsOf} opened={detailsDrawer.opened} onClose={detailsDrawer.close} onSelect={choose} />
    </Container>
  );
});

export default ResultsScreen;
