import { UnstyledButton } from '@mantine/core';
import type { IsoDate } from '../../domain/calendar-days';
import { toPersianDigits } from '../../domain/numbers';
import type { DayInfo } from './calendar-systems';
import classes from './JalaliCalendar.module.css';

export interface DayFlags {
  isToday: boolean;
  /** Filled: the chosen day, or either end of a chosen range. */
  selected: boolean;
  disabled: boolean;
  cheapest: boolean;
  /** Inside a range (chosen or previewed), ends included. */
  inRange: boolean;
  rangeStart: boolean;
  rangeEnd: boolean;
  /** The range is only previewed under the pointer, not chosen yet. */
  preview: boolean;
}

export interface DayCellProps extends DayFlags {
  day: DayInfo;
  /** Full label for screen readers (date, today, full price). */
  label: string;
  /** Compact price under the number, already formatted. */
  price: string | null;
  /** The one day in the grid reachable with Tab (roving tabindex). */
  tabbable: boolean;
  onChoose: (iso: IsoDate) => void;
  onPoint: (iso: IsoDate) => void;
}

/** One day: a grid cell holding a button; state travels as data-* attributes for the CSS. */
export function DayCell({ day, label, price, tabbable, onChoose, onPoint, ...flags }: DayCellProps) {
  const band = flags.inRange && !(flags.rangeStart && flags.rangeEnd);
  return (
    <td
      role="gridcell"
      className={classes.cell}
      aria-selected={flags.selected}
      data-in-range={band || undefined}
      data-range-start={(band && flags.rangeStart) || undefined}
      data-range-end={(band && flags.rangeEnd) || undefined}
      data-preview={(band && flags.preview) || undefined}
    >
      <UnstyledButton
        className={classes.day}
        data-date={day.iso}
        // Mantine's focus traps (Popover, Modal) land here first when the picker opens.
        data-autofocus={tabbable || undefined}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        aria-disabled={flags.disabled || undefined}
        aria-current={flags.isToday ? 'date' : undefined}
        data-today={flags.isToday || undefined}
        data-selected={flags.selected || undefined}
        data-disabled={flags.disabled || undefined}
        data-weekend={day.isFriday || undefined}
        data-cheapest={(flags.cheapest && !flags.disabled) || undefined}
        onClick={() => onChoose(day.iso)}
        onMouseEnter={() => onPoint(day.iso)}
        onFocus={() => onPoint(day.iso)}
      >
        <span className={classes.number} aria-hidden>
          {toPersianDigits(day.day)}
        </span>
      </UnstyledButton>
      {/* Outside the button: its visible text must stay part of its name (axe label-content-name-mismatch),
          and the label already carries the full price in rials. */}
      {price !== null && (
        <span className={classes.price} aria-hidden>
          {price}
        </span>
      )}
    </td>
  );
}
