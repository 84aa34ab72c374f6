import { Paper, Text, Title } from '@mantine/core';
import type { CipOrderDetails } from '../../../contract';
import { formatJalaliLong, toPersianDigits, type IsoDate } from '../../../domain';
import { CIP_FLIGHT_TIME_LABELS, CIP_KIND_LABELS, type CipKind } from '../../../domain/cip';
import { wallClockOf } from './cip-order-view';

export interface CipSummaryProps {
  airport: { code: string; nameFa: string; cityFa: string; loungeFa: string };
  kind: CipKind;
  date: IsoDate;
  time: string;
  /** «ایران‌ایر IR451» or the code alone. */
  flightFa: string;
  /** «۲ بزرگسال، ۱ کودک». */
  partyFa: string;
  /** When to be there, when known: «۰۵:۳۰». */
  meetFa?: string | null;
  meetingPointFa?: string | null;
}

/** The service at the top of every booking step: airport and lounge, kind, flight, day and time, the party. */
export function CipSummary({ airport, kind, date, time, flightFa, partyFa, meetFa, meetingPointFa }: CipSummaryProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cip-summary">
      <Title order={2} size="h5" id="cip-summary">CIP {CIP_KIND_LABELS[kind]} فرودگاه {airport.nameFa} <bdi dir="ltr">({airport.code})</bdi></Title>
      <Text size="sm" c="dimmed">{airport.cityFa}، {airport.loungeFa}</Text>
      <Text size="sm" mt={4}>
        پرواز <bdi dir="ltr">{flightFa}</bdi>، <time dateTime={date}>{formatJalaliLong(date, { weekday: true })}</time>،
        {' '}{CIP_FLIGHT_TIME_LABELS[kind]} {toPersianDigits(time)}
      </Text>
      <Text size="sm">{partyFa}</Text>
      {meetFa && <Text size="sm" fw={600}>زمان حضور: ساعت {toPersianDigits(meetFa)}{meetingPointFa ? `، ${meetingPointFa}` : ''}</Text>}
    </Paper>
  );
}

/** «۲ بزرگسال، ۱ کودک»: the party's kinds with travellers. */
export function partyFaOf(party: { adults: number; children: number; infants: number }): string {
  return [[party.adults, 'بزرگسال'], [party.children, 'کودک'], [party.infants, 'نوزاد']]
    .filter(([n]) => Number(n) > 0).map(([n, w]) => `${toPersianDigits(n!)} ${w}`).join('، ');
}

/** A booked order's summary: the same card, from the order's own facts. */
export function OrderCipSummary({ order }: { order: CipOrderDetails }) {
  const party = {
    adults: order.passengers.filter((p) => p.passengerType === 1).length,
    children: order.passengers.filter((p) => p.passengerType === 2).length,
    infants: order.passengers.filter((p) => p.passengerType === 3).length,
  };
  return (
    <CipSummary airport={order.airport} kind={order.kind} date={order.flight.date} time={order.flight.time}
      flightFa={`${order.flight.airlineNameFa} ${order.flight.airlineCode}${order.flight.flightNumber}`.trim()} partyFa={partyFaOf(party)}
      meetFa={wallClockOf(order.meetAt).time} meetingPointFa={order.meetingPointFa} />
  );
}
