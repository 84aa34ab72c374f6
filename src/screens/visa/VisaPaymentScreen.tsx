import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PaymentInfo } from '../../contract';
import { PriceText } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { OrderLoadError, OrderLoading, useVisaOrder, VisaOrderSummary } from './VisaOrderParts';
import { FlowSteps, MissingChoice, VisaPage } from './VisaPage';

/** The bank's answer for this payment (Pay/ById), when the callback named one; never blocks the page. */
function usePayment(paymentId: string | null) {
  const { api } = useStores();
  const [payment, setPayment] = useState<PaymentInfo | null>(null);
  useEffect(() => {
    if (!paymentId) return;
    let live = true;
    api.payment.byId(paymentId).then((p) => live && setPayment(p), () => {});
    return () => {
      live = false;
    };
  }, [api, paymentId]);
  return payment;
}

function PaymentBody({ orderId, paymentId }: { orderId: string; paymentId: string | null }) {
  const { load, reload } = useVisaOrder(orderId);
  const payment = usePayment(paymentId);
  if (load.status === 'loading') return <OrderLoading />;
  if (load.status === 'error') return <OrderLoadError notFound={load.notFound} onRetry={reload} />;
  const { order, paid, messages } = load.result;
  const expired = order.status === 'Expired' || order.status === 'Cancelled';
  return (
    <Stack gap="lg">
      <FlowSteps current={4} />
      {paid ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title="پرداخت با موفقیت انجام شد">
          <Stack gap={4}>
            <Group gap={6}>
              <Text size="sm">مبلغ پرداخت‌شده:</Text>
              <PriceText amount={order.payableAmount} size="sm" />
            </Group>
            {payment?.referenceNumber && <Text size="sm">شماره پیگیری بانک: <span dir="ltr">{toPersianDigits(payment.referenceNumber)}</span></Text>}
            <Text size="sm">
              درخواست شما برای بررسی ثبت شد. نتیجه و فایل ویزا به شماره موبایل و ایمیل ثبت‌شده فرستاده می‌شود و در سفرهای من هم دیده می‌شود.
            </Text>
          </Stack>
        </Alert>
      ) : (
        <Alert color={expired ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle aria-hidden />} title="پرداخت انجام نشد">
          <Stack gap={4}>
            {payment?.message && <Text size="sm">{payment.message}</Text>}
            {messages.map((m) => <Text key={m} size="sm">{m}</Text>)}
            {!expired && <Text size="sm">اگر مبلغی از حساب شما کم شده است، حداکثر تا ۷۲ ساعت به حسابتان برمی‌گردد.</Text>}
          </Stack>
        </Alert>
      )}
      <VisaOrderSummary order={order} />
      <Group gap="sm">
        {!paid && !expired && <Button component={Link} to={`/visa/confirm/?orderId=${encodeURIComponent(order.id)}`}>پرداخت دوباره</Button>}
        {expired && <Button component={Link} to="/visa/">درخواست تازه</Button>}
        <Button component={Link} to="/profile/my-travels/" variant="default">سفرهای من</Button>
      </Group>
    </Stack>
  );
}

/** /visa/payment/{orderId?}/ (protected): where the bank sends the traveller back; VerifyVisaPayment says how it went. */
export const VisaPaymentScreen = observer(function VisaPaymentScreen() {
  const { orderId: fromPath } = useParams();
  const [params] = useSearchParams();
  const { visa } = useStores();
  const orderId = fromPath ?? params.get('orderId') ?? visa.visaOrderId;
  return (
    <VisaPage title="نتیجه پرداخت ویزا" crumbs={[{ label: 'نتیجه پرداخت' }]}>
      {orderId ? (
        <PaymentBody key={orderId} orderId={orderId} paymentId={params.get('paymentId')} />
      ) : (
        <MissingChoice text="شماره درخواست در نشانی این صفحه نیست. درخواست‌های پرداخت‌شده در سفرهای من دیده می‌شوند." />
      )}
    </VisaPage>
  );
});
