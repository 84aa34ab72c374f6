import { Text } from '@mantine/core';
import { IconPlane } from '@tabler/icons-react';
import { diffDays } from '../../domain/calendar-days';
import { formatDuration } from '../../domain/duration';
import { formatJalaliLong } from '../../domain/jalali';
import { toPersianDigits } from '../../domain/numbers';
import { stopsTitle } from '../../domain/proposal-filters';
import { formatTehranClock, tehranWallClockOf } from '../../domain/tehran-time';
import { AirlineLogo } from '../AirlineLogo';
import type { FlightEndpoint, FlightLegSummary } from './types';
import classes from './FlightRow.module.css';

/** Days between departure and arrival on Tehran's calendar: an overnight flight lands "+۱". */
function dayShift(from: string, to: string): number {
  const a = tehranWallClockOf(from);
  const b = tehranWallClockOf(to);
  return a && b ? diffDays(a.date, b.date) : 0;
}

function Endpoint({ point, side, shift = 0 }: { point: FlightEndpoint; side: 'departure' | 'arrival'; shift?: number }) {
  return (
    <div className={classes.endpoint} data-side={side}>
      <Text component="time" dateTime={point.time} className={classes.clock} fw={700}>
        {formatTehranClock(point.time)}
        {shift > 0 && (
          <span className={classes.shift} title={`${toPersianDigits(shift)} روز بعد`}>
            +{toPersianDigits(shift)}
          </span>
        )}
      </Text>
      <Text size="sm" c="dimmed" className={classes.place}>
        {point.cityFa} <span className={classes.iata}>{point.airport}</span>
      </Text>
    </div>
  );
}

export interface FlightRowProps {
  leg: FlightLegSummary;
  /** "رفت" / "برگشت" on a round-trip card, which also shows the row's airline and date. */
  label?: string;
}

/** Departure on the inline start, arrival on the inline end, duration and stops on the path between. */
export function FlightRow({ leg, label }: FlightRowProps) {
  const shift = dayShift(leg.departure.time, leg.arrival.time);
  const departureDay = tehranWallClockOf(leg.departure.time)?.date;
  return (
    <div className={classes.row} data-compact={label ? true : undefined}>
      {label && (
        <div className={classes.rowHead}>
          <AirlineLogo code={leg.airline.code} name={leg.airline.name} logoUrl={leg.airline.logoUrl} size={24} />
          <Text size="sm" fw={700}>{label}</Text>
          <Text size="sm" c="dimmed">
            {leg.airline.name}
            {departureDay && ` · ${formatJalaliLong(departureDay, { year: false, weekday: true })}`}
          </Text>
        </div>
      )}
      <div className={classes.times}>
        <Endpoint point={leg.departure} side="departure" />
        <div className={classes.path}>
          <Text size="xs" c="dimmed">{formatDuration(leg.durationMinutes)}</Text>
          <div className={classes.line} aria-hidden>
            <span className={classes.dot} />
            <span className={classes.track} data-stops={leg.stops > 0 || undefined} />
            <IconPlane className={classes.plane} size={18} stroke={1.6} />
          </div>
          <Text size="xs" c={leg.stops > 0 ? 'accent.9' : 'teal.9'} fw={500}>
            {stopsTitle(leg.stops + 1)}
          </Text>
        </div>
        <Endpoint point={leg.arrival} side="arrival" shift={shift} />
      </div>
    </div>
  );
}
