export { useOpenedOnce, usePreloadWhenIdle } from './lazy-overlay';
