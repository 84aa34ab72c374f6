import { Badge, Button, Paper, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconDownload, IconMapPin } from '@tabler/icons-react';
import { BOARD_LABELS } from '../../domain/hotels/hotel-words';
import { formatJalaliLong } from '../../domain/jalali';
import { formatCode, toPersianDigits } from '../../domain/numbers';
import { PriceText } from '../PriceText';
import { StarRating } from '../StarRating';
import type { HotelVoucherData, VoucherRoom, VoucherState } from './types';
import { Fact, voucherClasses as card } from '../voucher/VoucherFrame';
import classes from './HotelVoucherCard.module.css';

export interface HotelVoucherCardProps {
  voucher: HotelVoucherData;
  /** Downloads the voucher PDF; the button is hidden without it (and unless issued). */
  onDownload?: () => void;
  /** The PDF is on its way. @default false */
  downloading?: boolean;
}

const STATE_COLOR: Record<VoucherState, string> = { issued: 'green', pending: 'brand', cancelled: 'gray', refunded: 'gray' };

function partyOf(room: Pick<VoucherRoom, 'adults' | 'childAges'>): string {
  const adults = `${toPersianDigits(room.adults)} بزرگسال`;
  if (room.childAges.length === 0) return adults;
  return `${adults}، ${toPersianDigits(room.childAges.length)} کودک (${room.childAges.map((a) => `${toPersianDigits(a)} ساله`).join('، ')})`;
}

/** The hotel voucher: booking and confirmation numbers, hotel, Jalali stay with times, rooms and guests, board, policy, PDF. */
export function HotelVoucherCard({ voucher, onDownload, downloading = false }: HotelVoucherCardProps) {
  const titleId = useId();
  const v = voucher;
  return (
    <Paper component="article" withBorder radius="lg" className={card.root} aria-labelledby={titleId} data-state={v.state}>
      <header className={card.header}>
        {v.photoUrl && <img src={v.photoUrl} alt="" className={classes.photo} width={112} height={84} loading="lazy" decoding="async" />}
        <div className={classes.hotel}>
          <Title order={2} size="h4" id={titleId}>واچر {v.hotelNameFa}</Title>
          <Text size="sm" c="dimmed" dir="ltr" className={card.latin}>{v.hotelNameEn}</Text>
          <StarRating stars={v.stars} size={14} />
        </div>
        <Badge size="lg" variant="light" color={STATE_COLOR[v.state]} className={classes.state}>{v.statusFa}</Badge>
      </header>

      <dl className={card.facts}>
        <Fact label="شماره رزرو"><bdi>{toPersianDigits(v.orderNumber)}</bdi></Fact>
        <Fact label="کد تأیید هتل">{v.confirmationNumber ? <bdi dir="ltr" className={card.code}>{formatCode(v.confirmationNumber)}</bdi> : '—'}</Fact>
        <Fact label="ورود">
          <time dateTime={v.checkIn}>{formatJalaliLong(v.checkIn, { weekday: true })}</time>
          <Text component="span" size="xs" c="dimmed" className={classes.clock}>از ساعت {toPersianDigits(v.checkInTime)}</Text>
        </Fact>
        <Fact label="خروج">
          <time dateTime={v.checkOut}>{formatJalaliLong(v.checkOut, { weekday: true })}</time>
          <Text component="span" size="xs" c="dimmed" className={classes.clock}>تا ساعت {toPersianDigits(v.checkOutTime)}</Text>
        </Fact>
        <Fact label="مدت اقامت">{toPersianDigits(v.nights)} شب</Fact>
        <Fact label="شهر">{v.cityFa}</Fact>
      </dl>
      <Text size="sm" className={classes.address}><IconMapPin size={16} aria-hidden /> {v.addressFa}</Text>

      <section className={classes.rooms} aria-label="اتاق‌ها">
        {v.rooms.map((room, i) => (
          <div key={room.key} className={classes.room}>
            <div className={classes.roomHead}>
              <Text fw={700}>اتاق {toPersianDigits(i + 1)}: {room.nameFa}</Text>
              <PriceText amount={room.price} size="sm" />
            </div>
            <Text size="sm" c="dimmed">{room.bedsFa}، {BOARD_LABELS[room.board]}، {partyOf(room)}</Text>
            <Text size="sm">
              مهمان: {room.guestFa} <bdi dir="ltr" className={card.latin}>({room.guestEn})</bdi>
            </Text>
          </div>
        ))}
      </section>

      <div className={card.policy}>
        <Text size="sm" fw={700}>قوانین لغو</Text>
        <Text size="sm">{v.cancellationFa}</Text>
        {v.specialRequests && (
          <>
            <Text size="sm" fw={700} mt="xs">درخواست ویژه</Text>
            <Text size="sm">{v.specialRequests}</Text>
          </>
        )}
      </div>

      {onDownload && v.state === 'issued' && (
        <footer className={card.footer}>
          <Text size="xs" c="dimmed">این واچر را هنگام پذیرش به هتل نشان دهید؛ نسخه چاپی یا تصویر آن در تلفن کافی است.</Text>
          <Button onClick={onDownload} loading={downloading} leftSection={<IconDownload size={18} aria-hidden />}>دانلود واچر (PDF)</Button>
        </footer>
      )}
    </Paper>
  );
}
