export { JalaliRangePicker } from './JalaliRangePicker';
export type { JalaliRangePickerProps } from './JalaliRangePicker';
export { chooseTravelDay, EMPTY_TRAVEL_DATES, stepFor } from './range';
export type { RangeChoice, RangeStep, TravelDates } from './range';
