import { Button, Container, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { showToast } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { CancelReservation } from '../booking/parts/CancelReservation';
import { PaymentResult, ResultLine, type PaymentOutcome } from '../booking/parts/PaymentResult';
import { hotelOutcomeOf } from '../hotels/booking/HotelPaymentScreen';
import { useLiveOrder } from '../shared/live';
import { TourVoucherView } from './parts/TourVoucherView';

type Outcome = Exclude<PaymentOutcome, 'charged'>;

const TITLE: Record<Outcome, string> = {
  issued: 'پرداخت موفق بود و واچر تور صادر شد',
  paid: 'پرداخت انجام شد؛ واچر در حال صدور است',
  pending: 'در انتظار تأیید بانک',
  failed: 'پرداخت ناموفق بود',
  returned: 'مبلغ به کیف پول شما برگشت',
  cancelled: 'این رزرو لغو شد',
  expired: 'مهلت پرداخت این رزرو تمام شد',
  unpaid: 'این رزرو هنوز پرداخت نشده است',
};

/** /tour/payment/{orderId}/?paymentId=: where the bank sends the browser back — the outcome, then the voucher or a retry. */
export function TourPaymentScreen() {
  const root = useStores();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const [paying, setPaying] = useState(false);
  const loaded = useLoad(async () => {
    const payment = paymentId ? await root.api.payment.byId(paymentId) : null;
    return { payment, order: await root.api.tours.orderDetails(orderId) };
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
          // The order's status and the bank's answer decide it as for a hotel: one rule for every product's result page.
          const outcome = hotelOutcomeOf(payment, order);
          const problem = (outcome === 'failed' || outcome === 'returned') && payment?.message;
          return (
            <Stack gap="md">
              <PaymentResult outcome={outcome} title={TITLE[outcome]} payment={payment} message={(
                <>
                  {problem && <ResultLine>{problem}</ResultLine>}
                  <Text size="sm" c="dimmed" mt={4}>سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>
                </>
              )}>
                {(outcome === 'failed' || outcome === 'unpaid' || outcome === 'returned') && order.status === 'Reserved' && (
                  <Button onClick={payAgain} loading={paying} leftSection={<IconRefresh size={18} aria-hidden />}>پرداخت دوباره</Button>
                )}
                {order.status === 'Reserved' && <CancelReservation order={order} onCancelled={loaded.reload} />}
                {(outcome === 'paid' || outcome === 'pending') && (
                  <Button variant="light" onClick={loaded.reload} leftSection={<IconRefresh size={18} aria-hidden />}>بررسی دوباره</Button>
                )}
                {(outcome === 'expired' || outcome === 'cancelled') && <Button component={Link} to="/tour/">تورها</Button>}
                {outcome === 'returned' && <Button variant="default" component={Link} to="/profile/transactions/">تراکنش‌های کیف پول</Button>}
              </PaymentResult>
              {outcome === 'issued' && <TourVoucherView order={order} />}
            </Stack>
          );
        }}
      </LoadView>
    </Container>
  );
}
