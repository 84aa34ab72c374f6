export { PassengerCountPicker } from './PassengerCountPicker';
export type { PassengerCountPickerProps } from './PassengerCountPicker';
export {
  decrementBlock, DEFAULT_PASSENGER_COUNTS, formatPassengerSummary, incrementBlock, PASSENGER_AGE_HINTS, STEP_BLOCK_MESSAGES,
  stepCount, totalPassengers,
} from './passenger-limits';
export type { PassengerCounts, StepBlock } from './passenger-limits';
