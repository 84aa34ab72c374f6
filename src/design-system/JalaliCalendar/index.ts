export { JalaliCalendar } from './JalaliCalendar';
export type { CalendarRange, JalaliCalendarProps } from './JalaliCalendar';
export type { CalendarSystem } from './calendar-systems';
export { GREGORIAN_MONTH_NAMES } from './calendar-systems';
export type { DisabledDates } from './day-state';
