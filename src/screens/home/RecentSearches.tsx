import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores';
import { useHydrated } from '../shared/use-hydrated';
import { HistorySkeleton, RecentSearchesFrame } from './skeletons';

// The list and its calls load after the first paint, in a chunk of their own.
const RecentSearchList = lazy(() => import('./RecentSearchList'));

/** Recent searches, for signed-in travellers only; signing out unmounts the list, so signing in loads it anew. */
export const RecentSearches = observer(function RecentSearches() {
  const { auth } = useStores();
  // The server renders home for an anonymous traveller: the list joins once the page has hydrated.
  const hydrated = useHydrated();
  if (!hydrated || !auth.loggedIn) return null;
  return (
    <Suspense fallback={<RecentSearchesFrame busy><HistorySkeleton /></RecentSearchesFrame>}>
      <RecentSearchList />
    </Suspense>
  );
});
