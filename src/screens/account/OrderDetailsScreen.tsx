import { Alert, Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDownload, IconCreditCard, IconListDetails, IconReceiptRefund, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CipOrderDetails, HotelOrderDetails, OrderDetails, OrderPassenger, OrderSummary, TourOrderDetails, VisaOrderDetails } from '../../contract';
import { CountdownTimer, EmptyState, JalaliDateText, showToast } from '../../design-system';
import { formatCode, PASSENGER_KIND_LABELS, toPersianDigits } from '../../domain';
import { cipConfirmPath, cipVoucherPath } from '../../domain/cip';
import { tourConfirmPath, tourVoucherPath } from '../../domain/tours';
import { useStores } from '../../stores';
import { openTicketPdf } from '../booking/parts/ticket-pdf';
import { TripSummary } from '../booking/parts/TripSummary';
import { OrderCipSummary } from '../cip/parts/CipSummary';
import { TravellerList } from '../cip/parts/TravellerList';
import { GuestList } from '../hotels/booking/parts/GuestList';
import { hotelConfirmPath, hotelVoucherPath, roomLinesOf } from '../hotels/booking/parts/hotel-order-view';
import { StaySummary } from '../hotels/booking/parts/StaySummary';
import { orderPartyFa, orderRoomsFa, TourTravellerList } from '../tours/parts/TourTravellerList';
import { TourSummary } from '../tours/parts/TourSummary';
import { Facts } from './parts/Facts';
import { routerLink } from '../shared/router-link';
import { useLiveOrder } from '../shared/live';
import { failureMessage, LoadView, useLoad } from './parts/load';
import { profileHref } from './parts/menu';
import { OrderHeader } from './parts/OrderHeader';
import { OrderHistory } from './parts/OrderHistory';
import { allRefundsAsked, canAskRefund, OrderRefunds, RefundsAskedNote, refundHref, VisaRefundNote } from './parts/OrderRefunds';
import { OrderPrice } from './parts/OrderPrice';
import { isPayable, tehranDayOf } from './parts/order-view';
import { PageHeader } from './parts/PageHeader';
import classes from './parts/parts.module.css';

export type LoadedOrder =
  | { kind: 'flight'; order: OrderDetails }
  | { kind: 'visa'; order: VisaOrderDetails }
  | { kind: 'hotel'; order: HotelOrderDetails }
  | { kind: 'cip'; order: CipOrderDetails }
  | { kind: 'tour'; order: TourOrderDetails };

/** The summary says which details call fits: flights, visas, hotels, CIP and tours have their own. */
export async function loadOrder(api: ReturnType<typeof useStores>['api'], orderId: string): Promise<LoadedOrder> {
  const summary: OrderSummary = await api.orders.getById(orderId);
  if (summary.product === 'Visa') return { kind: 'visa', order: await api.orders.currentUserVisaOrderDetails(orderId) };
  if (summary.product === 'Hotel') return { kind: 'hotel', order: await api.hotelReservation.orderDetails(orderId) };
  if (summary.product === 'Cip') return { kind: 'cip', order: await api.cip.orderDetails(orderId) };
  if (summary.product === 'Tour') return { kind: 'tour', order: await api.tours.orderDetails(orderId) };
  return { kind: 'flight', order: await api.orders.currentUserOrderDetails(orderId) };
}

/** A hotel order's rooms and guests, and the way to its voucher or to paying it. */
function HotelOrderBody({ order }: { order: HotelOrderDetails }) {
  return (
    <>
      <Group gap="sm">
        {isPayable(order) && (
          <Button component={Link} to={hotelConfirmPath(order.id)} leftSection={<IconCreditCard size={18} aria-hidden />}>ادامه رزرو و پرداخت</Button>
        )}
        {!isPayable(order) && !['Cancelled', 'Expired'].includes(order.status) && (
          <Button variant="light" component={Link} to={hotelVoucherPath(order.id)} leftSection={<IconTicket size={18} aria-hidden />}>واچر هتل</Button>
        )}
        {canAskRefund(order.status, order.rooms) && (
          <Button variant="default" component={Link} to={refundHref(order.id)} leftSection={<IconReceiptRefund size={18} aria-hidden />}>
            لغو رزرو و استرداد
          </Button>
        )}
        {allRefundsAsked(order.status, order.rooms) && <RefundsAskedNote />}
      </Group>
      <StaySummary hotel={order.hotel} checkIn={order.stay.checkIn} checkOut={order.stay.checkOut} nights={order.stay.nights}
        rooms={roomLinesOf(order).map((l) => String(l.label))} />
      <GuestList order={order} />
      <Paper withBorder radius="md" p="md" component="section" aria-label="قوانین لغو">
        <Facts items={[
          ['قوانین لغو', order.cancellationFa],
          ['کد تأیید هتل', order.confirmationNumber ? <bdi key="c" dir="ltr">{formatCode(order.confirmationNumber)}</bdi> : '—'],
          ...(order.specialRequests ? [['درخواست ویژه', order.specialRequests] as const] : []),
        ]} />
      </Paper>
    </>
  );
}

/** A CIP order's service and travellers, its policy, and the way to its voucher, to paying it or to cancelling it. */
function CipOrderBody({ order }: { order: CipOrderDetails }) {
  return (
    <>
      <Group gap="sm">
        {isPayable(order) && (
          <Button component={Link} to={cipConfirmPath(order.id)} leftSection={<IconCreditCard size={18} aria-hidden />}>ادامه رزرو و پرداخت</Button>
        )}
        {!isPayable(order) && !['Cancelled', 'Expired'].includes(order.status) && (
          <Button variant="light" component={Link} to={cipVoucherPath(order.id)} leftSection={<IconTicket size={18} aria-hidden />}>واچر CIP</Button>
        )}
        {canAskRefund(order.status, order.passengers) && (
          <Button variant="default" component={Link} to={refundHref(order.id)} leftSection={<IconReceiptRefund size={18} aria-hidden />}>
            لغو و استرداد
          </Button>
        )}
        {allRefundsAsked(order.status, order.passengers) && <RefundsAskedNote />}
      </Group>
      <OrderCipSummary order={order} />
      <TravellerList order={order} />
      <Paper withBorder radius="md" p="md" component="section" aria-label="قوانین لغو">
        <Facts items={[
          ['قوانین لغو', order.cancellationFa],
          ['کد تأیید', order.confirmationCode ? <bdi key="c" dir="ltr">{formatCode(order.confirmationCode)}</bdi> : '—'],
        ]} />
      </Paper>
    </>
  );
}

/** A tour order's trip, hotel, rooms and travellers, its policy, and the way to its voucher, to paying it or to cancelling travellers. */
function TourOrderBody({ order }: { order: TourOrderDetails }) {
  return (
    <>
      <Group gap="sm">
        {isPayable(order) && (
          <Button component={Link} to={tourConfirmPath(order.id)} leftSection={<IconCreditCard size={18} aria-hidden />}>ادامه رزرو و پرداخت</Button>
        )}
        {!isPayable(order) && !['Cancelled', 'Expired'].includes(order.status) && (
          <Button variant="light" component={Link} to={tourVoucherPath(order.id)} leftSection={<IconTicket size={18} aria-hidden />}>واچر تور</Button>
        )}
        {canAskRefund(order.status, order.passengers) && (
          <Button variant="default" component={Link} to={refundHref(order.id)} leftSection={<IconReceiptRefund size={18} aria-hidden />}>
            لغو و استرداد
          </Button>
        )}
        {allRefundsAsked(order.status, order.passengers) && <RefundsAskedNote />}
      </Group>
      <TourSummary titleFa={order.tour.titleFa} destinationFa={order.tour.destinationFa} departure={order.departure} hotel={order.hotel}
        partyFa={orderPartyFa(order)} roomsFa={orderRoomsFa(order)} visaDestination={order.tour.visaDestination} />
      <TourTravellerList order={order} />
      <Paper withBorder radius="md" p="md" component="section" aria-label="قوانین لغو">
        <Facts items={[
          ['قوانین لغو', order.cancellationFa],
          ['کد تأیید', order.confirmationCode ? <bdi key="c" dir="ltr">{formatCode(order.confirmationCode)}</bdi> : '—'],
        ]} />
      </Paper>
    </>
  );
}

const NOT_FOUND = 'این سفارش در سفارش‌های شما پیدا نشد.';
export const itemsHref = (kind: LoadedOrder['kind'], orderId: string) =>
  `/profile/my-travels/order-details/${kind === 'visa' ? 'VisaOrderItems' : 'flight-order-items'}/?orderId=${encodeURIComponent(orderId)}`;

function passengerName(p: Pick<OrderPassenger, 'firstNameFa' | 'lastNameFa' | 'firstNameEn' | 'lastNameEn'>) {
  return [p.firstNameFa, p.lastNameFa].filter(Boolean).join(' ') || `${p.firstNameEn} ${p.lastNameEn}`;
}

function Passengers({ passengers }: { passengers: readonly OrderPassenger[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-passengers">
      <Title order={2} size="h5" id="order-passengers" mb="sm">مسافران</Title>
      <ul className={classes.list}>
        {passengers.map((p) => (
          <li key={p.id}>
            <Text fw={500}>{passengerName(p)} <Text span size="sm" c="dimmed">({PASSENGER_KIND_LABELS[p.passengerType]})</Text></Text>
            <Text size="sm" c="dimmed">
              {p.nationalCode ? <>کد ملی <bdi>{toPersianDigits(p.nationalCode)}</bdi></> : <>گذرنامه <bdi dir="ltr">{p.passportNumber}</bdi></>}
            </Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** /profile/my-travels/order-details/?orderId=: one order with its flights or visa, passengers, tickets and history. */
export function OrderDetailsScreen() {
  const root = useStores();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const loaded = useLoad(() => loadOrder(root.api, orderId), orderId, Boolean(orderId));
  // Issued, expired, cancelled or refunded while open (the sweep pays a refund later): the page follows.
  useLiveOrder(orderId, loaded.refresh);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await openTicketPdf(root.api, orderId);
    } catch (error) {
      void showToast(failureMessage(error, 'بلیت این سفارش هنوز صادر نشده است.'), 'error');
    } finally {
      setDownloading(false);
    }
  };

  const back = (
    <Anchor component={Link} to={profileHref('my-travels')} size="sm">
      <Group gap={4} component="span"><IconArrowRight size={16} aria-hidden />سفرهای من</Group>
    </Anchor>
  );

  if (!orderId) {
    return (
      <div className={classes.stack}>
        <PageHeader title="جزئیات سفارش" action={back} />
        <EmptyState title="سفارشی انتخاب نشده است" text="از فهرست سفرهای خود سفارشی را باز کنید."
          action={{ label: 'سفرهای من', href: profileHref('my-travels') }} renderLink={routerLink} />
      </div>
    );
  }

  return (
    <div className={classes.stack}>
      <PageHeader title="جزئیات سفارش" action={back} />
      <LoadView state={loaded.state} reload={loaded.reload} notFound={NOT_FOUND}>
        {(loadedOrder) => {
          const { kind, order } = loadedOrder;
          return (
          <>
            <OrderHeader order={order} />
            {order.status === 'Cancelled' && (
              <Alert variant="light" color="red" title="این سفارش لغو شده است">
                رزرو پیش از پرداخت لغو شد و صندلی‌های آن آزاد شد؛ این سفارش دیگر پرداخت نمی‌شود.
              </Alert>
            )}
            <OrderPrice priced={loadedOrder} />
            {order.status === 'Reserved' && order.holdExpiresAt && (
              <Paper withBorder radius="md" p="md"><CountdownTimer expiresAt={order.holdExpiresAt} onExpire={loaded.reload} /></Paper>
            )}
            {kind === 'hotel' ? <HotelOrderBody order={loadedOrder.order} /> : kind === 'cip' ? <CipOrderBody order={loadedOrder.order} />
              : kind === 'tour' ? <TourOrderBody order={loadedOrder.order} /> : <Group gap="sm">
              {kind === 'flight' && isPayable(order) && (
                <Button component={Link} to={`/confirm/?orderId=${encodeURIComponent(order.id)}`} leftSection={<IconCreditCard size={18} aria-hidden />}>
                  ادامه خرید و پرداخت
                </Button>
              )}
              {kind === 'flight' && order.status === 'Issued' && (
                <Button variant="light" onClick={download} loading={downloading} leftSection={<IconDownload size={18} aria-hidden />}>
                  دانلود بلیت (PDF)
                </Button>
              )}
              <Button variant="default" component={Link} to={itemsHref(kind, order.id)} leftSection={<IconListDetails size={18} aria-hidden />}>
                {kind === 'visa' ? 'مسافران و مدارک روادید' : 'بلیت‌ها و اقلام سفارش'}
              </Button>
              {kind === 'flight' && canAskRefund(order.status, order.items) && (
                <Button variant="default" component={Link} to={refundHref(order.id)} leftSection={<IconReceiptRefund size={18} aria-hidden />}>
                  درخواست استرداد
                </Button>
              )}
              {kind === 'flight' && allRefundsAsked(order.status, order.items) && <RefundsAskedNote />}
            </Group>}
            {kind === 'hotel' || kind === 'cip' || kind === 'tour' ? null : kind === 'flight' ? (
              <>
                <TripSummary title="پروازها" parts={order.segments.map((s) => ({ proposal: s.proposal, pnr: s.pnr }))} />
                <Passengers passengers={order.passengers} />
              </>
            ) : (
              <Paper withBorder radius="md" p="md" component="section" aria-label="روادید">
                <Facts items={[
                  ['مقصد', order.visa.destinationFa],
                  ['نوع روادید', order.visa.visaTypeFa],
                  ['سرعت رسیدگی', order.visa.speedFa],
                  ['تاریخ سفر', <JalaliDateText key="t" date={tehranDayOf(order.visa.travelDate)} format="long" />],
                  ['زمان رسیدگی', `${toPersianDigits(order.visa.processingDays)} روز کاری`],
                ]} />
              </Paper>
            )}
            <Paper withBorder radius="md" p="md" component="section" aria-label="اطلاعات تماس">
              <Facts items={[
                ['موبایل', <bdi key="m">{toPersianDigits(order.contact.mobile)}</bdi>],
                ['ایمیل', order.contact.email ? <bdi key="e" dir="ltr">{order.contact.email}</bdi> : 'ثبت نشده'],
              ]} />
            </Paper>
            {kind === 'visa' ? <VisaRefundNote order={order} /> : <OrderRefunds order={order} />}
            <OrderHistory history={order.history} />
          </>
          );
        }}
      </LoadView>
    </div>
  );
}
