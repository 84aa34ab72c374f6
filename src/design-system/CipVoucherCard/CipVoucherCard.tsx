import { Text } from '@mantine/core';
import { IconClockHour4, IconMapPin } from '@tabler/icons-react';
import { CIP_FLIGHT_TIME_LABELS, CIP_KIND_LABELS } from '../../domain/cip/cip-words';
import { formatJalaliLong } from '../../domain/jalali';
import { formatCode, toPersianDigits } from '../../domain/numbers';
import { Fact, VoucherFrame, voucherClasses as classes } from '../voucher/VoucherFrame';
import type { CipVoucherData } from './types';

export interface CipVoucherCardProps {
  voucher: CipVoucherData;
  /** Downloads the voucher PDF; the button is hidden without it (and unless issued). */
  onDownload?: () => void;
  /** The PDF is on its way. @default false */
  downloading?: boolean;
}

/** The CIP voucher: where to go and when first, then the codes, the flight, the travellers, the extras, the policy and the PDF. */
export function CipVoucherCard({ voucher: v, onDownload, downloading = false }: CipVoucherCardProps) {
  const sameDay = v.meetDate === v.flight.date;
  return (
    <VoucherFrame
      title={<>واچر CIP فرودگاه {v.airportFa}</>}
      subtitle={<>خدمات {CIP_KIND_LABELS[v.kind]}، {v.loungeFa}، {v.cityFa} <bdi dir="ltr">({v.airportCode})</bdi></>}
      state={v.state}
      statusFa={v.statusFa}
      lead={{
        label: 'محل و زمان حضور',
        lines: [
          {
            icon: <IconClockHour4 size={20} aria-hidden className={classes.icon} />,
            strong: true,
            text: (
              <>
                حضور: ساعت <time dateTime={`${v.meetDate}T${v.meetTime}`}>{toPersianDigits(v.meetTime)}</time>
                {sameDay ? '' : <>، {formatJalaliLong(v.meetDate, { weekday: true })}</>}
              </>
            ),
          },
          { icon: <IconMapPin size={20} aria-hidden className={classes.icon} />, text: v.meetingPointFa },
        ],
      }}
      facts={(
        <>
          <Fact label="شماره رزرو"><bdi>{toPersianDigits(v.orderNumber)}</bdi></Fact>
          <Fact label="کد تأیید">{v.confirmationCode ? <bdi dir="ltr" className={classes.code}>{formatCode(v.confirmationCode)}</bdi> : '—'}</Fact>
          <Fact label="پرواز">
            {v.flight.airlineFa} <bdi dir="ltr" className={classes.code}>{formatCode(`${v.flight.airlineCode}${v.flight.flightNumber}`)}</bdi>
            {v.flight.otherAirport && <> ({v.kind === 'Arrival' ? 'از' : 'به'} <bdi dir="ltr">{v.flight.otherAirport}</bdi>)</>}
          </Fact>
          <Fact label="تاریخ پرواز"><time dateTime={v.flight.date}>{formatJalaliLong(v.flight.date, { weekday: true })}</time></Fact>
          <Fact label={CIP_FLIGHT_TIME_LABELS[v.kind]}>{toPersianDigits(v.flight.time)} <Text span size="xs" c="dimmed">(به وقت محلی)</Text></Fact>
          <Fact label="مسافران">{toPersianDigits(v.travellers.length)} نفر</Fact>
        </>
      )}
      people={{
        label: 'مسافران',
        travellers: v.travellers,
        after: v.extras.length > 0 && (
          <Text size="sm" mt="xs">
            <Text span fw={700}>خدمات اضافه: </Text>
            {v.extras.map((e) => (e.count > 1 ? `${e.labelFa} (${toPersianDigits(e.count)})` : e.labelFa)).join('، ')}
          </Text>
        ),
      }}
      cancellationFa={v.cancellationFa}
      footerNote="این واچر و کارت شناسایی یا گذرنامه را در محل حضور نشان دهید؛ تصویر آن در تلفن کافی است."
      onDownload={onDownload}
      downloading={downloading}
    />
  );
}
