import { Paper, Text, Title } from '@mantine/core';
import type { TourOrderDetails } from '../../../contract';
import { toPersianDigits } from '../../../domain';
import { TOUR_PRICE_KIND_LABELS } from '../../../domain/tours';
import bookingClasses from '../../booking/parts/booking.module.css';
import { tourTravellerName } from './tour-view';

/** The travellers of a tour order, each with how they are priced. */
export function TourTravellerList({ order }: { order: Pick<TourOrderDetails, 'passengers'> }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-travellers">
      <Title order={2} size="h5" id="tour-travellers" mb="sm">مسافران</Title>
      <ul className={bookingClasses.people}>
        {order.passengers.map((p) => (
          <li key={p.id}>
            <Text fw={500}>{tourTravellerName(p)} <Text span size="sm" c="dimmed">({TOUR_PRICE_KIND_LABELS[p.priceKind]})</Text></Text>
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

/** «اتاق ۱: سارا احمدی، علی رضایی» lines of an order. */
export const orderRoomsFa = (order: Pick<TourOrderDetails, 'rooms' | 'passengers'>) =>
  order.rooms.map((r, i) => `اتاق ${toPersianDigits(i + 1)}: ${r.travellers.map((t) => (order.passengers[t] ? tourTravellerName(order.passengers[t]) : '')).join('، ')}`);

/** «۲ بزرگسال، ۱ کودک» of an order. */
export function orderPartyFa(order: Pick<TourOrderDetails, 'passengers'>) {
  const count = (t: number) => order.passengers.filter((p) => p.passengerType === t).length;
  return ([[count(1), 'بزرگسال'], [count(2), 'کودک'], [count(3), 'نوزاد']] as const).filter(([n]) => n > 0).map(([n, w]) => `${toPersianDigits(n)} ${w}`).join('، ');
}
