export { JalaliDateText } from './JalaliDateText';
export type { JalaliDateFormat, JalaliDateTextProps } from './JalaliDateText';
