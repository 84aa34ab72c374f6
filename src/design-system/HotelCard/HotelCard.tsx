import { Badge, Button, Paper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconMapPin } from '@tabler/icons-react';
import { formatGuestScore, guestScoreWord } from '../../domain/hotels/guest-score';
import { hotelTitle } from '../../domain/hotels/hotel-words';
import { toPersianDigits } from '../../domain/numbers';
import { PriceText } from '../PriceText';
import { renderAnchor, type RenderLink } from '../links';
import { StarRating } from '../StarRating';
import type { HotelCardData } from './types';
import frame from '../offer-card/offer-card.module.css';
import { OFFER_PHOTO_SIZES } from '../offer-card/photo';
import classes from './HotelCard.module.css';

export interface HotelCardProps {
  hotel: HotelCardData;
  /** «مشاهده و رزرو»; sold-out cards have none. */
  onSelect?: () => void;
  /** The hotel's page: «مشاهده و رزرو» is then a link to it (drawn through `renderLink`). */
  href?: string;
  /** Draws the link when there is an `href`. @default a plain <a> */
  renderLink?: RenderLink;
  /** Rooms at or below this count warn that few are left. @default 3 */
  fewRoomsThreshold?: number;
  /** The first card of a list loads its photo at once and before other images (LCP); the rest lazily. @default false */
  eagerPhoto?: boolean;
}

/** One hotel in the results: photo, name, stars, district, score, board, the stay's price, rooms left. */
export function HotelCard({ hotel, onSelect, href, renderLink = renderAnchor, fewRoomsThreshold = 3, eagerPhoto = false }: HotelCardProps) {
  const soldOut = !(hotel.roomsLeft > 0);
  const few = !soldOut && hotel.roomsLeft <= fewRoomsThreshold;
  return (
    <Paper component="article" withBorder radius="md" className={`${frame.root} ${classes.root}`} aria-label={hotelTitle(hotel.nameFa)} data-sold-out={soldOut || undefined}>
      <div className={frame.inner}>
        <img className={frame.photo} src={hotel.photoUrl} srcSet={hotel.photoSrcSet} sizes={hotel.photoSrcSet ? OFFER_PHOTO_SIZES : undefined}
          alt={`نمای ${hotel.nameFa}`} width={480} height={320}
          loading={eagerPhoto ? 'eager' : 'lazy'} fetchPriority={eagerPhoto ? 'high' : undefined} decoding={eagerPhoto ? undefined : 'async'} />
        <div className={frame.facts}>
          <div className={classes.heading}>
            <Title order={3} size="h4" className={classes.name}>{hotel.nameFa}</Title>
            <StarRating stars={hotel.stars} size={14} />
          </div>
          {hotel.nameEn && <Text size="xs" c="dimmed" className={classes.latin}>{hotel.nameEn}</Text>}
          <Text size="sm" c="dimmed" className={classes.district}>
            <IconMapPin size={16} aria-hidden />
            {[hotel.kindLabel, hotel.districtFa].filter(Boolean).join('، ')}
          </Text>
          {hotel.guestScore !== null && (
            <Text size="sm" className={classes.score}>
              <span className={classes.scoreBox}>{formatGuestScore(hotel.guestScore)}</span>
              <span>{guestScoreWord(hotel.guestScore)}</span>
              <Text span size="xs" c="dimmed">({toPersianDigits(hotel.reviewCount)} نظر)</Text>
            </Text>
          )}
          <div className={classes.tags}>
            <Badge variant="light" color="gray">{hotel.boardLabel}</Badge>
            {hotel.freeCancellation && !soldOut && (
              <Badge variant="light" color="green" leftSection={<IconCalendarCheck size={14} aria-hidden />}>لغو رایگان</Badge>
            )}
          </div>
        </div>
        <div className={frame.aside}>
          <Text size="xs" c="dimmed">قیمت {toPersianDigits(hotel.nights)} شب</Text>
          <PriceText amount={hotel.totalPrice} size="xl" c={soldOut ? 'dimmed' : 'accent.9'} />
          <Text size="xs" c="dimmed">هر شب از <PriceText amount={hotel.pricePerNight} size="xs" fw={500} /></Text>
          {few && (
            <Text size="sm" c="red.9" fw={500} className={classes.few}>
              <IconAlertTriangle size={16} aria-hidden />
              فقط {toPersianDigits(hotel.roomsLeft)} اتاق باقی مانده
            </Text>
          )}
          {soldOut ? (
            <span className={frame.soldOut}>تکمیل ظرفیت</span>
          ) : href ? (
            <Button size="md" onClick={onSelect} aria-label={`مشاهده و رزرو ${hotel.nameFa}`} className={frame.select}
              renderRoot={(props) => renderLink({ ...props, href })}>
              مشاهده و رزرو
            </Button>
          ) : (
            <Button size="md" onClick={onSelect} aria-label={`مشاهده و رزرو ${hotel.nameFa}`} className={frame.select}>مشاهده و رزرو</Button>
          )}
        </div>
      </div>
    </Paper>
  );
}
