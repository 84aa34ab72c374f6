import { Badge, Button, Paper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconMapPin, IconMoon, IconPlane } from '@tabler/icons-react';
import { formatJalaliLong } from '../../domain/jalali';
import { toPersianDigits } from '../../domain/numbers';
import { PriceText } from '../PriceText';
import { renderAnchor, type RenderLink } from '../links';
import type { TourCardData } from './types';
import { OFFER_PHOTO_SIZES } from '../offer-card/photo';
import frame from '../offer-card/offer-card.module.css';
import classes from './TourCard.module.css';

export interface TourCardProps {
  tour: TourCardData;
  /** The tour's page: «مشاهده و رزرو» links to it (drawn through `renderLink`). */
  href: string;
  /** Draws the link. @default a plain <a> */
  renderLink?: RenderLink;
  /** Places at or below this count warn that few are left. @default 5 */
  fewPlacesThreshold?: number;
  /** How many departure dates to show. @default 3 */
  departuresShown?: number;
  /** The first card loads its photo at once (LCP); the rest lazily. @default false */
  eagerPhoto?: boolean;
}

const nightsFa = (min: number, max: number) => (min === max ? `${toPersianDigits(min)} شب` : `${toPersianDigits(min)} تا ${toPersianDigits(max)} شب`);

/** One tour package in the list: photo, title, destination, nights, next departures, airlines, from-price per person, places left. */
export function TourCard({ tour, href, renderLink = renderAnchor, fewPlacesThreshold = 5, departuresShown = 3, eagerPhoto = false }: TourCardProps) {
  const full = !(tour.placesLeft > 0);
  const few = !full && tour.placesLeft <= fewPlacesThreshold;
  const shown = tour.departures.slice(0, departuresShown);
  const more = tour.departures.length - shown.length;
  return (
    <Paper component="article" withBorder radius="md" className={`${frame.root} ${classes.root}`} aria-label={tour.titleFa} data-sold-out={full || undefined}>
      <div className={frame.inner}>
        <img className={frame.photo} src={tour.photoUrl} srcSet={tour.photoSrcSet} sizes={tour.photoSrcSet ? OFFER_PHOTO_SIZES : undefined} alt={`نمایی از ${tour.destinationFa}`} width={480} height={320}
          loading={eagerPhoto ? 'eager' : 'lazy'} fetchPriority={eagerPhoto ? 'high' : undefined} decoding={eagerPhoto ? undefined : 'async'} />
        <div className={frame.facts}>
          <Title order={3} size="h4" className={classes.title}>{tour.titleFa}</Title>
          <Text size="sm" c="dimmed" className={classes.line}>
            <IconMapPin size={16} aria-hidden />
            {tour.destinationFa}، از {tour.originFa}
          </Text>
          <Text size="sm" className={classes.line}>
            <IconMoon size={16} aria-hidden />
            {nightsFa(tour.minNights, tour.maxNights)}
          </Text>
          <Text size="sm" className={classes.line}>
            <IconPlane size={16} aria-hidden />
            {tour.airlinesFa.join('، ')}
          </Text>
          {shown.length > 0 && (
            <div className={`${classes.line} ${classes.departures}`}>
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm" span>حرکت:</Text>
              <ul className={classes.dates} aria-label="تاریخ‌های حرکت">
                {shown.map((d) => <li key={d}><time dateTime={d}>{formatJalaliLong(d, { year: false })}</time></li>)}
                {more > 0 && <li>و {toPersianDigits(more)} تاریخ دیگر</li>}
              </ul>
            </div>
          )}
          {tour.needsVisa && <div><Badge variant="light" color="gray">نیاز به ویزا</Badge></div>}
        </div>
        <div className={frame.aside}>
          <Text size="xs" c="dimmed">هر نفر از</Text>
          <PriceText amount={tour.fromPrice} size="xl" c={full ? 'dimmed' : 'accent.9'} />
          <Text size="xs" c="dimmed">بزرگسال در اتاق دو تخته</Text>
          {few && (
            <Text size="sm" c="red.9" fw={500} className={classes.line}>
              <IconAlertTriangle size={16} aria-hidden />
              فقط {toPersianDigits(tour.placesLeft)} جا باقی مانده
            </Text>
          )}
          {full ? (
            <span className={frame.soldOut}>تکمیل ظرفیت</span>
          ) : (
            <Button size="md" aria-label={`مشاهده و رزرو ${tour.titleFa}`} className={frame.select} renderRoot={(props) => renderLink({ ...props, href })}>
              مشاهده و رزرو
            </Button>
          )}
        </div>
      </div>
    </Paper>
  );
}
