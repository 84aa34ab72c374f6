import { lazyOverlay } from './lazy-overlay';

/** Mantine's Drawer and Modal as lazy overlays: a phone's sheet costs nothing until it is wanted. */
export const LazyDrawer = lazyOverlay(async () => ({ default: (await import('./mantine-overlays')).Drawer }));
export const LazyModal = lazyOverlay(async () => ({ default: (await import('./mantine-overlays')).Modal }));
