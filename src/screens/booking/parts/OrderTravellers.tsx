import { Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { toPersianDigits } from '../../../domain';
import bookingClasses from './booking.module.css';

/** A booked traveller as a CIP or tour order lists them. */
export interface OrderTraveller {
  id: string;
  firstNameFa?: string | null;
  lastNameFa?: string | null;
  firstNameEn: string;
  lastNameEn: string;
  nationalCode?: string | null;
  passportNumber?: string | null;
}

/** The Persian name when given, else the Latin one. */
export const orderTravellerName = (p: Pick<OrderTraveller, 'firstNameFa' | 'lastNameFa' | 'firstNameEn' | 'lastNameEn'>) =>
  [p.firstNameFa, p.lastNameFa].filter(Boolean).join(' ') || `${p.firstNameEn} ${p.lastNameEn}`;

/** The travellers as the desk will look them up: name, how they are counted, Latin name and identity. */
export function OrderTravellers<T extends OrderTraveller>({ travellers, kindOf }: { travellers: readonly T[]; kindOf: (t: T) => string }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId} mb="sm">مسافران</Title>
      <ul className={bookingClasses.people}>
        {travellers.map((p) => (
          <li key={p.id}>
            <Text fw={500}>{orderTravellerName(p)} <Text span size="sm" c="dimmed">({kindOf(p)})</Text></Text>
            <Text size="sm" c="dimmed">
              <bdi dir="ltr">{`${p.firstNameEn} ${p.lastNameEn}`}</bdi>،{' '}
              {p.nationalCode ? <>کد ملی <bdi>{toPersianDigits(p.nationalCode)}</bdi></> : <>گذرنامه <bdi dir="ltr">{p.passportNumber}</bdi></>}
            </Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
