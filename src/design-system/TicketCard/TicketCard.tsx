import { Button, Paper, Text } from '@mantine/core';
import { IconDownload, IconPlane } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatJalaliLong } from '../../domain/jalali';
import { formatCode, toPersianDigits } from '../../domain/numbers';
import { formatTehranClock, tehranWallClockOf } from '../../domain/tehran-time';
import { AirlineLogo } from '../AirlineLogo';
import type { TicketData, TicketEndpoint } from './types';
import classes from './TicketCard.module.css';

export interface TicketCardProps {
  ticket: TicketData;
  /** Link to the ticket PDF (Tickets/FlightTicketPdf); the button is hidden without it. */
  pdfHref?: string;
  /** @default 'دانلود بلیت (PDF)' */
  downloadLabel?: ReactNode;
}

/** A Latin code in Persian text: isolated and left to right, so "IR ۴۵۱" never reads "۴۵۱ IR"; its digits Persian like all shown. */
const Code = ({ children }: { children: string }) => <bdi dir="ltr" className={classes.code}>{formatCode(children)}</bdi>;

function Endpoint({ point, side }: { point: TicketEndpoint; side: 'departure' | 'arrival' }) {
  return (
    <div className={classes.endpoint} data-side={side}>
      <Text component="time" dateTime={point.time} fw={700} className={classes.clock}>{formatTehranClock(point.time)}</Text>
      <Text size="sm" fw={500}>{point.cityFa} <Code>{point.airport}</Code></Text>
      {point.airportFa && <Text size="xs" c="dimmed">{point.airportFa}</Text>}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The issued ticket: passenger, PNR and ticket number, route, Jalali date, times, airline, cabin, seat, baggage, PDF. */
export function TicketCard({ ticket, pdfHref, downloadLabel = 'دانلود بلیت (PDF)' }: TicketCardProps) {
  const day = tehranWallClockOf(ticket.departure.time)?.date;
  const baggage = ticket.baggageKg === undefined ? null : ticket.baggageKg > 0 ? `${toPersianDigits(ticket.baggageKg)} کیلوگرم` : 'فقط بار دستی';
  const summary = `بلیت ${ticket.passengerNameFa ?? ticket.passengerName}، ${ticket.departure.cityFa} به ${ticket.arrival.cityFa}`;

  return (
    <Paper component="article" withBorder radius="lg" className={classes.root} aria-label={summary}>
      <header className={classes.header}>
        <AirlineLogo code={ticket.airline.code} name={ticket.airline.name} logoUrl={ticket.airline.logoUrl} size={36} />
        <div className={classes.airline}>
          <Text fw={700} size="sm">{ticket.airline.name}</Text>
          <Text size="xs" c="dimmed">پرواز <Code>{ticket.flightNumber}</Code></Text>
        </div>
        {day && <Text component="time" dateTime={day} size="sm" fw={500} className={classes.date}>{formatJalaliLong(day, { weekday: true })}</Text>}
      </header>

      <div className={classes.route}>
        <Endpoint point={ticket.departure} side="departure" />
        <div className={classes.path} aria-hidden>
          <span className={classes.track} />
          <IconPlane className={classes.plane} size={20} stroke={1.6} />
        </div>
        <Endpoint point={ticket.arrival} side="arrival" />
      </div>

      <dl className={classes.facts}>
        <Fact label="مسافر">
          {ticket.passengerNameFa && <span className={classes.block}>{ticket.passengerNameFa}</span>}
          <Code>{ticket.passengerName}</Code>
        </Fact>
        <Fact label="کد رزرو (PNR)"><Code>{ticket.pnr}</Code></Fact>
        <Fact label="شماره بلیت"><Code>{ticket.ticketNumber}</Code></Fact>
        <Fact label="کلاس پرواز">
          {ticket.cabinLabel}
          {ticket.fareClass && <> (<Code>{ticket.fareClass}</Code>)</>}
        </Fact>
        <Fact label="صندلی">{ticket.seat ? <Code>{ticket.seat}</Code> : 'هنگام پذیرش'}</Fact>
        {baggage && <Fact label="بار مجاز">{baggage}</Fact>}
      </dl>

      {pdfHref && (
        <footer className={classes.footer}>
          <Button component="a" href={pdfHref} download size="md" variant="light" leftSection={<IconDownload size={18} aria-hidden />} className={classes.download}>
            {downloadLabel}
          </Button>
        </footer>
      )}
    </Paper>
  );
}
