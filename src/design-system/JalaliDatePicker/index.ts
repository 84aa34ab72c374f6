export { JalaliDatePicker } from './JalaliDatePicker';
export type { DateValueFormat, JalaliDatePickerProps, PickerCalendarProps } from './JalaliDatePicker';
export type { PickerDropdownType } from './PickerDropdown';
