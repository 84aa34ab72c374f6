import { Suspense } from 'react';
import { preloadableLazy } from '../shared/preloadable-lazy';
import type { FlightSearchPanelProps } from './FlightSearchPanel';
import { FlightSearchPanelSkeleton } from './FlightSearchPanelSkeleton';

// The form, its pickers and calendars are a chunk of their own; calling this starts loading it.
const { Component: Panel, preload } = preloadableLazy(() => import('./FlightSearchPanel'));
export const preloadFlightSearchPanel = preload;

/** FlightSearchPanel from its own chunk, with a skeleton of the same size until it arrives. */
export function LazyFlightSearchPanel(props: FlightSearchPanelProps) {
  return (
    <Suspense fallback={<FlightSearchPanelSkeleton scope={props.scope} className={props.className} />}>
      <Panel {...props} />
    </Suspense>
  );
}
