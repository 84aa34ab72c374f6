import { Button, Paper, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconClockHour4, IconDownload, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CIP_FLIGHT_TIME_LABELS, CIP_KIND_LABELS } from '../../domain/cip/cip-words';
import { formatJalaliLong } from '../../domain/jalali';
import { toPersianDigits } from '../../domain/numbers';
import type { CipVoucherData } from './types';
// One look for every voucher card of a product booked in one step (CIP, tours).
import classes from '../voucher/voucher-card.module.css';

export interface CipVoucherCardProps {
  voucher: CipVoucherData;
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

/** The CIP voucher: where to go and when first, then the codes, the flight, the travellers, the extras, the policy and the PDF. */
export function CipVoucherCard({ voucher, onDownload, downloading = false }: CipVoucherCardProps) {
  const titleId = useId();
  const v = voucher;
  const sameDay = v.meetDate === v.flight.date;
  return (
    <Paper component="article" withBorder radius="lg" className={classes.root} aria-labelledby={titleId} data-state={v.state}>
      <header className={classes.header}>
        <div className={classes.title}>
          <Title order={2} size="h4" id={titleId}>واچر CIP فرودگاه {v.airportFa}</Title>
          <Text size="sm" c="dimmed">خدمات {CIP_KIND_LABELS[v.kind]}، {v.loungeFa}، {v.cityFa} <bdi dir="ltr">({v.airportCode})</bdi></Text>
        </div>
        <span className={classes.state}>{v.statusFa}</span>
      </header>

      <section className={classes.meet} aria-label="محل و زمان حضور">
        <div className={classes.meetLine}>
          <IconClockHour4 size={20} aria-hidden className={classes.icon} />
          <Text fw={700}>
            حضور: ساعت <time dateTime={`${v.meetDate}T${v.meetTime}`}>{toPersianDigits(v.meetTime)}</time>
            {sameDay ? '' : <>، {formatJalaliLong(v.meetDate, { weekday: true })}</>}
          </Text>
        </div>
        <div className={classes.meetLine}>
          <IconMapPin size={20} aria-hidden className={classes.icon} />
          <Text>{v.meetingPointFa}</Text>
        </div>
      </section>

      <dl className={classes.facts}>
        <Fact label="شماره رزرو"><bdi>{toPersianDigits(v.orderNumber)}</bdi></Fact>
        <Fact label="کد تأیید">{v.confirmationCode ? <bdi dir="ltr" className={classes.code}>{toPersianDigits(v.confirmationCode)}</bdi> : '—'}</Fact>
        <Fact label="پرواز">
          {v.flight.airlineFa} <bdi dir="ltr" className={classes.code}>{v.flight.airlineCode}{toPersianDigits(v.flight.flightNumber)}</bdi>
          {v.flight.otherAirport && <> ({v.kind === 'Arrival' ? 'از' : 'به'} <bdi dir="ltr">{v.flight.otherAirport}</bdi>)</>}
        </Fact>
        <Fact label="تاریخ پرواز"><time dateTime={v.flight.date}>{formatJalaliLong(v.flight.date, { weekday: true })}</time></Fact>
        <Fact label={CIP_FLIGHT_TIME_LABELS[v.kind]}>{toPersianDigits(v.flight.time)} <Text span size="xs" c="dimmed">(به وقت محلی)</Text></Fact>
        <Fact label="مسافران">{toPersianDigits(v.travellers.length)} نفر</Fact>
      </dl>

      <section className={classes.people} aria-label="مسافران">
        <ul>
          {v.travellers.map((t) => (
            <li key={t.key}>
              <Text size="sm"><Text span fw={600}>{t.nameFa}</Text> <bdi dir="ltr" className={classes.latin}>({t.nameEn})</bdi> <Text span c="dimmed" size="xs">{t.kindFa}</Text></Text>
            </li>
          ))}
        </ul>
        {v.extras.length > 0 && (
          <Text size="sm" mt="xs">
            <Text span fw={700}>خدمات اضافه: </Text>
            {v.extras.map((e) => (e.count > 1 ? `${e.labelFa} (${toPersianDigits(e.count)})` : e.labelFa)).join('، ')}
          </Text>
        )}
      </section>

      <div className={classes.policy}>
        <Text size="sm" fw={700}>قوانین لغو</Text>
        <Text size="sm">{v.cancellationFa}</Text>
      </div>

      {onDownload && v.state === 'issued' && (
        <footer className={classes.footer}>
          <Text size="xs" c="dimmed">این واچر و کارت شناسایی یا گذرنامه را در محل حضور نشان دهید؛ تصویر آن در تلفن کافی است.</Text>
          <Button onClick={onDownload} loading={downloading} leftSection={<IconDownload size={18} aria-hidden />}>دانلود واچر (PDF)</Button>
        </footer>
      )}
    </Paper>
  );
}
