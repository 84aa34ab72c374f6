import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { preloadableLazy } from '../shared/preloadable-lazy';
import type { HotelSearchPanelProps } from './HotelSearchPanel';
import classes from './HotelSearchPanel.module.css';

// The hotel form, its pickers and the hotel rules are a chunk of their own: home's first load
// carries none of it; opening the hotel tab loads it.
const { Component: Panel, preload } = preloadableLazy(() => import('./HotelSearchPanel'));
export const preloadHotelSearchPanel = preload;

/** The form's outline while its chunk loads, the same height so nothing below it moves. */
function HotelSearchPanelSkeleton() {
  return (
    <div className={classes.form} role="status" aria-busy="true" aria-label="در حال آماده‌سازی فرم جستجوی هتل">
      <Skeleton height={62} radius="sm" />
      <Skeleton height={62} radius="sm" />
      <Skeleton height={62} radius="sm" />
      <Skeleton height={42} radius="sm" className={classes.submit} />
    </div>
  );
}

/** HotelSearchPanel from its own chunk. */
export function LazyHotelSearchPanel(props: HotelSearchPanelProps) {
  return (
    <Suspense fallback={<HotelSearchPanelSkeleton />}>
      <Panel {...props} />
    </Suspense>
  );
}
