import { ActionIcon, Alert, Anchor, Button, Text } from '@mantine/core';
import { IconHistory, IconX } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FlightSearchHistory } from '../../contract';
import { JalaliDateText, PersianNumber } from '../../design-system';
import { tehranToday, TripType } from '../../domain';
import { useStores } from '../../stores';
import { historySearchUrl } from './history-url';
import { HistorySkeleton, RecentSearchesFrame } from './skeletons';
import { useFetched } from './use-fetched';
import classes from './HomeScreen.module.css';

/** Home shows the newest few; the server keeps up to 20. */
const SHOWN = 6;

const TRIP_WORDS: Record<number, string> = { [TripType.OneWay]: 'یک‌طرفه', [TripType.RoundTrip]: 'رفت و برگشت', [TripType.MultiDestination]: 'چندمسیره' };

/** The signed-in traveller's recent searches (SPEC §7 search history): each a link back, each removable. */
export default function RecentSearchList() {
  const { api, env } = useStores();
  const load = useCallback((signal: AbortSignal) => api.userInteractions.searchHistories({ signal }), [api]);
  const { state, setState, reload } = useFetched(load);
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);

  const remove = async (entry: FlightSearchHistory) => {
    setRemoving(entry.id);
    setRemoveFailed(false);
    try {
      await api.userInteractions.deActive({ id: entry.id });
      setState((s) => (s.status === 'ready' ? { status: 'ready', data: s.data.filter((e) => e.id !== entry.id) } : s));
    } catch {
      setRemoveFailed(true);
    } finally {
      setRemoving(null);
    }
  };
  const today = tehranToday(env.now());

  return (
    <RecentSearchesFrame busy={state.status === 'loading'}>
      {state.status === 'loading' && <HistorySkeleton />}
      {state.status === 'error' && (
        <Alert color="red" variant="light" title="جستجوهای اخیر بارگیری نشد">
          <Button variant="subtle" size="compact-sm" onClick={reload}>تلاش دوباره</Button>
        </Alert>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Text c="dimmed" size="sm">هنوز جستجویی نکرده‌اید؛ جستجوهای شما اینجا می‌ماند تا دوباره به آن‌ها برگردید.</Text>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className={classes.historyRow}>
          {state.data.slice(0, SHOWN).map((entry) => (
            <li key={entry.id} className={classes.historyItem}>
              <IconHistory size={20} aria-hidden className={classes.historyIcon} />
              <div className={classes.historyText}>
                <Anchor component={Link} to={historySearchUrl(entry.search, today)} fw={700} c="inherit" className={classes.historyLink}>
                  {entry.originFa} به {entry.destinationFa}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {TRIP_WORDS[entry.search.flightType]}، <JalaliDateText date={entry.departureDate} format="long" withWeekday={false} withYear={false} inherit />
                  {entry.returningDate && <> تا <JalaliDateText date={entry.returningDate} format="long" withWeekday={false} withYear={false} inherit /></>}
                  ، <PersianNumber value={entry.search.adults + entry.search.children + entry.search.infants} inherit /> مسافر
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`حذف جستجوی ${entry.originFa} به ${entry.destinationFa}`}
                loading={removing === entry.id}
                onClick={() => void remove(entry)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      {removeFailed && <Text c="red" size="sm" mt="xs" role="alert">حذف این جستجو انجام نشد؛ دوباره تلاش کنید.</Text>}
    </RecentSearchesFrame>
  );
}
