import { Button, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import { formatTehranClock } from '../../domain/tehran-time';
import { AirlineLogo } from '../AirlineLogo';
import { PriceText } from '../PriceText';
import { FlightRow } from './FlightRow';
import { FEW_SEATS_THRESHOLD, seatState } from './seats';
import type { FlightCardData } from './types';
import classes from './FlightCard.module.css';

export interface FlightCardProps {
  /** What to show: the screen maps an API proposal to this view model. */
  flight: FlightCardData;
  /** Called by the select button; sold-out cards have none. */
  onSelect?: () => void;
  /** When given, a "جزئیات پرواز" button calls it (the screen decides where details open). */
  onShowDetails?: () => void;
  /** Seats at or below this count show the few-seats warning. @default 3 */
  fewSeatsThreshold?: number;
  /** Shows a spinner on the select button while the choice is being saved. @default false */
  selecting?: boolean;
}

/** One flight proposal in the results list: airline, times, stops, type, seats, prices, select. */
export function FlightCard({ flight, onSelect, onShowDetails, fewSeatsThreshold = FEW_SEATS_THRESHOLD, selecting = false }: FlightCardProps) {
  const seats = seatState(flight.seatsLeft, fewSeatsThreshold);
  const soldOut = seats === 'sold-out';
  const multiCity = (flight.onward?.length ?? 0) > 0;
  // Both shapes show each flight as a compact row with its own airline.
  const roundTrip = Boolean(flight.returning) || multiCity;
  const clock = formatTehranClock(flight.departure.time);
  const summary = `${flight.airline.name}، ${flight.departure.cityFa} به ${flight.arrival.cityFa}، ساعت ${clock}`;
  // The total only adds information when it is for more than one adult.
  const showTotal = Boolean(flight.passengersLabel) || flight.totalPrice !== flight.pricePerAdult;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.root}
      aria-label={summary}
      data-sold-out={soldOut || undefined}
      data-few-seats={seats === 'few' || undefined}
      data-charter={flight.isCharter || undefined}
      data-round-trip={roundTrip || undefined}
      data-multi-city={multiCity || undefined}
    >
      <div className={classes.inner}>
        {!roundTrip && (
          <div className={classes.airline}>
            <AirlineLogo code={flight.airline.code} name={flight.airline.name} logoUrl={flight.airline.logoUrl} size={36} />
            <div>
              <Text fw={700} size="sm">{flight.airline.name}</Text>
              {flight.flightNumber && (
                <Text size="xs" c="dimmed" className={classes.latin}>{flight.flightNumber}</Text>
              )}
            </div>
          </div>
        )}

        <div className={classes.tags}>
          <span className={classes.tag} data-kind={flight.isCharter ? 'charter' : 'system'}>
            {flight.isCharter ? 'چارتر' : 'سیستمی'}
          </span>
          {flight.cabinLabel && <span className={classes.tag}>{flight.cabinLabel}</span>}
        </div>

        <div className={classes.rows}>
          {multiCity ? (
            [flight, ...flight.onward!].map((leg, i) => (
              <FlightRow key={i} leg={leg} label={`پرواز ${toPersianDigits(i + 1)}`} />
            ))
          ) : flight.returning ? (
            <>
              <FlightRow leg={flight} label="رفت" />
              <FlightRow leg={flight.returning} label="برگشت" />
            </>
          ) : (
            <FlightRow leg={flight} />
          )}
        </div>

        <div className={classes.aside}>
          <div className={classes.price}>
            <Text size="xs" c="dimmed">قیمت هر بزرگسال</Text>
            <PriceText amount={flight.pricePerAdult} size="xl" c={soldOut ? 'dimmed' : 'accent.9'} />
            {showTotal && (
              <Text size="xs" c="dimmed">
                {flight.passengersLabel ? `مجموع ${flight.passengersLabel}: ` : 'مجموع: '}
                <PriceText amount={flight.totalPrice} size="xs" fw={500} />
              </Text>
            )}
          </div>

          <div className={classes.actions}>
            {seats === 'few' && (
              <Text size="sm" c="red.9" fw={500} className={classes.seats}>
                <IconAlertTriangle size={16} aria-hidden />
                فقط {toPersianDigits(flight.seatsLeft)} صندلی باقی مانده
              </Text>
            )}
            {soldOut ? (
              <span className={classes.soldOut}>تکمیل ظرفیت</span>
            ) : (
              <Button
                size="md"
                className={classes.select}
                onClick={onSelect}
                loading={selecting}
                aria-label={`انتخاب پرواز ${flight.airline.name} ساعت ${clock}`}
              >
                انتخاب پرواز
              </Button>
            )}
            {onShowDetails && (
              <Button variant="subtle" size="sm" className={classes.details}
                onClick={onShowDetails}
                aria-label={`جزئیات پرواز ${flight.airline.name} ساعت ${clock}`}
              >
                جزئیات پرواز
              </Button>
            )}
          </div>
        </div>
      </div>
    </Paper>
  );
}
