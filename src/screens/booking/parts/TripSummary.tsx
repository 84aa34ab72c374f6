import { Badge, Paper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FlightGroup, Proposal } from '../../../contract';
import { AirlineLogo, DurationText, JalaliDateText } from '../../../design-system';
import { CABIN_LABELS, formatTehranClock, toPersianDigits, type Cabin } from '../../../domain';
import { tehranDayOf } from '../../account/parts/order-view';
import classes from './booking.module.css';

/** An airline logo path of the API, through the images service. */
export const airlineLogoUrl = (path: string | undefined) => (path ? `/images/${path}?rmode=max&width=64&height=64` : undefined);

function GroupRow({ group, label, pnr }: { group: FlightGroup; label?: string; pnr?: string | null }) {
  const stops = group.Stops > 0 ? `${toPersianDigits(group.Stops)} توقف` : 'بدون توقف';
  return (
    <div className={classes.group}>
      <div className={classes.groupHead}>
        <AirlineLogo code={group.MarketingAirlineCode} name={group.MarketingAirlineName} logoUrl={airlineLogoUrl(group.MarketingAirlineLogo)} />
        <div className={classes.grow}>
          <Text size="sm" fw={500}>{label ? `${label}: ` : ''}{group.MarketingAirlineName}</Text>
          <Text size="xs" c="dimmed">
            پرواز <bdi dir="ltr">{group.FlightNumber}</bdi> · {CABIN_LABELS[group.CabinType as Cabin]} · {stops}
          </Text>
        </div>
        {pnr && <Badge variant="light" size="lg">کد رزرو <bdi dir="ltr">{pnr}</bdi></Badge>}
      </div>
      <div className={classes.route}>
        <div>
          <Text fw={700} size="lg">{formatTehranClock(group.DepartureTime)}</Text>
          <Text size="sm">{group.OriginFa} <bdi dir="ltr" className={classes.code}>{group.Origin}</bdi></Text>
        </div>
        <div className={classes.line} aria-hidden>
          <DurationText minutes={group.Duration} size="xs" c="dimmed" />
          <IconArrowLeft size={16} />
        </div>
        <div className={classes.end}>
          <Text fw={700} size="lg">{formatTehranClock(group.ArrivalTime)}</Text>
          <Text size="sm">{group.DestinationFa} <bdi dir="ltr" className={classes.code}>{group.Destination}</bdi></Text>
        </div>
      </div>
      <JalaliDateText date={tehranDayOf(group.DepartureTime)} format="long" size="sm" c="dimmed" />
    </div>
  );
}

export interface TripPart {
  proposal: Proposal;
  /** The airline's booking reference once issued. */
  pnr?: string | null;
}

/** The chosen flights, outbound then returning: airline, flight number, times, route and day. */
export function TripSummary({ parts, title = 'پرواز انتخابی' }: { parts: readonly TripPart[]; title?: string }) {
  const roundTrip = parts.length === 2 && parts[1]!.proposal.isReturning;
  return (
    <Paper withBorder radius="md" component="section" aria-label={title} className={classes.trip}>
      <Text fw={700}>{title}</Text>
      {parts.flatMap((part, i) => part.proposal.FlightGroups.map((group, g) => (
        <GroupRow key={`${i}-${g}`} group={group} pnr={g === 0 ? part.pnr : null}
          label={roundTrip ? (part.proposal.isReturning ? 'برگشت' : 'رفت') : parts.length > 1 || part.proposal.FlightGroups.length > 1 ? `پرواز ${toPersianDigits(i + g + 1)}` : undefined} />
      )))}
    </Paper>
  );
}
