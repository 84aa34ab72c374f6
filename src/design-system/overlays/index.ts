export { lazyOverlay, useOpenedOnce, usePreloadWhenIdle } from './lazy-overlay';
