import type { KeyboardEvent } from 'react';
import { addDays, weekdayIndex, type IsoDate } from '../../domain/calendar-days';
import { shiftByMonths, type CalendarSystem } from './calendar-systems';

export interface KeyMoveOptions {
  system: CalendarSystem;
  /** Text direction: in RTL the next day sits to the left, so ArrowLeft moves forward. */
  dir: 'rtl' | 'ltr';
}

/** Where a key moves the focused day; null for keys the grid does not handle. */
export function dayAfterKey(key: string, iso: IsoDate, shiftKey: boolean, { system, dir }: KeyMoveOptions): IsoDate | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward: return addDays(iso, 1);
    case backward: return addDays(iso, -1);
    case 'ArrowDown': return addDays(iso, 7);
    case 'ArrowUp': return addDays(iso, -7);
    // Shift+PageUp/PageDown jump a year, as in the WAI-ARIA date picker pattern.
    case 'PageDown': return shiftByMonths(system, iso, shiftKey ? 12 : 1);
    case 'PageUp': return shiftByMonths(system, iso, shiftKey ? -12 : -1);
    case 'Home': return addDays(iso, -weekdayIndex(iso));
    case 'End': return addDays(iso, 6 - weekdayIndex(iso));
    default: return null;
  }
}

export interface CalendarKeyboard extends KeyMoveOptions {
  focused: IsoDate;
  /** Moves the roving focus; the caller clamps to min/max and brings the month into view. */
  moveFocus: (iso: IsoDate) => void;
}

/**
 * Arrow, Page and Home/End handling for the day grid. Enter and Space are the day button's own
 * click (handling them here too would choose twice); Escape is left to the picker.
 */
export function useCalendarKeyboard({ focused, moveFocus, system, dir }: CalendarKeyboard) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = dayAfterKey(event.key, focused, event.shiftKey, { system, dir });
    if (next === null) return;
    event.preventDefault();
    moveFocus(next);
  };
}
