import { ActionIcon, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { IsoDate } from '../../domain/calendar-days';
import { WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES } from '../../domain/jalali';
import { monthCaption, monthWeeks, type CalendarSystem, type DayInfo, type YearMonth } from './calendar-systems';
import { cheapestDays } from './day-state';
import { DayCell, type DayFlags } from './DayCell';
import classes from './JalaliCalendar.module.css';

export interface MonthGridProps {
  system: CalendarSystem;
  month: YearMonth;
  prices: Readonly<Record<IsoDate, number>> | undefined;
  isDisabled: (iso: IsoDate) => boolean;
  /** Everything about a day except its cheapest flag, which is per month. */
  flagsOf: (day: DayInfo) => Omit<DayFlags, 'cheapest'>;
  labelOf: (day: DayInfo, flags: DayFlags) => string;
  priceOf: (day: DayInfo) => string | null;
  tabbable: IsoDate;
  onChoose: (iso: IsoDate) => void;
  onPoint: (iso: IsoDate | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** null hides the button; false shows it disabled. */
  onPrevious: (() => void) | null | false;
  onNext: (() => void) | null | false;
}

/** One month: caption with the month buttons, then a Saturday-first grid. */
export function MonthGrid(props: MonthGridProps) {
  const { system, month, prices, isDisabled, flagsOf, labelOf, priceOf, tabbable, onChoose, onPoint, onKeyDown } = props;
  const captionId = useId();
  const { dir } = useDirection();
  const weeks = monthWeeks(system, month);
  const cheapest = cheapestDays(weeks, prices, isDisabled);
  // Earlier months sit at inline-start: in RTL "previous" points right.
  const PrevIcon = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const NextIcon = dir === 'rtl' ? IconChevronLeft : IconChevronRight;

  return (
    <div className={classes.month}>
      <div className={classes.header}>
        {props.onPrevious !== null && (
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.nav}
            data-side="start"
            aria-label="ماه قبل"
            disabled={!props.onPrevious}
            onClick={props.onPrevious || undefined}
          >
            <PrevIcon size={20} aria-hidden />
          </ActionIcon>
        )}
        <Text id={captionId} component="div" className={classes.caption} aria-live="polite">
          {monthCaption(system, month)}
        </Text>
        {props.onNext !== null && (
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.nav}
            data-side="end"
            aria-label="ماه بعد"
            disabled={!props.onNext}
            onClick={props.onNext || undefined}
          >
            <NextIcon size={20} aria-hidden />
          </ActionIcon>
        )}
      </div>
      <table role="grid" aria-labelledby={captionId} className={classes.grid} onKeyDown={onKeyDown} onMouseLeave={() => onPoint(null)}>
        <thead>
          <tr role="row">
            {WEEKDAY_SHORT_NAMES.map((short, index) => (
              <th key={short} role="columnheader" scope="col" className={classes.weekday} data-weekend={index === 6 || undefined}>
                <span aria-hidden>{short}</span>
                <VisuallyHidden>{WEEKDAY_NAMES[index]}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr role="row" key={w}>
              {week.map((day, d) => {
                if (!day) return <td role="gridcell" key={d} className={classes.cell} />;
                const flags = { ...flagsOf(day), cheapest: cheapest.has(day.iso) };
                return (
                  <DayCell
                    key={day.iso}
                    day={day}
                    {...flags}
                    label={labelOf(day, flags)}
                    price={priceOf(day)}
                    tabbable={day.iso === tabbable}
                    onChoose={onChoose}
                    onPoint={onPoint}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
