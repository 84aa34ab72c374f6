import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { IsoDate } from '../../domain/calendar-days';
import { formatJalaliLong, isoToJalali, jalaliMonthName } from '../../domain/jalali';
import { formatMoney } from '../../domain/money';
import { toPersianDigits } from '../../domain/numbers';
import { useCenterInScroll } from '../FlexibleDatesGrid';
import { PriceText } from '../PriceText';
import { ChartLegend } from '../chart-legend/ChartLegend';
import classes from './PriceGraph.module.css';

/** One day of the graph. */
export interface PriceGraphDay {
  /** ISO 'YYYY-MM-DD' (shown in Jalali). */
  date: IsoDate;
  /** Cheapest one-way price that day, integer rials; null (or 0): nothing for sale, drawn as a gap. */
  price: number | null;
  /** Among the lowest prices of the graph (ties all marked). */
  cheapest: boolean;
}

export interface PriceGraphProps {
  /** The days in order, earliest first (usually the next 60). */
  days: PriceGraphDay[];
  /** The searched departure day, ISO 'YYYY-MM-DD': its bar is marked and in view. */
  searchedDate: IsoDate;
  /** Called with the day a traveller picks. */
  onSelect: (date: IsoDate) => void;
  /** Prices are on their way: placeholder bars. @default false */
  loading?: boolean;
  /** A Persian message instead of the graph (the prices could not be loaded). */
  error?: string | null;
}

/** The lowest bar's share of the plot's height, so the cheapest day still reads as a bar. */
const FLOOR = 0.15;

/** A bar's height as a share (0–1) of the plot: the floor at the lowest price, full at the highest. */
export function barSize(price: number, min: number, max: number): number {
  if (max <= min) return 0.6;
  return FLOOR + ((1 - FLOOR) * (price - min)) / (max - min);
}

const priced = (day: PriceGraphDay): day is PriceGraphDay & { price: number } => typeof day.price === 'number' && day.price > 0;
const longDay = (date: IsoDate) => formatJalaliLong(date, { weekday: true, year: true });

function ErrorBox({ message }: { message: string }) {
  return (
    <div className={classes.error} role="alert">
      <IconAlertCircle size={20} aria-hidden />
      <Text size="sm">{message}</Text>
    </div>
  );
}

/**
 * The next days' cheapest one-way price as bars: a day without flights is a gap, the searched day
 * and the cheapest are marked (colour and a sign, with a legend), Jalali months label the axis, and
 * the lowest and highest price head the graph. Each bar is a button; the hovered or focused day is
 * written out above the plot. One bar is in the tab order; the arrow keys move between days (Home
 * and End to the ends). On a phone the bars scroll sideways inside the graph.
 */
export function PriceGraph({ days, searchedDate, onSelect, loading = false, error }: PriceGraphProps) {
  const hintId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bars = useRef(new Map<IsoDate, HTMLButtonElement>());
  const [hovered, setHovered] = useState<IsoDate | null>(null);
  const [focused, setFocused] = useState<IsoDate | null>(null);
  const [rover, setRover] = useState<IsoDate | null>(null);

  const pricedDays = days.filter(priced);
  const prices = pricedDays.map((d) => d.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const searchedPriced = pricedDays.some((d) => d.date === searchedDate);
  // The bar in the tab order: the last one focused, else the searched day, else the first priced.
  const tabStop = rover && pricedDays.some((d) => d.date === rover) ? rover : searchedPriced ? searchedDate : pricedDays[0]?.date;

  // On a phone, the searched day in the middle of the graph's own scroll.
  useCenterInScroll(scrollerRef, '[data-searched]', `${searchedDate}|${loading}|${days.length}|${Boolean(error)}`);

  if (error) return <ErrorBox message={error} />;

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    const at = pricedDays.findIndex((d) => d.date === current);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = Math.min(Math.max(at + step, 0), pricedDays.length - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = pricedDays.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const date = pricedDays[next]!.date;
    setRover(date);
    bars.current.get(date)?.focus();
  };

  const shown = hovered ?? focused ?? searchedDate;
  const shownDay = days.find((d) => d.date === shown);

  return (
    <figure className={classes.root} data-loading={loading || undefined} aria-busy={loading || undefined}>
      <figcaption className={classes.head}>
        <Text component="span" fw={700} size="sm">
          ارزان‌ترین قیمت یک‌طرفه در {toPersianDigits(loading ? 60 : days.length)} روز آینده
        </Text>
        {!loading && prices.length > 0 && (
          <span className={classes.range}>
            <span>کمترین: <PriceText amount={min} size="xs" fw={700} c="inherit" /></span>
            <span>بیشترین: <PriceText amount={max} size="xs" fw={700} c="inherit" /></span>
          </span>
        )}
      </figcaption>

      {!loading && (
        <p className={classes.readout} data-hovered={hovered || focused ? true : undefined}>
          {shownDay ? (
            <>
              <span className={classes.readoutDate}>{longDay(shownDay.date)}</span>
              {priced(shownDay) ? <PriceText amount={shownDay.price} size="sm" c="accent.9" /> : <span className={classes.none}>بدون پرواز</span>}
              {shownDay.date === searchedDate && <span className={classes.tag} data-kind="searched">روز جست‌وجو</span>}
              {shownDay.cheapest && priced(shownDay) && <span className={classes.tag} data-kind="cheapest">ارزان‌ترین</span>}
            </>
          ) : (
            <span className={classes.none}>روی ستون هر روز بروید تا قیمتش را ببینید.</span>
          )}
        </p>
      )}

      {!loading && prices.length === 0 ? (
        <Text size="sm" c="dimmed" className={classes.empty}>در این روزها بلیتی برای فروش پیدا نشد.</Text>
      ) : (
        <div className={classes.scroller} ref={scrollerRef}>
          <VisuallyHidden id={hintId}>با کلیدهای پیکان به روز قبل و بعد بروید.</VisuallyHidden>
          <ol className={classes.bars} aria-label="قیمت هر روز" onKeyDown={onKeyDown} onMouseLeave={() => setHovered(null)}>
            {(loading ? placeholderDays(days) : days).map((day, i) => {
              const j = isoToJalaliSafe(day.date);
              // The first day names its month unless the next month starts within days (the labels would overlap).
              const monthStart = j !== null && (j.day === 1 || (i === 0 && j.day < 27));
              const searched = day.date === searchedDate;
              const axis = (
                <span className={classes.axis} data-month-start={monthStart || undefined} aria-hidden="true">
                  {monthStart && j ? jalaliMonthName(j.month) : ''}
                </span>
              );
              if (loading) {
                return (
                  <li key={day.date} className={classes.column}>
                    <span className={classes.plot}>
                      <Skeleton className={classes.skeleton} style={{ '--bar-size': `${30 + ((i * 37) % 55)}%` } as CSSProperties} />
                    </span>
                    {axis}
                  </li>
                );
              }
              if (!priced(day)) {
                return (
                  <li key={day.date} className={classes.column} data-gap data-searched={searched || undefined} onMouseEnter={() => setHovered(day.date)}>
                    <span className={classes.plot} />
                    <VisuallyHidden>{`${longDay(day.date)}: بدون پرواز`}</VisuallyHidden>
                    {axis}
                  </li>
                );
              }
              const label = `${longDay(day.date)}: ${formatMoney(day.price).text}`
                + (day.cheapest ? '، ارزان‌ترین' : '') + (searched ? '، روز جست‌وجو' : '');
              return (
                <li key={day.date} className={classes.column} onMouseEnter={() => setHovered(day.date)}>
                  <UnstyledButton
                    ref={(el: HTMLButtonElement | null) => {
                      if (el) bars.current.set(day.date, el);
                      else bars.current.delete(day.date);
                    }}
                    className={classes.plot}
                    data-date={day.date}
                    data-searched={searched || undefined}
                    data-cheapest={day.cheapest || undefined}
                    data-active={shown === day.date || undefined}
                    aria-label={label}
                    aria-describedby={hintId}
                    aria-current={searched ? 'date' : undefined}
                    tabIndex={day.date === tabStop ? 0 : -1}
                    onFocus={() => { setFocused(day.date); setRover(day.date); }}
                    onBlur={() => setFocused(null)}
                    onClick={() => onSelect(day.date)}
                  >
                    <span className={classes.bar} style={{ '--bar-size': `${(barSize(day.price, min, max) * 100).toFixed(1)}%` } as CSSProperties} />
                  </UnstyledButton>
                  {axis}
                </li>
              );
            })}
          </ol>
        </div>
      )}

      {!loading && prices.length > 0 && (
        <ChartLegend label="راهنمای نمودار" swatchClassName={classes.swatch} items={[{ kind: 'searched', text: 'روز جست‌وجو' }, { kind: 'cheapest', text: 'ارزان‌ترین' }, { kind: 'gap', text: 'جای خالی: بدون پرواز' }]} />
      )}
    </figure>
  );
}

function isoToJalaliSafe(date: IsoDate) {
  try {
    return isoToJalali(date);
  } catch {
    return null;
  }
}

/** While loading without days, 60 placeholder columns (keys only; no dates are shown). */
function placeholderDays(days: PriceGraphDay[]): PriceGraphDay[] {
  if (days.length > 0) return days;
  return Array.from({ length: 60 }, (_, i) => ({ date: `placeholder-${i}`, price: null, cheapest: false }));
}
