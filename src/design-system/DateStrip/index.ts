export { DateStrip } from './DateStrip';
export type { DateStripProps } from './DateStrip';
export { stripDays } from './strip-days';
export type { StripDay } from './strip-days';
