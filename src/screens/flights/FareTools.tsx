import { Button, Collapse, Paper, Stack } from '@mantine/core';
import { IconCalendarStats, IconChartBar } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { NormalizedSearch } from '../../contract';
import { MAX_FARE_WATCHES } from '../../contract/fare-watch';
import { FareWatchSwitch, FlexibleDatesGrid, PriceGraph } from '../../design-system';
import { formatJalaliMonth, isoToJalali, type IsoDate } from '../../domain';
import { useStores } from '../../stores';
import classes from './FareTools.module.css';

export interface FareToolsProps {
  requestId: string;
  search: NormalizedSearch;
  /** Searches the same trip on other days (the return only for a round trip). */
  onSearchDates: (departureDate: IsoDate, returnDate?: IsoDate) => void;
}

const monthOf = (iso: IsoDate) => {
  const j = isoToJalali(iso);
  return formatJalaliMonth(j.year, j.month);
};

/**
 * Below the flight results (issue 30): «ردیابی قیمت» for the search and other days' prices — a grid
 * of departure × return days for a round trip, the next 60 days as a graph for one way. Loaded apart
 * from the results page's chunk. Whether today's price is low sits above the list (PriceInsightSlot).
 */
export const FareTools = observer(function FareTools({ requestId, search, onSearchDates }: FareToolsProps) {
  const root = useStores();
  const store = root.fareWatch;
  const signedIn = root.auth.loggedIn;
  const roundTrip = search.flightType === 2;
  const [flexible, setFlexible] = useState(false);
  const [pricesOpen, setPricesOpen] = useState(false);
  const panelId = useId();
  const departure = search.segments[0]!.departureDate;
  const returning = roundTrip ? search.segments[1]?.departureDate : undefined;

  useEffect(() => {
    if (signedIn && store.listStatus === 'idle') void store.load();
  }, [signedIn, store]);
  useEffect(() => {
    if (!pricesOpen) return;
    if (roundTrip) void store.loadFlexibleDates(requestId);
    else void store.loadGraph(search);
  }, [pricesOpen, roundTrip, store, requestId, search]);

  const watch = store.watchOf(requestId);
  const grid = store.flexible.get(requestId);
  const graph = store.graphOf(search);

  const toggleWatch = (on: boolean) => {
    if (on) void store.watch(requestId, flexible);
    else if (watch) void store.remove(watch.id);
  };

  return (
    <Paper withBorder radius="md" className={classes.tools}>
      <Stack gap="sm">
        <FareWatchSwitch
          checked={Boolean(watch)}
          onChange={toggleWatch}
          signedIn={signedIn}
          onSignInRequest={() => root.general.openLoginModal()}
          busy={store.saving !== null}
          flexible={watch ? watch.flexibleMonth !== null : flexible}
          onFlexibleChange={setFlexible}
          monthLabel={monthOf(departure)}
          error={store.saveError ?? (watch && !watch.channels.push ? store.pushProblem : null)}
          limitReached={!watch && store.count >= MAX_FARE_WATCHES}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.toggle}
          leftSection={roundTrip ? <IconCalendarStats size={18} aria-hidden /> : <IconChartBar size={18} aria-hidden />}
          aria-expanded={pricesOpen}
          aria-controls={panelId}
          onClick={() => setPricesOpen((o) => !o)}
        >
          {roundTrip ? 'قیمت تاریخ‌های نزدیک (۳ روز پیش و پس)' : 'نمودار قیمت ۶۰ روز آینده'}
        </Button>
        <Collapse expanded={pricesOpen} id={panelId}>
          {pricesOpen && roundTrip && returning && (
            <FlexibleDatesGrid
              departureDates={grid?.value?.departureDates ?? []}
              returnDates={grid?.value?.returnDates ?? []}
              cells={grid?.value?.cells ?? []}
              searched={grid?.value?.searched ?? { departureDate: departure, returnDate: returning }}
              onSelect={(d, r) => onSearchDates(d, r)}
              loading={!grid || grid.status === 'loading'}
              error={grid?.error ?? null}
            />
          )}
          {pricesOpen && !roundTrip && (
            <PriceGraph
              days={graph?.value ?? []}
              searchedDate={departure}
              onSelect={(d) => onSearchDates(d)}
              loading={!graph || graph.status === 'loading'}
              error={graph?.error ?? null}
            />
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
});

export default FareTools;
