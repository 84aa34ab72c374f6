import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StarRating } from '../../../design-system';
import { formatJalaliLong, toPersianDigits } from '../../../domain';
import { hotelTitle } from '../../../domain/hotels/hotel-words';
import { visaPagePath } from '../../../domain/tours';

export interface TourSummaryProps {
  titleFa: string;
  destinationFa: string;
  departure: { departureDate: string; returnDate: string; nights: number; airlineNameFa: string; airlineCode: string };
  hotel: { hotelNameFa: string; stars: number; boardFa: string };
  /** «۲ بزرگسال، ۱ کودک با تخت». */
  partyFa: string;
  /** «اتاق ۱: …» lines. */
  roomsFa: readonly string[];
  visaDestination?: string | null;
}

/** The trip at the top of every booking step: the tour, its dates and airline, the hotel, the party and rooms. */
export function TourSummary({ titleFa, destinationFa, departure, hotel, partyFa, roomsFa, visaDestination }: TourSummaryProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-summary">
      <Title order={2} size="h5" id="tour-summary">{titleFa}</Title>
      <Text size="sm" c="dimmed">{destinationFa}، {toPersianDigits(departure.nights)} شب، {departure.airlineNameFa} <bdi dir="ltr">({departure.airlineCode})</bdi></Text>
      <Text size="sm" mt={4}>
        رفت <time dateTime={departure.departureDate}>{formatJalaliLong(departure.departureDate, { weekday: true })}</time>، برگشت{' '}
        <time dateTime={departure.returnDate}>{formatJalaliLong(departure.returnDate, { weekday: true })}</time>
      </Text>
      <Text size="sm">{hotelTitle(hotel.hotelNameFa)} <StarRating stars={hotel.stars} size={12} />، {hotel.boardFa}</Text>
      <Text size="sm">{partyFa}</Text>
      {roomsFa.map((r) => <Text key={r} size="xs" c="dimmed">{r}</Text>)}
      {visaDestination && (
        <Text size="sm" mt={4}>این سفر ویزا لازم دارد: <Anchor component={Link} to={visaPagePath(visaDestination)}>درخواست ویزا</Anchor></Text>
      )}
    </Paper>
  );
}
