import { Text } from '@mantine/core';
import { IconBuilding, IconPlaneDeparture } from '@tabler/icons-react';
import { formatJalaliLong } from '../../domain/jalali';
import { formatCode, toPersianDigits } from '../../domain/numbers';
import { StarRating } from '../StarRating';
import { Fact, VoucherFrame, voucherClasses as classes } from '../voucher/VoucherFrame';
import type { TourVoucherData } from './types';

export interface TourVoucherCardProps {
  voucher: TourVoucherData;
  /** Downloads the voucher PDF; the button is hidden without it (and unless issued). */
  onDownload?: () => void;
  /** The PDF is on its way. @default false */
  downloading?: boolean;
}

/** The tour voucher: the trip and hotel first, then the codes, the rooms and travellers, what is included, the documents, the policy and the PDF. */
export function TourVoucherCard({ voucher: v, onDownload, downloading = false }: TourVoucherCardProps) {
  return (
    <VoucherFrame
      title={<>واچر {v.titleFa}</>}
      subtitle={<>{v.destinationFa}، {toPersianDigits(v.nights)} شب</>}
      state={v.state}
      statusFa={v.statusFa}
      lead={{
        label: 'سفر و هتل',
        lines: [
          {
            icon: <IconPlaneDeparture size={20} aria-hidden className={classes.icon} />,
            strong: true,
            text: (
              <>
                رفت <time dateTime={v.departureDate}>{formatJalaliLong(v.departureDate, { weekday: true })}</time>، برگشت{' '}
                <time dateTime={v.returnDate}>{formatJalaliLong(v.returnDate, { weekday: true })}</time>
              </>
            ),
          },
          { icon: <IconBuilding size={20} aria-hidden className={classes.icon} />, text: <>{v.hotelFa} <StarRating stars={v.stars} size={14} />، {v.boardFa}</> },
        ],
      }}
      facts={(
        <>
          <Fact label="شماره رزرو"><bdi>{toPersianDigits(v.orderNumber)}</bdi></Fact>
          <Fact label="کد تأیید">{v.confirmationCode ? <bdi dir="ltr" className={classes.code}>{formatCode(v.confirmationCode)}</bdi> : '—'}</Fact>
          <Fact label="ایرلاین">{v.airlineFa} <bdi dir="ltr" className={classes.code}>({v.airlineCode})</bdi></Fact>
          <Fact label="مسافران">{toPersianDigits(v.travellers.length)} نفر، {toPersianDigits(v.rooms.length)} اتاق</Fact>
        </>
      )}
      people={{
        label: 'مسافران و اتاق‌ها',
        travellers: v.travellers,
        after: v.rooms.map((r, i) => (
          <Text key={r.key} size="sm" mt={4}><Text span fw={700}>اتاق {toPersianDigits(i + 1)}: </Text>{r.travellers.join('، ')}</Text>
        )),
      }}
      cancellationFa={v.cancellationFa}
      footerNote="این واچر و کارت شناسایی یا گذرنامه را هنگام پرواز و پذیرش هتل همراه داشته باشید؛ تصویر آن در تلفن کافی است."
      onDownload={onDownload}
      downloading={downloading}
    >
      {(v.includesFa.length > 0 || v.documentsFa.length > 0) && (
        <div className={classes.policy}>
          {v.includesFa.length > 0 && <Text size="sm"><Text span fw={700}>خدمات تور: </Text>{v.includesFa.join('، ')}</Text>}
          {v.documentsFa.length > 0 && <Text size="sm" mt={4}><Text span fw={700}>مدارک لازم: </Text>{v.documentsFa.join('، ')}</Text>}
        </div>
      )}
    </VoucherFrame>
  );
}
