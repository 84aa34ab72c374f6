import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { PASSENGER_KIND_LABELS, PassengerKind } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';
import { LegList } from './LegList';
import { RefundRules } from './RefundRules';
import type { BaggageAllowance, FlightDetailsData } from './types';
import classes from './FlightDetails.module.css';

export interface FlightDetailsProps {
  /** What to show: the screen maps the API's flight detail to this view model. */
  flight: FlightDetailsData;
  /** Heading above the legs, e.g. "پرواز رفت". @default 'مسیر پرواز' */
  title?: string;
  /** Heading level of the section titles, to fit the page's outline. @default 3 */
  headingOrder?: 3 | 4 | 5;
}

function Section({ title, order, children }: { title: string; order: 3 | 4 | 5; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <Title order={order} size="h5">{title}</Title>
      {children}
    </section>
  );
}

const BAGGAGE_KINDS = [
  ['adult', PassengerKind.Adult],
  ['child', PassengerKind.Child],
  ['infant', PassengerKind.Infant],
] as const;

function Baggage({ baggage }: { baggage?: BaggageAllowance }) {
  const rows = BAGGAGE_KINDS.filter(([key]) => baggage?.[key] !== undefined);
  if (rows.length === 0) return <Text size="sm" c="dimmed">بار مجاز این پرواز اعلام نشده است.</Text>;
  return (
    <dl className={classes.baggage}>
      {rows.map(([key, kind]) => (
        <div key={key} className={classes.baggageItem}>
          <dt>{PASSENGER_KIND_LABELS[kind]}</dt>
          <dd>{baggage?.[key] ? `${toPersianDigits(baggage[key])} کیلوگرم` : 'بدون بار'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A flight's legs and layovers, baggage, refund penalties and fare rules. */
export function FlightDetails({ flight, title = 'مسیر پرواز', headingOrder = 3 }: FlightDetailsProps) {
  return (
    <div className={classes.root} data-charter={flight.isCharter || undefined} data-refundable={flight.refundable || undefined}>
      <Section title={title} order={headingOrder}>
        <LegList legs={flight.legs} />
      </Section>
      <Section title="بار مجاز" order={headingOrder}>
        <Baggage baggage={flight.baggage} />
      </Section>
      <Section title="قوانین استرداد" order={headingOrder}>
        <RefundRules refundable={flight.refundable} isCharter={flight.isCharter} penalties={flight.refundPenalties} />
      </Section>
      {flight.fareRules && flight.fareRules.length > 0 && (
        <Section title="قوانین نرخ" order={headingOrder}>
          <ul className={classes.rules}>
            {flight.fareRules.map((rule) => (
              <li key={rule}>
                {/* The airline's own text, at times English: isolated, it keeps its own direction. */}
                <Text size="sm"><bdi>{rule}</bdi></Text>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
