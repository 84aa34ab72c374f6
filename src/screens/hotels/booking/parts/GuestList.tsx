import { Paper, Text, Title } from '@mantine/core';
import type { HotelOrderDetails } from '../../../../contract';
import { toPersianDigits } from '../../../../domain';
import bookingClasses from '../../../booking/parts/booking.module.css';

/** Each room's lead guest, as the hotel will look them up at the desk. */
export function GuestList({ order }: { order: Pick<HotelOrderDetails, 'rooms'> }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hotel-guests">
      <Title order={2} size="h5" id="hotel-guests" mb="sm">مهمانان</Title>
      <ul className={bookingClasses.people}>
        {order.rooms.map((room, i) => {
          const g = room.leadGuest;
          return (
            <li key={room.id}>
              <Text fw={500}>اتاق {toPersianDigits(i + 1)}: {[g.firstNameFa, g.lastNameFa].filter(Boolean).join(' ') || `${g.firstNameEn} ${g.lastNameEn}`}</Text>
              <Text size="sm" c="dimmed">
                <bdi dir="ltr">{`${g.firstNameEn} ${g.lastNameEn}`}</bdi> ·{' '}
                {g.nationalCode ? <>کد ملی <bdi>{toPersianDigits(g.nationalCode)}</bdi></> : <>گذرنامه <bdi dir="ltr">{g.passportNumber}</bdi></>}
              </Text>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
