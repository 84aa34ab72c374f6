import { Paper, Text, Title } from '@mantine/core';
import type { CipOrderDetails } from '../../../contract';
import { PASSENGER_KIND_LABELS, toPersianDigits } from '../../../domain';
import bookingClasses from '../../booking/parts/booking.module.css';
import { travellerName } from './cip-order-view';

/** The travellers as the CIP desk will look them up. */
export function TravellerList({ order }: { order: Pick<CipOrderDetails, 'passengers'> }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cip-travellers">
      <Title order={2} size="h5" id="cip-travellers" mb="sm">مسافران</Title>
      <ul className={bookingClasses.people}>
        {order.passengers.map((p) => (
          <li key={p.id}>
            <Text fw={500}>{travellerName(p)} <Text span size="sm" c="dimmed">({PASSENGER_KIND_LABELS[p.passengerType]})</Text></Text>
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
