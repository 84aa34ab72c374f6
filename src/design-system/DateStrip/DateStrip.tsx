import { useEffect, useRef } from 'react';
import { ActionIcon, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays, compareIsoDates, weekdayIndex, type IsoDate } from '../../domain/calendar-days';
import { formatJalaliLong, WEEKDAY_NAMES } from '../../domain/jalali';
import { PriceText } from '../PriceText';
import { stripDays } from './strip-days';
import classes from './DateStrip.module.css';

export interface DateStripProps {
  /** The chosen departure day, ISO "YYYY-MM-DD" (Gregorian; shown in Jalali). */
  value: IsoDate;
  /** Called with the ISO day the traveller picks, or the day before / after from the arrows. */
  onChange: (date: IsoDate) => void;
  /**
   * Cheapest price of each day in rials. `null` (or 0) means no flights that day; a day missing
   * from the map has no known price yet.
   */
  prices: Readonly<Record<IsoDate, number | null>>;
  /** Days shown on each side of the chosen one. @default 3 */
  span?: number;
  /** Earliest day that may be chosen (usually today in Tehran); earlier days are disabled. */
  minDate?: IsoDate;
  /** Latest day that may be chosen. */
  maxDate?: IsoDate;
  /** Draws placeholders where prices are still loading. @default false */
  loading?: boolean;
}

/** ±3 days around the chosen date with each day's cheapest price; the cheapest day is marked. */
export function DateStrip({ value, onChange, prices, span = 3, minDate, maxDate, loading = false }: DateStripProps) {
  const days = stripDays(value, prices, span);
  const selectedRef = useRef<HTMLButtonElement>(null);
  const allowed = (day: IsoDate) =>
    (!minDate || compareIsoDates(day, minDate) >= 0) && (!maxDate || compareIsoDates(day, maxDate) <= 0);
  const previous = addDays(value, -1);
  const next = addDays(value, 1);

  // On a phone the strip scrolls: keep the chosen day in view.
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [value]);

  return (
    <nav className={classes.root} aria-label="انتخاب روز پرواز">
      <ActionIcon
        variant="default"
        size={40}
        className={classes.arrow}
        aria-label="روز قبل"
        disabled={!allowed(previous)}
        onClick={() => onChange(previous)}
      >
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
      <ol className={classes.days}>
        {days.map((day) => {
          const selected = day.date === value;
          return (
            <li key={day.date}>
              <UnstyledButton
                ref={selected ? selectedRef : undefined}
                className={classes.day}
                onClick={() => onChange(day.date)}
                disabled={!allowed(day.date)}
                aria-current={selected ? 'date' : undefined}
                data-selected={selected || undefined}
                data-cheapest={day.cheapest || undefined}
                data-no-flights={day.price === null || undefined}
              >
                <Text component="span" size="xs" className={classes.weekday}>
                  {WEEKDAY_NAMES[weekdayIndex(day.date)]}
                </Text>
                <Text component="span" size="sm" fw={700}>
                  {formatJalaliLong(day.date, { year: false })}
                </Text>
                <span className={classes.price}>
                  {loading && day.price === undefined && <Skeleton height={14} width={64} aria-hidden />}
                  {!loading && day.price === undefined && <Text component="span" size="xs">—</Text>}
                  {day.price === null && <Text component="span" size="xs">بدون پرواز</Text>}
                  {typeof day.price === 'number' && <PriceText amount={day.price} size="xs" fw={day.cheapest ? 700 : 500} />}
                </span>
                {day.cheapest && <span className={classes.cheapestTag}>ارزان‌ترین</span>}
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
      <ActionIcon
        variant="default"
        size={40}
        className={classes.arrow}
        aria-label="روز بعد"
        disabled={!allowed(next)}
        onClick={() => onChange(next)}
      >
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
    </nav>
  );
}
