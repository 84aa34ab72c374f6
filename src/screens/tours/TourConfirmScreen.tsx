import { Alert, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { TourOrderDetails } from '../../contract';
import { CountdownTimer, EmptyState } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { TOUR_LIST_PATH, tourPaymentPath, tourVoucherPath } from '../../domain/tours';
import { useStores } from '../../stores';
import { LoadView, useLoad } from '../account/parts/load';
import { CancelReservation } from '../booking/parts/CancelReservation';
import { ConfirmPanel, type ConfirmWording } from '../booking/parts/ConfirmPanel';
import bookingClasses from '../booking/parts/booking.module.css';
import { useLiveOrder } from '../shared/live';
import { routerLink } from '../shared/router-link';
import { tourLinesOf } from './parts/tour-view';
import { TourSummary } from './parts/TourSummary';
import { orderPartyFa, orderRoomsFa, TourTravellerList } from './parts/TourTravellerList';

const wordingOf = (order: TourOrderDetails): ConfirmWording => ({
  price: { lines: tourLinesOf(order.lines) },
  paidPath: tourPaymentPath(order.id),
  payLabel: 'پرداخت و دریافت واچر',
  walletNote: 'مبلغ از کیف پول شما برداشته و واچر تور بی‌درنگ صادر می‌شود.',
});

/** /tour/confirm/{orderId}/: the held places, the hold's countdown, voucher code, wallet and the way to pay, or cancel. */
export function TourConfirmScreen() {
  const root = useStores();
  const { orderId = '' } = useParams();
  const loaded = useLoad(async () => {
    const order = await root.api.tours.orderDetails(orderId);
    const [balance, difference, gift] = await Promise.all([
      root.api.wallet.currentUserBalance(),
      root.api.wallet.balanceDifference(order.payableAmount),
      root.api.wallet.checkGiftExceedCount().catch(() => null),
    ]);
    root.wallet.setInventory(balance.balance);
    return { order, difference, gift };
  }, orderId);
  // Paid in another tab, expired by the server's sweep, cancelled: the page follows without a reload.
  useLiveOrder(orderId, loaded.refresh);

  return (
    <Container size="lg">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این سفارش در سفارش‌های شما پیدا نشد.">
        {({ order, difference, gift }) => {
          if (order.status === 'Cancelled' || order.status === 'Expired') {
            return (
              <EmptyState
                title={order.status === 'Cancelled' ? 'این رزرو لغو شد' : 'مهلت پرداخت این رزرو تمام شد'}
                text="جاهای نگه‌داشته‌شده در تور آزاد شد و این سفارش دیگر پرداخت نمی‌شود. می‌توانید دوباره رزرو کنید."
                action={{ label: 'تورها', href: TOUR_LIST_PATH }} renderLink={routerLink} />
            );
          }
          if (order.status !== 'Reserved') {
            return (
              <EmptyState title="این رزرو پرداخت شده است" text="واچر تور را ببینید یا دانلود کنید."
                action={{ label: 'مشاهده واچر', href: tourVoucherPath(order.id) }} renderLink={routerLink} />
            );
          }
          return (
            <div className={bookingClasses.page}>
              <div className={bookingClasses.main}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Title order={1} size="h3">تأیید و پرداخت تور</Title>
                    <Text size="sm" c="dimmed">سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>
                  </div>
                  <CancelReservation order={order} onCancelled={loaded.reload} />
                </Group>
                {order.holdExpiresAt && (
                  <Paper withBorder radius="md" p="md">
                    <CountdownTimer expiresAt={order.holdExpiresAt} onExpire={loaded.refresh} clock={root.live.serverNow} />
                    <Text size="sm" c="dimmed" mt={4}>جای شما در تور تا پایان این زمان نگه داشته می‌شود.</Text>
                  </Paper>
                )}
                <TourSummary titleFa={order.tour.titleFa} destinationFa={order.tour.destinationFa} departure={order.departure} hotel={order.hotel} partyFa={orderPartyFa(order)} roomsFa={orderRoomsFa(order)} visaDestination={order.tour.visaDestination} />
                <TourTravellerList order={order} />
                <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-policy">
                  <Title order={2} size="h5" id="tour-policy" mb={4}>قوانین لغو</Title>
                  <Text size="sm">{order.cancellationFa}</Text>
                </Paper>
                <Alert variant="light" color="gray">
                  واچر و پیامک‌ها به <bdi>{toPersianDigits(order.contact.mobile)}</bdi>{order.contact.email ? <> و <bdi dir="ltr">{order.contact.email}</bdi></> : null} فرستاده می‌شوند.
                </Alert>
              </div>
              <div className={bookingClasses.side}>
                <ConfirmPanel order={order} difference={difference} gift={gift} wording={wordingOf(order)} />
              </div>
            </div>
          );
        }}
      </LoadView>
    </Container>
  );
}
