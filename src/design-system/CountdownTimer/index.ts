export { CountdownTimer } from './CountdownTimer';
export type { CountdownTimerProps } from './CountdownTimer';
export { ANNOUNCE_AT_SECONDS, formatCountdown, secondsLeft, thresholdReached, WARNING_SECONDS } from './countdown';
