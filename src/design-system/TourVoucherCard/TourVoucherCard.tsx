import { Button, Paper, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconBuilding, IconDownload, IconPlaneDeparture } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatJalaliLong } from '../../domain/jalali';
import { toPersianDigits } from '../../domain/numbers';
import { StarRating } from '../StarRating';
import type { TourVoucherData } from './types';
// One look for every voucher card of a product booked in one step (CIP, tours).
import classes from '../voucher/voucher-card.module.css';

export interface TourVoucherCardProps {
  voucher: TourVoucherData;
  /** Downloads the voucher PDF; the button is hidden without it (and unless issued). */
  onDownload?: () => void;
  /** The PDF is on its way. @default false */
  downloading?: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The tour voucher: the trip and hotel first, then the codes, the rooms and travellers, what is included, the documents, the policy and the PDF. */
export function TourVoucherCard({ voucher, onDownload, downloading = false }: TourVoucherCardProps) {
  const titleId = useId();
  const v = voucher;
  return (
    <Paper component="article" withBorder radius="lg" className={classes.root} aria-labelledby={titleId} data-state={v.state}>
      <header className={classes.header}>
        <div className={classes.title}>
          <Title order={2} size="h4" id={titleId}>واچر {v.titleFa}</Title>
          <Text size="sm" c="dimmed">{v.destinationFa}، {toPersianDigits(v.nights)} شب</Text>
        </div>
        <span className={classes.state}>{v.statusFa}</span>
      </header>

      <section className={classes.meet} aria-label="سفر و هتل">
        <div className={classes.meetLine}>
          <IconPlaneDeparture size={20} aria-hidden className={classes.icon} />
          <Text fw={700}>
            رفت <time dateTime={v.departureDate}>{formatJalaliLong(v.departureDate, { weekday: true })}</time>، برگشت{' '}
            <time dateTime={v.returnDate}>{formatJalaliLong(v.returnDate, { weekday: true })}</time>
          </Text>
        </div>
        <div className={classes.meetLine}>
          <IconBuilding size={20} aria-hidden className={classes.icon} />
          <Text>{v.hotelFa} <StarRating stars={v.stars} size={14} />، {v.boardFa}</Text>
        </div>
      </section>

      <dl className={classes.facts}>
        <Fact label="شماره رزرو"><bdi>{toPersianDigits(v.orderNumber)}</bdi></Fact>
        <Fact label="کد تأیید">{v.confirmationCode ? <bdi dir="ltr" className={classes.code}>{toPersianDigits(v.confirmationCode)}</bdi> : '—'}</Fact>
        <Fact label="ایرلاین">{v.airlineFa} <bdi dir="ltr" className={classes.code}>({v.airlineCode})</bdi></Fact>
        <Fact label="مسافران">{toPersianDigits(v.travellers.length)} نفر، {toPersianDigits(v.rooms.length)} اتاق</Fact>
      </dl>

      <section className={classes.people} aria-label="مسافران و اتاق‌ها">
        <ul>
          {v.travellers.map((t) => (
            <li key={t.key}>
              <Text size="sm"><Text span fw={600}>{t.nameFa}</Text> <bdi dir="ltr" className={classes.latin}>({t.nameEn})</bdi> <Text span c="dimmed" size="xs">{t.kindFa}</Text></Text>
            </li>
          ))}
        </ul>
        {v.rooms.map((r, i) => (
          <Text key={r.key} size="sm" mt={4}><Text span fw={700}>اتاق {toPersianDigits(i + 1)}: </Text>{r.travellers.join('، ')}</Text>
        ))}
      </section>

      {(v.includesFa.length > 0 || v.documentsFa.length > 0) && (
        <div className={classes.policy}>
          {v.includesFa.length > 0 && <Text size="sm"><Text span fw={700}>خدمات تور: </Text>{v.includesFa.join('، ')}</Text>}
          {v.documentsFa.length > 0 && <Text size="sm" mt={4}><Text span fw={700}>مدارک لازم: </Text>{v.documentsFa.join('، ')}</Text>}
        </div>
      )}

      <div className={classes.policy}>
        <Text size="sm" fw={700}>قوانین لغو</Text>
        <Text size="sm">{v.cancellationFa}</Text>
      </div>

      {onDownload && v.state === 'issued' && (
        <footer className={classes.footer}>
          <Text size="xs" c="dimmed">این واچر و کارت شناسایی یا گذرنامه را هنگام پرواز و پذیرش هتل همراه داشته باشید؛ تصویر آن در تلفن کافی است.</Text>
          <Button onClick={onDownload} loading={downloading} leftSection={<IconDownload size={18} aria-hidden />}>دانلود واچر (PDF)</Button>
        </footer>
      )}
    </Paper>
  );
}
