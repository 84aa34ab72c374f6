export { FareWatchSwitch, MAX_FARE_WATCHES_HINT } from './FareWatchSwitch';
export type { FareWatchSwitchProps } from './FareWatchSwitch';
