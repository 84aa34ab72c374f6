import { Paper, Text, Title } from '@mantine/core';
import { StarRating } from '../../../../design-system';
import { formatJalaliLong, toPersianDigits, type IsoDate } from '../../../../domain';
import { hotelPhotoUrl } from './hotel-order-view';
import classes from './hotel-booking.module.css';

export interface StaySummaryProps {
  hotel: { nameFa: string; stars: number; cityNameFa: string; districtFa: string; photos: readonly string[]; checkInTime: string; checkOutTime: string };
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  /** One line per room, e.g. «اتاق ۱: دوتخته دبل، با صبحانه، ۲ شب، ۲ بزرگسال». */
  rooms: readonly string[];
}

/** The hotel and the stay at the top of every booking step: photo, name, stars, Jalali dates and rooms. */
export function StaySummary({ hotel, checkIn, checkOut, nights, rooms }: StaySummaryProps) {
  const photo = hotel.photos[0];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stay-summary" className={classes.summary}>
      {photo && <img src={hotelPhotoUrl(photo)} alt="" width={120} height={90} className={classes.photo} decoding="async" />}
      <div className={classes.summaryText}>
        <Title order={2} size="h5" id="stay-summary">{hotel.nameFa}</Title>
        <StarRating stars={hotel.stars} size={14} />
        <Text size="sm" c="dimmed">{hotel.cityNameFa}، {hotel.districtFa}</Text>
        <Text size="sm">
          ورود <time dateTime={checkIn}>{formatJalaliLong(checkIn, { weekday: true })}</time> (از ساعت {toPersianDigits(hotel.checkInTime)})،
          {' '}خروج <time dateTime={checkOut}>{formatJalaliLong(checkOut, { weekday: true })}</time> (تا ساعت {toPersianDigits(hotel.checkOutTime)})،
          {' '}{toPersianDigits(nights)} شب
        </Text>
        <ul className={classes.roomList}>
          {rooms.map((line) => <li key={line}><Text size="sm">{line}</Text></li>)}
        </ul>
      </div>
    </Paper>
  );
}
