import { Alert, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { HotelOrderDetails } from '../../../contract';
import { CancellationPolicyCard, CountdownTimer, EmptyState } from '../../../design-system';
import { tehranToday, toPersianDigits } from '../../../domain';
import { useStores } from '../../../stores';
import { LoadView, useLoad } from '../../account/parts/load';
import { CancelReservation } from '../../booking/parts/CancelReservation';
import { ConfirmPanel, type ConfirmWording } from '../../booking/parts/ConfirmPanel';
import bookingClasses from '../../booking/parts/booking.module.css';
import { useLiveOrder } from '../../shared/live';
import { routerLink } from '../../shared/router-link';
import { hotelVoucherPath, roomLinesOf } from './parts/hotel-order-view';
import { GuestList } from './parts/GuestList';
import { StaySummary } from './parts/StaySummary';

const wordingOf = (order: HotelOrderDetails): ConfirmWording => ({
  price: { lines: roomLinesOf(order) },
  paidPath: `/hotels/payment/${order.id}/`,
  payLabel: 'پرداخت و دریافت واچر',
  walletNote: 'مبلغ از کیف پول شما برداشته و واچر هتل بی‌درنگ صادر می‌شود.',
});

/** /hotels/confirm/{orderId}/: the held rooms, the hold's countdown, voucher, wallet and the way to pay, or cancel. */
export function HotelConfirmScreen() {
  const root = useStores();
  const { orderId = '' } = useParams();
  const loaded = useLoad(async () => {
    const order = await root.api.hotelReservation.orderDetails(orderId);
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
                text="اتاق‌های این سفارش آزاد شد و دیگر پرداخت نمی‌شود. می‌توانید دوباره جستجو کنید."
                action={{ label: 'جستجوی دوباره هتل', href: '/hotels/' }} renderLink={routerLink} />
            );
          }
          if (order.status !== 'Reserved') {
            return (
              <EmptyState title="این رزرو پرداخت شده است" text="واچر هتل را ببینید یا دانلود کنید."
                action={{ label: 'مشاهده واچر', href: hotelVoucherPath(order.id) }} renderLink={routerLink} />
            );
          }
          return (
            <div className={bookingClasses.page}>
              <div className={bookingClasses.main}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Title order={1} size="h3">تأیید و پرداخت رزرو هتل</Title>
                    <Text size="sm" c="dimmed">سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>
                  </div>
                  <CancelReservation order={order} onCancelled={loaded.reload} />
                </Group>
                {order.holdExpiresAt && (
                  <Paper withBorder radius="md" p="md">
                    <CountdownTimer expiresAt={order.holdExpiresAt} onExpire={loaded.refresh} clock={root.live.serverNow} />
                    <Text size="sm" c="dimmed" mt={4}>اتاق‌ها تا پایان این زمان برای شما نگه داشته می‌شود.</Text>
                  </Paper>
                )}
                <StaySummary hotel={order.hotel} checkIn={order.stay.checkIn} checkOut={order.stay.checkOut} nights={order.stay.nights}
                  rooms={roomLinesOf(order).map((l) => String(l.label))} />
                <GuestList order={order} />
                <CancellationPolicyCard policy={order.cancellation} checkIn={order.stay.checkIn} today={tehranToday(root.env.now())} />
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
