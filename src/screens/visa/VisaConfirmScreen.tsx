import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api';
import type { VisaOrderDetails } from '../../contract';
import { DiscountVoucherInput, PaymentGatewaySelect, PriceBreakdown, type PaymentGateway } from '../../design-system';
import { DEFAULT_GATEWAY_ID } from '../../domain';
import { useStores } from '../../stores';
import { fareRows, OrderLoadError, OrderLoading, useVisaOrder, VisaOrderSummary } from './VisaOrderParts';
import { FlowSteps, MissingChoice, VisaPage } from './VisaPage';

/** Until the server says which gateways it offers (Pay/Gateways): SPEC §9's gateway 1. */
const DEFAULT_GATEWAYS: PaymentGateway[] = [{ id: DEFAULT_GATEWAY_ID, name: 'درگاه پرداخت شاپرک', description: 'پرداخت با همه کارت‌های عضو شتاب' }];
const PAY_ERROR = 'اتصال به درگاه پرداخت انجام نشد. دوباره تلاش کنید.';

const firstMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? Object.values(error.fieldErrors).find((m) => m.length)?.[0] : undefined) ?? fallback;

const PayPanel = observer(function PayPanel({ order, onOrder }: { order: VisaOrderDetails; onOrder: (order: VisaOrderDetails) => void }) {
  const { api, order: booking } = useStores();
  useEffect(() => {
    void booking.loadGateways();
  }, [booking]);
  const gatewayId = booking.gatewayId ?? DEFAULT_GATEWAY_ID;
  const [voucher, setVoucher] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  async function changeVoucher(code: string | null) {
    setVoucher({ loading: true, error: null });
    try {
      const summary = code ? await api.orders.applyDiscountVoucher(order.id, code) : await api.orders.removeDiscountVoucher(order.id);
      onOrder({ ...order, ...summary });
      setVoucher({ loading: false, error: null });
    } catch (error) {
      setVoucher({ loading: false, error: firstMessage(error, 'کد تخفیف اعمال نشد.') });
    }
  }

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      const payment = await api.payment.create({ orderId: order.id, gatewayId });
      window.location.assign(payment.url);
    } catch (error) {
      setPayError(firstMessage(error, PAY_ERROR));
      setPaying(false);
    }
  }

  return (
    <Stack gap="md">
      <PriceBreakdown passengers={fareRows(order)} discount={order.discountAmount} total={order.payableAmount} />
      <DiscountVoucherInput
        appliedCode={order.voucherCode}
        appliedAmount={order.discountAmount}
        loading={voucher.loading}
        error={voucher.error}
        onApply={(code) => void changeVoucher(code)}
        onRemove={() => void changeVoucher(null)}
      />
      <PaymentGatewaySelect gateways={booking.gateways ?? DEFAULT_GATEWAYS} value={gatewayId} onChange={(id) => booking.chooseGateway(id)} />
      {payError && <Alert color="red" variant="light">{payError}</Alert>}
      <Button size="lg" onClick={() => void pay()} loading={paying}>پرداخت و ثبت نهایی</Button>
      <Text size="xs" c="dimmed">
        با پرداخت، <Link to="/privacy/visa/">قوانین ویزا</Link> را می‌پذیرید. هزینه ویزا پس از ثبت پرونده در سفارت یا اداره مهاجرت بازگشت‌پذیر نیست.
      </Text>
    </Stack>
  );
});

function ConfirmBody({ orderId }: { orderId: string }) {
  const { load, reload, replace } = useVisaOrder(orderId);
  if (load.status === 'loading') return <OrderLoading />;
  if (load.status === 'error') return <OrderLoadError notFound={load.notFound} onRetry={reload} />;
  const { order, paid } = load.result;
  return (
    <Stack gap="lg">
      <FlowSteps current={3} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <VisaOrderSummary order={order} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {paid ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title="این درخواست پرداخت شده است">
              <Button component={Link} to={`/visa/payment/${order.id}/`} variant="light" mt="xs">وضعیت پرداخت</Button>
            </Alert>
          ) : order.status === 'Expired' || order.status === 'Cancelled' ? (
            <Alert color="gray" variant="light" title="مهلت پرداخت این درخواست تمام شده است">
              <Text size="sm">برای گرفتن ویزا، درخواست تازه‌ای ثبت کنید.</Text>
              <Button component={Link} to="/visa/" variant="light" mt="xs">درخواست تازه</Button>
            </Alert>
          ) : (
            <PayPanel order={order} onOrder={replace} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /visa/confirm/?orderId= (protected): the submitted request, voucher, gateway and Pay/Create. */
export const VisaConfirmScreen = observer(function VisaConfirmScreen() {
  const [params] = useSearchParams();
  const { visa } = useStores();
  const orderId = params.get('orderId') ?? visa.visaOrderId;
  return (
    <VisaPage title="تأیید و پرداخت درخواست ویزا" crumbs={[{ label: 'تأیید و پرداخت' }]}>
      {orderId ? <ConfirmBody key={orderId} orderId={orderId} /> : <MissingChoice text="درخواستی برای تأیید پیدا نشد. اگر درخواست را ثبت کرده‌اید، آن را در سفرهای من ببینید؛ وگرنه از ابتدا شروع کنید." />}
    </VisaPage>
  );
});
