import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { HotelOrderDetails, PaymentInfo } from '../../../contract';
import { PriceText, showToast } from '../../../design-system';
import { toPersianDigits } from '../../../domain';
import { useStores } from '../../../stores';
import { Facts } from '../../account/parts/Facts';
import { failureMessage, LoadView, useLoad } from '../../account/parts/load';
import { CancelReservation } from '../../booking/parts/CancelReservation';
import { useLiveOrder } from '../../shared/live';
import { VoucherView } from './parts/VoucherView';

type Outcome = 'issued' | 'paid' | 'pending' | 'failed' | 'returned' | 'cancelled' | 'expired' | 'unpaid';

/** What the traveller is told, from the payment the bank sent back (if any) and the order. */
export function hotelOutcomeOf(payment: PaymentInfo | null, order: Pick<HotelOrderDetails, 'status'>): Outcome {
  if (['Issued', 'RefundRequested', 'PartiallyRefunded', 'Refunded'].includes(order.status)) return 'issued';
  if (order.status === 'Paid') return 'paid';
  if (payment?.status === 'Returned') return 'returned';
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.status === 'Expired') return 'expired';
  if (payment?.status === 'Pending') return 'pending';
  if (payment?.status === 'Failed' || payment?.status === 'Cancelled') return 'failed';
  return 'unpaid';
}

const OUTCOME: Record<Outcome, { title: string; color: string; icon: ReactNode }> = {
  issued: { title: 'پرداخت موفق بود و واچر هتل صادر شد', color: 'green', icon: <IconCircleCheck size={36} aria-hidden /> },
  paid: { title: 'پرداخت انجام شد؛ واچر در حال صدور است', color: 'brand', icon: <IconClockHour4 size={36} aria-hidden /> },
  pending: { title: 'در انتظار تأیید بانک', color: 'yellow', icon: <IconClockHour4 size={36} aria-hidden /> },
  failed: { title: 'پرداخت ناموفق بود', color: 'red', icon: <IconAlertTriangle size={36} aria-hidden /> },
  returned: { title: 'مبلغ به کیف پول شما برگشت', color: 'yellow', icon: <IconAlertTriangle size={36} aria-hidden /> },
  cancelled: { title: 'این رزرو لغو شد', color: 'gray', icon: <IconCircleX size={36} aria-hidden /> },
  expired: { title: 'مهلت پرداخت این رزرو تمام شد', color: 'gray', icon: <IconAlertTriangle size={36} aria-hidden /> },
  unpaid: { title: 'این رزرو هنوز پرداخت نشده است', color: 'yellow', icon: <IconAlertTriangle size={36} aria-hidden /> },
};

/** /hotels/payment/{orderId}/?paymentId=: where the bank sends the browser back — the outcome, then the voucher or a retry. */
export function HotelPaymentScreen() {
  const root = useStores();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const [paying, setPaying] = useState(false);
  const loaded = useLoad(async () => {
    const payment = paymentId ? await root.api.payment.byId(paymentId) : null;
    return { payment, order: await root.api.hotelReservation.orderDetails(orderId) };
  }, `${orderId}/${paymentId}`);
  useLiveOrder(orderId, loaded.refresh);

  const payAgain = async () => {
    setPaying(true);
    try {
      window.location.assign((await root.api.payment.create({ orderId, useWallet: root.order.useWallet })).url);
    } catch (error) {
      void showToast(failureMessage(error), 'error');
      setPaying(false);
    }
  };

  return (
    <Container size="md" py="xl">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این پرداخت یا رزرو در حساب شما پیدا نشد.">
        {({ payment, order }) => {
          const outcome = hotelOutcomeOf(payment, order);
          const view = OUTCOME[outcome];
          return (
            <Stack gap="md">
              <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="payment-result" data-outcome={outcome}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={56} radius="xl" variant="light" color={view.color}>{view.icon}</ThemeIcon>
                  <div>
                    <Title order={1} size="h3" id="payment-result" aria-live="polite">{view.title}</Title>
                    {(outcome === 'failed' || outcome === 'returned') && payment?.message && <Text c="dimmed" mt={4}>{payment.message}</Text>}
                    <Text size="sm" c="dimmed" mt={4}>سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>
                  </div>
                </Group>
                {payment && (
                  <Paper bg="gray.0" radius="md" p="sm" mt="md">
                    <Facts items={[
                      ['مبلغ پرداخت بانکی', <PriceText key="a" amount={payment.amount} size="sm" />],
                      ...(payment.walletAmount > 0 ? [['از کیف پول', <PriceText key="w" amount={payment.walletAmount} size="sm" />] as const] : []),
                      ['وضعیت پرداخت', payment.statusFa],
                      ...(payment.referenceNumber ? [['شماره پیگیری', <bdi key="r">{toPersianDigits(payment.referenceNumber)}</bdi>] as const] : []),
                    ]} />
                  </Paper>
                )}
                <Group mt="md" gap="sm">
                  {(outcome === 'failed' || outcome === 'unpaid' || outcome === 'returned') && order.status === 'Reserved' && (
                    <Button onClick={payAgain} loading={paying} leftSection={<IconRefresh size={18} aria-hidden />}>پرداخت دوباره</Button>
                  )}
                  {order.status === 'Reserved' && <CancelReservation order={order} onCancelled={loaded.reload} />}
                  {(outcome === 'paid' || outcome === 'pending') && (
                    <Button variant="light" onClick={loaded.reload} leftSection={<IconRefresh size={18} aria-hidden />}>بررسی دوباره</Button>
                  )}
                  {(outcome === 'expired' || outcome === 'cancelled') && <Button component={Link} to="/hotels/">جستجوی دوباره هتل</Button>}
                  {outcome === 'returned' && <Button variant="default" component={Link} to="/profile/transactions/">تراکنش‌های کیف پول</Button>}
                </Group>
              </Paper>
              {outcome === 'issued' && <VoucherView order={order} />}
            </Stack>
          );
        }}
      </LoadView>
    </Container>
  );
}
