import { Button, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconAlertTriangle, IconBed, IconCheck, IconChevronDown, IconDimensions, IconMoodKid, IconToolsKitchen2, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import type { IsoDate } from '../../domain/calendar-days';
import { formatJalaliLong } from '../../domain/jalali';
import { formatNumber, toPersianDigits } from '../../domain/numbers';
import { CancellationPolicyCard } from '../CancellationPolicyCard';
import { PlainTable } from '../PlainTable';
import { PriceText } from '../PriceText';
import type { RoomCardData } from './types';
import classes from './RoomCard.module.css';

export interface RoomCardProps {
  room: RoomCardData;
  /** Today in Tehran, for the cancellation policy (the screen passes it; stories fix it). */
  today: IsoDate;
  /** «رزرو»; sold-out rooms have none. */
  onReserve?: () => void;
  /**
   * Chosen for its room of the party (a stay of several rooms picks one per room): the card is
   * marked and its button reads «انتخاب شد». @default false
   */
  selected?: boolean;
  /** Rooms at or below this count warn that few are left. @default 3 */
  fewRoomsThreshold?: number;
  /** Whether the night-by-night table is open (controlled). */
  nightsOpened?: boolean;
  /** Its first state when uncontrolled. @default false */
  defaultNightsOpened?: boolean;
  onNightsOpenedChange?: (opened: boolean) => void;
}

/**
 * One room type in one board on the hotel page: beds, capacity, size, board, the cancellation
 * policy in short, the stay's price and per night, rooms left, «رزرو», and the nights one by one
 * (a night dearer than the stay's cheapest is marked «نرخ پیک»).
 */
export function RoomCard({
  room, today, onReserve, selected = false, fewRoomsThreshold = 3, nightsOpened, defaultNightsOpened = false, onNightsOpenedChange,
}: RoomCardProps) {
  const [opened, setOpened] = useUncontrolled({ value: nightsOpened, defaultValue: defaultNightsOpened, finalValue: false, onChange: onNightsOpenedChange });
  const nightsId = useId();
  const soldOut = !(room.roomsLeft > 0);
  const few = !soldOut && room.roomsLeft <= fewRoomsThreshold;
  const nightCount = room.nights.length;
  const checkIn = room.nights[0]?.date ?? today;
  const cheapest = Math.min(...room.nights.map((n) => n.price));
  const title = `${room.nameFa}، ${room.boardLabel}`;
  return (
    <Paper component="article" withBorder radius="md" className={classes.root} aria-label={title} data-sold-out={soldOut || undefined} data-few-left={few || undefined} data-selected={selected || undefined}>
      <div className={classes.inner}>
        <div className={classes.facts}>
          <Title order={3} size="h5" className={classes.name}>{room.nameFa}</Title>
          <ul className={classes.features}>
            <li><IconBed size={16} aria-hidden />{room.bedsFa}</li>
            <li className={classes.capacity}>
              <span><IconUser size={16} aria-hidden />{toPersianDigits(room.capacity.adults)} بزرگسال</span>
              {room.capacity.children > 0 && <span><IconMoodKid size={16} aria-hidden />{toPersianDigits(room.capacity.children)} کودک</span>}
            </li>
            <li><IconDimensions size={16} aria-hidden />{toPersianDigits(room.sizeM2)} متر مربع</li>
            <li className={classes.board}><IconToolsKitchen2 size={16} aria-hidden />{room.boardLabel}</li>
          </ul>
          <CancellationPolicyCard compact policy={room.cancellation} checkIn={checkIn} today={today} />
        </div>
        <div className={classes.aside}>
          <Text size="xs" c="dimmed">قیمت {toPersianDigits(nightCount)} شب</Text>
          <PriceText amount={room.totalPrice} size="lg" c={soldOut ? 'dimmed' : 'accent.9'} />
          <Text size="xs" c="dimmed">هر شب <PriceText amount={room.pricePerNight} size="xs" fw={500} /></Text>
          {room.localPrice && (
            <Text size="xs" c="dimmed" data-testid="local-price">
              حدود <bdi dir="ltr">{formatNumber(room.localPrice.amount)} {room.localPrice.currency}</bdi> به ارز هتل
            </Text>
          )}
          {few && (
            <Text size="sm" c="red.9" fw={500} className={classes.few}>
              <IconAlertTriangle size={16} aria-hidden />
              فقط {toPersianDigits(room.roomsLeft)} اتاق باقی مانده
            </Text>
          )}
          {soldOut ? (
            <span className={classes.soldOut}>تکمیل ظرفیت</span>
          ) : (
            <Button onClick={onReserve} aria-label={`رزرو ${title}`} aria-pressed={selected || undefined} className={classes.reserve}
              variant={selected ? 'light' : 'filled'} leftSection={selected ? <IconCheck size={16} aria-hidden /> : undefined}>
              {selected ? 'انتخاب شد' : 'رزرو'}
            </Button>
          )}
        </div>
        <div className={classes.nights}>
          <UnstyledButton className={classes.toggle} aria-expanded={opened} aria-controls={nightsId} onClick={() => setOpened(!opened)} data-opened={opened || undefined}>
            قیمت شب به شب
            <IconChevronDown size={16} aria-hidden className={classes.chevron} />
          </UnstyledButton>
          <div id={nightsId} hidden={!opened}>
            {opened && (
              <PlainTable className={classes.table}>
                <caption className={classes.caption}>قیمت هر شب {room.nameFa}</caption>
                <thead>
                  <tr><th scope="col">شب</th><th scope="col">قیمت</th></tr>
                </thead>
                <tbody>
                  {room.nights.map((night) => {
                    const peak = night.price > cheapest;
                    return (
                      <tr key={night.date} data-peak={peak || undefined}>
                        <td>
                          {formatJalaliLong(night.date, { weekday: true, year: false })}
                          {peak && <span className={classes.peak}>نرخ پیک</span>}
                        </td>
                        <td><PriceText amount={night.price} size="sm" fw={peak ? 700 : 400} /></td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">جمع {toPersianDigits(nightCount)} شب</th>
                    <td><PriceText amount={room.totalPrice} size="sm" /></td>
                  </tr>
                </tfoot>
              </PlainTable>
            )}
          </div>
        </div>
      </div>
    </Paper>
  );
}
