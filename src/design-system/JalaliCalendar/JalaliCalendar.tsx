import { Box, Group, SegmentedControl, Text, useDirection, useMantineTheme, type BoxProps } from '@mantine/core';
import { useMediaQuery, useUncontrolled } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { compareIsoDates, type IsoDate } from '../../domain/calendar-days';
import { tehranToday } from '../../domain/tehran-time';
import {
  addMonths, firstDayOf, lastDayOf, monthOf, monthsBetween, type CalendarSystem, type DayInfo,
} from './calendar-systems';
import { clampDate, compactPrice, COMPACT_PRICE_UNIT, dayAriaLabel, makeIsDisabled, type DisabledDates } from './day-state';
import { MonthGrid } from './MonthGrid';
import { useCalendarKeyboard } from './useCalendarKeyboard';
import classes from './JalaliCalendar.module.css';

/** A range on the calendar; either end may still be open. */
export interface CalendarRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface JalaliCalendarProps extends BoxProps {
  /** The chosen day, ISO 'YYYY-MM-DD'. Ignored when `range` is given. @default null */
  value?: IsoDate | null;
  /** Draws a range instead of one day (the range picker's departure and return). @default null */
  range?: CalendarRange | null;
  /** While a range has a start and no end, preview it up to the day under the pointer or focus. @default false */
  rangePreview?: boolean;
  /** A bookable day was clicked, or chosen with Enter or Space. */
  onChange?: (date: IsoDate) => void;
  /** Today in Tehran; pass a fixed day in stories and tests. @default tehranToday() */
  today?: IsoDate;
  /** Earliest bookable day; earlier days are disabled and the keyboard stops here. @default null */
  minDate?: IsoDate | null;
  /** Latest bookable day. @default null */
  maxDate?: IsoDate | null;
  /** More days that cannot be chosen: a list or a predicate. @default undefined */
  disabledDates?: DisabledDates;
  /** Lowest fare per day in integer rials (CalendarPrices); shown compact under each day, cheapest per month highlighted. @default undefined */
  prices?: Readonly<Record<IsoDate, number>>;
  /** Months side by side. @default 2 from the desktop breakpoint (992 px), otherwise 1 */
  numberOfMonths?: 1 | 2;
  /** Which calendar the grid draws (controlled). Values stay ISO either way. */
  calendar?: CalendarSystem;
  /** Initial calendar when uncontrolled. @default 'jalali' */
  defaultCalendar?: CalendarSystem;
  onCalendarChange?: (calendar: CalendarSystem) => void;
  /** Shows the Jalali/Gregorian switch. @default true */
  withCalendarSwitch?: boolean;
  /** The day whose month shows first when nothing is chosen. @default today */
  defaultMonth?: IsoDate;
  /** Stretch the day columns to the container (mobile sheet, in-page); otherwise days are 44–48 px wide. @default false */
  fullWidth?: boolean;
}

/** The first visible month that keeps `iso` in view, moving as little as possible. */
function viewFor(system: CalendarSystem, viewStart: IsoDate, iso: IsoDate, count: number): IsoDate {
  const first = monthOf(system, viewStart);
  const target = monthOf(system, iso);
  const offset = monthsBetween(first, target);
  if (offset < 0) return firstDayOf(system, target);
  if (offset >= count) return firstDayOf(system, addMonths(target, -(count - 1)));
  return firstDayOf(system, first);
}

const SWITCH_DATA = [
  { value: 'jalali', label: 'شمسی' },
  { value: 'gregorian', label: 'میلادی' },
];

/** Saturday-first Jalali (or Gregorian) month grid with Friday, today, prices and keyboard navigation. */
export function JalaliCalendar(props: JalaliCalendarProps) {
  const {
    value = null, range = null, rangePreview = false, onChange, today, minDate = null, maxDate = null,
    disabledDates, prices, numberOfMonths, calendar, defaultCalendar = 'jalali', onCalendarChange,
    withCalendarSwitch = true, defaultMonth, fullWidth = false, className, ...others
  } = props;
  const todayIso = today ?? tehranToday();
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const count = numberOfMonths ?? (desktop ? 2 : 1);
  const [system, setSystem] = useUncontrolled<CalendarSystem>({
    value: calendar, defaultValue: defaultCalendar, finalValue: 'jalali', onChange: onCalendarChange,
  });
  const bounds = { minDate, maxDate };
  const isDisabled = makeIsDisabled(bounds, disabledDates);
  const anchorDay = range ? range.start : value;
  const anchor = clampDate(anchorDay ?? defaultMonth ?? todayIso, bounds);

  const [focused, setFocused] = useState(anchor);
  const [viewStart, setViewStart] = useState(() => firstDayOf(system, monthOf(system, anchor)));
  const [pointed, setPointed] = useState<IsoDate | null>(null);
  // A new value from outside (cleared, or set by the form) brings its month into view.
  const [seen, setSeen] = useState({ anchorDay, system });
  if (seen.anchorDay !== anchorDay || seen.system !== system) {
    const target = anchorDay !== seen.anchorDay ? anchor : focused;
    setSeen({ anchorDay, system });
    setFocused(target);
    setViewStart(seen.system !== system ? firstDayOf(system, monthOf(system, target)) : viewFor(system, viewStart, target, count));
  }

  const months = Array.from({ length: count }, (_, i) => addMonths(monthOf(system, viewStart), i));
  const lastVisible = lastDayOf(system, months[count - 1]!);
  const visible = compareIsoDates(focused, viewStart) >= 0 && compareIsoDates(focused, lastVisible) <= 0;
  // Roving tabindex: the focused day, or the first day on screen after the month buttons moved away.
  const tabbable = visible ? focused : viewStart;

  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, viewStart]);

  const moveFocus = (iso: IsoDate) => {
    const next = clampDate(iso, bounds);
    focusAfterRender.current = true;
    setFocused(next);
    setViewStart(viewFor(system, viewStart, next, count));
  };
  const onKeyDown = useCalendarKeyboard({ focused: tabbable, moveFocus, system, dir });

  const choose = (iso: IsoDate) => {
    if (isDisabled(iso)) return;
    setFocused(iso);
    onChange?.(iso);
  };

  const shiftView = (delta: number) => setViewStart(firstDayOf(system, addMonths(monthOf(system, viewStart), delta)));
  const canGoBack = !minDate || compareIsoDates(viewStart, minDate) > 0;
  const canGoForward = !maxDate || compareIsoDates(lastVisible, maxDate) < 0;

  const start = range?.start ?? null;
  const chosenEnd = range?.end ?? null;
  const previewEnd = rangePreview && start && !chosenEnd && pointed && compareIsoDates(pointed, start) >= 0 ? pointed : null;
  const end = chosenEnd ?? previewEnd;

  const flagsOf = (day: DayInfo) => ({
    isToday: day.iso === todayIso,
    selected: range ? day.iso === start || day.iso === chosenEnd : day.iso === value,
    disabled: isDisabled(day.iso),
    inRange: !!(start && end && compareIsoDates(day.iso, start) >= 0 && compareIsoDates(day.iso, end) <= 0),
    rangeStart: day.iso === start,
    rangeEnd: day.iso === end,
    preview: previewEnd !== null,
  });
  const priceOf = (day: DayInfo) => {
    const price = prices?.[day.iso];
    return price !== undefined && price > 0 && !isDisabled(day.iso) ? compactPrice(price) : null;
  };

  return (
    <Box
      ref={rootRef}
      className={[classes.root, className].filter(Boolean).join(' ')}
      data-months={count}
      data-with-prices={prices ? true : undefined}
      data-calendar={system}
      data-full-width={fullWidth || undefined}
      {...others}
    >
      {(withCalendarSwitch || prices) && (
        <Group className={classes.toolbar} justify="space-between" gap="xs">
          {withCalendarSwitch && (
            <SegmentedControl
              size="xs"
              aria-label="نوع تقویم"
              data={SWITCH_DATA}
              value={system}
              onChange={(next) => setSystem(next as CalendarSystem)}
            />
          )}
          {prices && (
            <Text size="xs" c="dimmed" className={classes.legend}>
              <span className={classes.swatch} aria-hidden />
              ارزان‌ترین روز · قیمت‌ها به {COMPACT_PRICE_UNIT}
            </Text>
          )}
        </Group>
      )}
      <div className={classes.months}>
        {months.map((month, index) => (
          <MonthGrid
            key={`${month.year}-${month.month}`}
            system={system}
            month={month}
            prices={prices}
            isDisabled={isDisabled}
            flagsOf={flagsOf}
            labelOf={(day, flags) =>
              dayAriaLabel({
                system, iso: day.iso, isToday: flags.isToday, selected: flags.selected,
                price: flags.disabled ? undefined : prices?.[day.iso], isCheapest: flags.cheapest,
              })
            }
            priceOf={priceOf}
            tabbable={tabbable}
            onChoose={choose}
            onPoint={setPointed}
            onKeyDown={onKeyDown}
            onPrevious={index === 0 ? canGoBack && (() => shiftView(-1)) : null}
            onNext={index === count - 1 ? canGoForward && (() => shiftView(1)) : null}
          />
        ))}
      </div>
    </Box>
  );
}
