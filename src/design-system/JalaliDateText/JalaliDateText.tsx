import { Text, type TextProps } from '@mantine/core';
import { isIsoDate, type IsoDate } from '../../domain/calendar-days';
import { formatJalaliDate, formatJalaliLong } from '../../domain/jalali';
import classes from './JalaliDateText.module.css';

export type JalaliDateFormat = 'short' | 'long';

export interface JalaliDateTextProps extends Omit<TextProps, 'children' | 'span'> {
  /** The day as an ISO 'YYYY-MM-DD' Gregorian string, as it travels in stores and the API. */
  date: IsoDate | null | undefined;
  /** 'short' is DD/MM/YYYY ("۱۰/۰۱/۱۴۰۵", SPEC §1); 'long' spells the month ("دوشنبه ۱۰ فروردین ۱۴۰۵"). @default 'short' */
  format?: JalaliDateFormat;
  /** Long form only: lead with the weekday. @default true */
  withWeekday?: boolean;
  /** Long form only: end with the year. @default true */
  withYear?: boolean;
}

/** A Jalali date in Persian digits inside <time dateTime="YYYY-MM-DD">; nothing for a missing or malformed date. */
export function JalaliDateText({ date, format = 'short', withWeekday = true, withYear = true, ...others }: JalaliDateTextProps) {
  if (!date || !isIsoDate(date)) return null;
  const text = format === 'long' ? formatJalaliLong(date, { weekday: withWeekday, year: withYear }) : formatJalaliDate(date);
  return (
    <Text component="time" dateTime={date} className={classes.root} data-format={format} {...others}>
      {text}
    </Text>
  );
}
