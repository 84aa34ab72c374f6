import { useId, useRef } from 'react';
import { Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { compareIsoDates, weekdayIndex, type IsoDate } from '../../domain/calendar-days';
import { formatJalaliLong, WEEKDAY_NAMES } from '../../domain/jalali';
import { formatMoney } from '../../domain/money';
import { useCenterInScroll } from './center-in-scroll';
import { formatMillionsOfRials } from './compact-price';
import { ChartLegend } from '../chart-legend/ChartLegend';
import classes from './FlexibleDatesGrid.module.css';

/** One departure × return pair. */
export interface FlexibleDatesCellData {
  departureDate: IsoDate;
  returnDate: IsoDate;
  /** Cheapest round trip for the party, integer rials; null: either day has nothing for sale. */
  price: number | null;
  /** Among the grid's lowest prices (ties all marked). */
  cheapest: boolean;
}

export interface FlexibleDatesGridProps {
  /** The rows: departure days, ISO 'YYYY-MM-DD', earliest first. */
  departureDates: IsoDate[];
  /** The columns: return days, ISO 'YYYY-MM-DD', earliest first. */
  returnDates: IsoDate[];
  /** One per departure × return with the return on or after the departure; a missing pair is impossible. */
  cells: FlexibleDatesCellData[];
  /** The pair the results are for: outlined. */
  searched: { departureDate: IsoDate; returnDate: IsoDate };
  /** Called with the pair a traveller picks. */
  onSelect: (departureDate: IsoDate, returnDate: IsoDate) => void;
  /** Prices are on their way: placeholders in the cells. @default false */
  loading?: boolean;
  /** A Persian message instead of the grid (the prices could not be loaded). */
  error?: string | null;
}

const PLACEHOLDER_DAYS = 7;
const key = (departure: IsoDate, ret: IsoDate) => `${departure}|${ret}`;
const longDay = (date: IsoDate) => formatJalaliLong(date, { weekday: true, year: true });

function DayHeader({ date, scope }: { date: IsoDate; scope: 'row' | 'col' }) {
  return (
    <th scope={scope} className={scope === 'col' ? classes.colHead : classes.rowHead}>
      <time dateTime={date} className={classes.day}>
        <span className={classes.weekday}>{WEEKDAY_NAMES[weekdayIndex(date)]}</span>
        <span className={classes.date}>{formatJalaliLong(date, { year: false })}</span>
      </time>
    </th>
  );
}

/**
 * Round-trip prices for departure days (rows) × return days (columns) around the searched pair. Each
 * priced pair is a button; the cheapest say so in words, the searched pair is outlined, a return before
 * its departure is an empty, unfocusable cell. Prices are millions of rials with one decimal (the
 * caption says so; each button's label carries the whole price). On a phone the table scrolls sideways
 * inside its own box with the departure column pinned.
 */
export function FlexibleDatesGrid({ departureDates, returnDates, cells, searched, onSelect, loading = false, error }: FlexibleDatesGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const hintId = useId();
  // On a phone, the searched pair in the middle of the table's own scroll.
  useCenterInScroll(scrollerRef, 'td[data-searched]', `${searched.departureDate}|${searched.returnDate}|${loading}|${departureDates.length}|${returnDates.length}|${Boolean(error)}`);

  if (error) {
    return (
      <div className={classes.error} role="alert" data-error>
        <IconAlertCircle size={20} aria-hidden />
        <Text size="sm">{error}</Text>
      </div>
    );
  }

  const byPair = new Map(cells.map((cell) => [key(cell.departureDate, cell.returnDate), cell]));
  const placeholders = loading && (departureDates.length === 0 || returnDates.length === 0);
  const rows = placeholders ? Array.from({ length: PLACEHOLDER_DAYS }, (_, i) => `row-${i}`) : departureDates;
  const cols = placeholders ? Array.from({ length: PLACEHOLDER_DAYS }, (_, i) => `col-${i}`) : returnDates;

  return (
    <div className={classes.root} data-loading={loading || undefined} aria-busy={loading || undefined}>
      {/* The caption stays put above the sideways scroll, so it is the table's label rather than its <caption>. */}
      <div className={classes.caption}>
        <span id={captionId}>قیمت کل رفت و برگشت، به میلیون ریال</span>
        <span id={hintId} className={classes.captionHint}>ردیف‌ها روز رفت و ستون‌ها روز برگشت‌اند.</span>
        {loading && <VisuallyHidden>قیمت‌ها در راه‌اند.</VisuallyHidden>}
      </div>
      <div ref={scrollerRef} className={classes.scroller} role="region" aria-label="جدول قیمت روزهای رفت و برگشت" tabIndex={0}>
        <table className={classes.table} aria-labelledby={captionId} aria-describedby={hintId}>
          <thead>
            <tr>
              <td className={classes.corner}>
                <span aria-hidden="true" className={classes.cornerText}>
                  <span>برگشت ←</span>
                  <span>رفت ↓</span>
                </span>
              </td>
              {cols.map((ret) => placeholders
                ? <th key={ret} scope="col" className={classes.colHead}><Skeleton height={28} width={48} mx="auto" aria-hidden /><VisuallyHidden>روز برگشت</VisuallyHidden></th>
                : <DayHeader key={ret} date={ret} scope="col" />)}
            </tr>
          </thead>
          <tbody>
            {rows.map((departure) => (
              <tr key={departure}>
                {placeholders
                  ? <th scope="row" className={classes.rowHead}><Skeleton height={28} width={56} aria-hidden /><VisuallyHidden>روز رفت</VisuallyHidden></th>
                  : <DayHeader date={departure} scope="row" />}
                {cols.map((ret) => {
                  if (placeholders) return <td key={ret} className={classes.cell}><Skeleton height={36} aria-hidden /></td>;
                  const cell = byPair.get(key(departure, ret));
                  const impossible = compareIsoDates(ret, departure) < 0 || !cell;
                  const isSearched = departure === searched.departureDate && ret === searched.returnDate;
                  if (impossible) return <td key={ret} className={classes.cell} data-impossible />;
                  if (loading) {
                    return (
                      <td key={ret} className={classes.cell} data-searched={isSearched || undefined}>
                        <Skeleton height={36} aria-hidden />
                      </td>
                    );
                  }
                  if (cell.price === null) {
                    return (
                      <td key={ret} className={classes.cell} data-no-flights data-searched={isSearched || undefined}>
                        <span aria-hidden="true">—</span>
                        <VisuallyHidden>بدون پرواز</VisuallyHidden>
                      </td>
                    );
                  }
                  const label = `رفت ${longDay(departure)}، برگشت ${longDay(ret)}: ${formatMoney(cell.price).text}`
                    + (cell.cheapest ? '، ارزان‌ترین' : '') + (isSearched ? '، جست‌وجوی فعلی' : '');
                  return (
                    <td key={ret} className={classes.cell} data-cheapest={cell.cheapest || undefined} data-searched={isSearched || undefined}>
                      {/* Named by its whole sentence; the compact figure is for the eye only. */}
                      <UnstyledButton
                        className={classes.price}
                        aria-current={isSearched ? 'true' : undefined}
                        data-cheapest={cell.cheapest || undefined}
                        data-searched={isSearched || undefined}
                        onClick={() => onSelect(departure, ret)}
                      >
                        <VisuallyHidden>{label}</VisuallyHidden>
                        <span className={classes.amount} aria-hidden="true">{formatMillionsOfRials(cell.price)}</span>
                        {cell.cheapest && <span className={classes.cheapestTag} aria-hidden="true">ارزان‌ترین</span>}
                      </UnstyledButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChartLegend label="راهنمای جدول" swatchClassName={classes.swatch} items={[{ kind: 'cheapest', text: 'ارزان‌ترین' }, { kind: 'searched', text: 'جست‌وجوی شما' }, { kind: 'impossible', text: 'برگشت پیش از رفت' }]} />
    </div>
  );
}
