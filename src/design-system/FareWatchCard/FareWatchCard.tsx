import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Badge, Button, Checkbox, Paper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowDownLeft, IconArrowUpLeft, IconChevronLeft, IconEqual, IconTrash } from '@tabler/icons-react';
import type { IsoDate } from '../../domain/calendar-days';
import { jalaliDateTime } from '../../domain/date-styles';
import { toPersianDigits } from '../../domain/numbers';
import { JalaliDateText } from '../JalaliDateText';
import { renderAnchor, type RenderLink } from '../links';
import { PriceText } from '../PriceText';
import { checkedAtLabel, FEW_WATCH_SEATS, priceChange } from './watch-facts';
import classes from './FareWatchCard.module.css';

/** How a watch may reach its traveller (the same three the fare-watch service knows). */
export interface FareWatchChannelsValue {
  push: boolean;
  sms: boolean;
  email: boolean;
}

export type FareWatchChannel = keyof FareWatchChannelsValue;

export const FARE_WATCH_CHANNEL_LABELS: Readonly<Record<FareWatchChannel, string>> = {
  push: 'اعلان مرورگر',
  sms: 'پیامک',
  email: 'ایمیل',
};

const CHANNEL_ORDER: readonly FareWatchChannel[] = ['push', 'sms', 'email'];

export interface FareWatchCardProps {
  /** The route as words: "تهران ← مشهد". */
  routeLabel: string;
  /** "یک‌طرفه" or "رفت و برگشت". */
  tripLabel: string;
  /** The watched departure day, ISO 'YYYY-MM-DD' (shown in Jalali). */
  departureDate: IsoDate;
  /** The return day of a round trip, ISO 'YYYY-MM-DD'. */
  returnDate?: IsoDate | null;
  /** A flexible watch's month as words ("آذر ۱۴۰۵"): any day of it is watched. */
  flexibleMonthLabel?: string | null;
  /** The party as words: "۲ بزرگسال، ۱ کودک". */
  passengersLabel: string;
  /** Cheapest price for the party when the watch began, rials; null: nothing was for sale. */
  priceThen: number | null;
  /** Cheapest price at the last check, rials; null: nothing for sale now. */
  priceNow: number | null;
  /** A flexible watch's cheapest day, ISO 'YYYY-MM-DD'. */
  cheapestDate?: IsoDate | null;
  /** Seats left at the cheapest fare; at or under 3 a warning shows. */
  seatsLeft?: number | null;
  /** The last check, an ISO instant: relative within a day, else Jalali date and Tehran time. */
  checkedAt?: string | null;
  /** The clock for "… ago" (epoch ms), fixed in tests and stories. @default Date.now() */
  now?: number;
  /** Which channels the alerts go to. */
  channels: FareWatchChannelsValue;
  /** Called with all three channels when one is ticked or cleared. */
  onChannelsChange: (channels: FareWatchChannelsValue) => void;
  /** A Persian reason disables that channel and is shown under it ("این مرورگر اعلان را پشتیبانی نمی‌کند"). */
  channelsDisabled?: Partial<Record<FareWatchChannel, string>>;
  /** The watched search's results page. */
  resultsHref: string;
  /** Draws the results link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
  /** Called once the traveller confirms removing the watch. */
  onRemove: () => void;
  /** The removal is being saved: the confirm button spins. @default false */
  removing?: boolean;
  /** The departure has passed: the card is greyed, says «به پایان رسید», and keeps only «حذف». @default false */
  ended?: boolean;
}

const CHANGE_WORDS = { down: 'ارزان‌تر شد', up: 'گران‌تر شد', same: 'بدون تغییر' } as const;
// Time runs right to left in a Persian chart: a fall ends on the left.
const CHANGE_ICON = { down: IconArrowDownLeft, up: IconArrowUpLeft, same: IconEqual } as const;

/** One fare watch in the profile's list: route, dates, party, price then and now, seats, channels, open, remove. */
export function FareWatchCard({
  routeLabel, tripLabel, departureDate, returnDate, flexibleMonthLabel, passengersLabel, priceThen, priceNow, cheapestDate,
  seatsLeft, checkedAt, now, channels, onChannelsChange, channelsDisabled = {}, resultsHref, renderLink = renderAnchor,
  onRemove, removing = false, ended = false,
}: FareWatchCardProps) {
  const [askConfirm, setAskConfirm] = useState(false);
  const confirming = askConfirm || removing;
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus follows the step the traveller took: to «انصراف» on asking, back to «حذف» on cancelling.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (askConfirm ? cancelRef : removeRef).current?.focus();
  }, [askConfirm]);
  const ask = (value: boolean) => {
    moved.current = true;
    setAskConfirm(value);
  };

  // The clock is read once per card: a list re-rendering must not reword every "… ago".
  const [mountedAt] = useState(() => Date.now());
  const change = priceChange(priceThen, priceNow);
  const fewSeats = !ended && typeof seatsLeft === 'number' && seatsLeft > 0 && seatsLeft <= FEW_WATCH_SEATS;
  const checked = checkedAt ? checkedAtLabel(checkedAt, now ?? mountedAt) : '';
  const ChangeIcon = change ? CHANGE_ICON[change] : null;
  const allOff = !CHANNEL_ORDER.some((c) => channels[c] && !channelsDisabled[c]);

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.root}
      aria-label={`ردیابی قیمت ${routeLabel}`}
      data-ended={ended || undefined}
      data-change={change ?? undefined}
      data-few-seats={fewSeats || undefined}
      data-confirming={confirming || undefined}
    >
      <div className={classes.inner}>
        <header className={classes.head}>
          <Title order={3} size="h4" className={classes.route}>{routeLabel}</Title>
          <div className={classes.tags}>
            <span className={classes.tag}>{tripLabel}</span>
            {flexibleMonthLabel && <span className={classes.tag} data-kind="flexible">هر روزِ {flexibleMonthLabel}</span>}
            {ended && <Badge variant="filled" color="gray.7" radius="sm" className={classes.ended}>به پایان رسید</Badge>}
          </div>
        </header>

        <dl className={classes.facts}>
          <div>
            <dt>رفت</dt>
            <dd><JalaliDateText date={departureDate} format="long" size="sm" /></dd>
          </div>
          {returnDate && (
            <div>
              <dt>برگشت</dt>
              <dd><JalaliDateText date={returnDate} format="long" size="sm" /></dd>
            </div>
          )}
          <div>
            <dt>مسافران</dt>
            <dd>{passengersLabel}</dd>
          </div>
        </dl>

        <div className={classes.prices}>
          <dl className={classes.priceRows}>
            <div>
              <dt>هنگام شروع ردیابی</dt>
              <dd>{priceThen === null ? 'بلیتی نبود' : <PriceText amount={priceThen} size="sm" fw={500} />}</dd>
            </div>
            <div data-now>
              <dt>{ended ? 'آخرین قیمت' : 'قیمت امروز'}</dt>
              <dd>{priceNow === null ? 'فعلاً بلیتی نیست' : <PriceText amount={priceNow} size="lg" />}</dd>
            </div>
          </dl>
          {change && ChangeIcon && priceThen !== null && priceNow !== null && (
            <p className={classes.change} data-change={change}>
              <ChangeIcon size={18} aria-hidden />
              <span className={classes.changeWords}>{CHANGE_WORDS[change]}</span>
              {change !== 'same' && (
                <span>
                  <PriceText amount={Math.abs(priceNow - priceThen)} size="sm" fw={700} c="inherit" />
                  {change === 'down' ? ' کمتر' : ' بیشتر'}
                </span>
              )}
            </p>
          )}
          {flexibleMonthLabel && cheapestDate && (
            <Text size="sm" className={classes.cheapest}>
              ارزان‌ترین روز: <JalaliDateText date={cheapestDate} format="long" withYear={false} size="sm" fw={700} />
            </Text>
          )}
          {fewSeats && (
            <Text size="sm" fw={500} className={classes.seats}>
              <IconAlertTriangle size={16} aria-hidden />
              فقط {toPersianDigits(seatsLeft!)} صندلی با این قیمت مانده
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {checkedAt && checked ? (
              <>آخرین بررسی: <time dateTime={checkedAt} title={jalaliDateTime(checkedAt)}>{checked}</time></>
            ) : 'هنوز بررسی نشده است'}
          </Text>
        </div>

        <fieldset className={classes.channels} disabled={ended}>
          <legend className={classes.legend}>خبرم کن با</legend>
          <div className={classes.channelList}>
            {CHANNEL_ORDER.map((channel) => {
              const reason = channelsDisabled[channel];
              return (
                <Checkbox
                  key={channel}
                  size="sm"
                  label={FARE_WATCH_CHANNEL_LABELS[channel]}
                  description={reason}
                  checked={channels[channel] && !reason}
                  disabled={ended || Boolean(reason)}
                  data-channel={channel}
                  classNames={{ body: classes.channelBody, description: classes.channelReason }}
                  onChange={(event) => onChannelsChange({ ...channels, [channel]: event.currentTarget.checked })}
                />
              );
            })}
          </div>
          {allOff && !ended && (
            <Text size="xs" c="dimmed" className={classes.allOff}>
              هیچ راه خبررسانی روشن نیست؛ تغییر قیمت را فقط در همین فهرست می‌بینید.
            </Text>
          )}
        </fieldset>

        <div className={classes.actions}>
          {confirming ? (
            <div className={classes.confirm} role="group" aria-label="تأیید حذف ردیابی">
              <Text size="sm" fw={500} className={classes.question}>این ردیابی حذف شود؟ دیگر از قیمت این مسیر خبری نمی‌گیرید.</Text>
              <div className={classes.confirmButtons}>
                <Button color="red.9" size="sm" className={classes.button} loading={removing} onClick={onRemove}>
                  بله، حذف شود
                </Button>
                <Button ref={cancelRef} variant="default" size="sm" className={classes.button} disabled={removing} onClick={() => ask(false)}>
                  انصراف
                </Button>
              </div>
            </div>
          ) : (
            <>
              {!ended && (
                <Button
                  variant="light"
                  size="sm"
                  className={classes.button}
                  rightSection={<IconChevronLeft size={16} aria-hidden />}
                  aria-label={`دیدن نتایج ${routeLabel}`}
                  renderRoot={(props) => renderLink({ ...props, href: resultsHref })}
                >
                  دیدن نتایج
                </Button>
              )}
              <Button
                ref={removeRef}
                variant="subtle"
                color="red"
                size="sm"
                className={classes.button}
                // Mantine's subtle red text is red.6 (3.3:1 on white); red.9 passes AA.
                style={{ '--button-color': 'var(--mantine-color-red-9)' } as CSSProperties}
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={`حذف ردیابی ${routeLabel}`}
                onClick={() => ask(true)}
              >
                حذف
              </Button>
            </>
          )}
        </div>
      </div>
    </Paper>
  );
}
