import { Text, type TextProps } from '@mantine/core';
import { formatDuration } from '../../domain/duration';
import classes from './DurationText.module.css';

export interface DurationTextProps extends Omit<TextProps, 'children' | 'span'> {
  /** Length in whole minutes (a flight's Duration or TotalDurationMinutes). Negative or missing prints ۰ دقیقه. */
  minutes: number | null | undefined;
}

/** ISO 8601 duration for <time dateTime>, so machines read "PT2H15M" where people read Persian. */
function isoDuration(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  return `PT${Math.floor(total / 60)}H${total % 60}M`;
}

/** A duration in Persian hours and minutes (SPEC §9): "۲ ساعت و ۱۵ دقیقه". */
export function DurationText({ minutes, ...others }: DurationTextProps) {
  const value = minutes ?? 0;
  return (
    <Text component="time" dateTime={isoDuration(value)} className={classes.root} {...others}>
      {formatDuration(value)}
    </Text>
  );
}
