import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { IconClockHour4, IconPlaneInflight } from '@tabler/icons-react';
import { formatDuration } from '../../domain/duration';
import { formatJalaliLong } from '../../domain/jalali';
import { formatTehranClock, tehranWallClockOf } from '../../domain/tehran-time';
import { AirlineLogo } from '../AirlineLogo';
import type { FlightEndpoint } from '../FlightCard/types';
import { layoverMinutes } from './penalties';
import type { FlightDetailsLeg } from './types';
import classes from './FlightDetails.module.css';

function Stop({ point }: { point: FlightEndpoint }) {
  const day = tehranWallClockOf(point.time)?.date;
  return (
    <div className={classes.stop}>
      <Text component="time" dateTime={point.time} fw={700} size="lg" className={classes.clock}>
        {formatTehranClock(point.time)}
      </Text>
      <div>
        <Text fw={500} size="sm">
          {point.cityFa}، فرودگاه {point.airportFa} <span className={classes.latin}>({point.airport})</span>
        </Text>
        {day && <Text size="xs" c="dimmed">{formatJalaliLong(day, { weekday: true })}</Text>}
      </div>
    </div>
  );
}

function Leg({ leg }: { leg: FlightDetailsLeg }) {
  const facts = [leg.aircraft, leg.cabinLabel, leg.fareClass && `کلاس ${leg.fareClass}`].filter(Boolean);
  return (
    <div className={classes.leg}>
      <div className={classes.legHead}>
        <AirlineLogo code={leg.airline.code} name={leg.airline.name} logoUrl={leg.airline.logoUrl} size={28} />
        <Text fw={700} size="sm">{leg.airline.name}</Text>
        {leg.flightNumber && <Text size="sm" c="dimmed" className={classes.latin}>{leg.flightNumber}</Text>}
        {facts.length > 0 && <Text size="xs" c="dimmed">{facts.join(' · ')}</Text>}
      </div>
      <div className={classes.legBody}>
        <Stop point={leg.departure} />
        <Text size="xs" c="dimmed" className={classes.legDuration}>
          <IconPlaneInflight size={16} aria-hidden className={classes.plane} />
          مدت پرواز {formatDuration(leg.durationMinutes)}
        </Text>
        <Stop point={leg.arrival} />
      </div>
    </div>
  );
}

/** The legs in order, with the layover (and any airport change) between consecutive ones. */
export function LegList({ legs }: { legs: readonly FlightDetailsLeg[] }) {
  return (
    <ol className={classes.legs}>
      {legs.map((leg, i) => {
        const previous = legs[i - 1];
        const wait = previous ? layoverMinutes(previous, leg) : null;
        const changesAirport = previous && previous.arrival.airport !== leg.departure.airport;
        return (
          <Fragment key={`${leg.flightNumber ?? ''}-${leg.departure.time}`}>
            {previous && (
              <li className={classes.layover} data-airport-change={changesAirport || undefined}>
                <IconClockHour4 size={18} aria-hidden />
                <Text size="sm" fw={500}>
                  توقف در {previous.arrival.cityFa}
                  {wait !== null && wait > 0 && `: ${formatDuration(wait)} انتظار`}
                </Text>
                {changesAirport && (
                  <Text size="xs" c="red.9" fw={500}>
                    تغییر فرودگاه از {previous.arrival.airportFa} به {leg.departure.airportFa}
                  </Text>
                )}
              </li>
            )}
            <li>
              <Leg leg={leg} />
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
