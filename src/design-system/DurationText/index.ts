export { DurationText } from './DurationText';
export type { DurationTextProps } from './DurationText';
