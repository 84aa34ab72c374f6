import { Alert, Button } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FlightSearchForm } from '../../design-system';
import { tehranToday, type SearchRequest } from '../../domain';
import { useStores } from '../../stores';
import type { PlacesScope } from '../../stores/PlacesStore';
import { toPlaces } from './places';
import { draftFromSearch, freshDraft, searchUrlFor } from './search-draft';

// Re-renders only when its props change, so a store change the form does not show skips it.
const SearchForm = memo(FlightSearchForm);

export interface FlightSearchPanelProps {
  /** Domestic (one-way, round trip) or international (adds multi-destination). */
  scope: PlacesScope;
  /** The search to start from (the results page passes the current one); a new value resets the form. */
  initialSearch?: SearchRequest;
  /** Called after navigating to the results URL (e.g. to close a drawer). */
  onSubmitted?: (url: string) => void;
  className?: string;
}

/** The flight search form wired to the city lists, Tehran's today and the results URL. */
export const FlightSearchPanel = observer(function FlightSearchPanel({ scope, initialSearch, onSubmitted, className }: FlightSearchPanelProps) {
  const { places, env } = useStores();
  const navigate = useNavigate();
  const today = tehranToday(env.now());
  useEffect(() => {
    places.load(scope).catch(() => undefined); // the status shows the failure
  }, [places, scope]);

  const cities = places.cities[scope];
  // The city lists arrive once the page is interactive: the form takes them in a deferred,
  // time-sliced render, not in the synchronous one a store change causes (a long task on a phone).
  const placeList = useDeferredValue(useMemo(() => toPlaces(cities, scope), [cities, scope]));
  const submittedRef = useRef(onSubmitted);
  useEffect(() => {
    submittedRef.current = onSubmitted;
  });
  const submit = useCallback((value: Parameters<typeof searchUrlFor>[0]) => {
    const url = searchUrlFor(value, scope);
    void navigate(url);
    submittedRef.current?.(url);
  }, [navigate, scope]);
  const initialKey = initialSearch ? JSON.stringify(initialSearch) : 'new';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  const defaultValue = useMemo(() => (initialSearch ? draftFromSearch(initialSearch, today) : freshDraft(today)), [initialKey, today]);

  return (
    <div className={className}>
      {places.status[scope] === 'error' && (
        <Alert color="red" variant="light" mb="sm" title="فهرست شهرها بارگیری نشد">
          بدون آن، پیشنهاد شهرها و فرودگاه‌ها نمایش داده نمی‌شود.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void places.load(scope).catch(() => undefined)}>
            تلاش دوباره
          </Button>
        </Alert>
      )}
      <SearchForm
        key={`${scope}:${initialKey}`}
        scope={scope}
        places={placeList}
        today={today}
        defaultValue={defaultValue}
        onSubmit={submit}
      />
    </div>
  );
});

export default FlightSearchPanel;
