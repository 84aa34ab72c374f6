import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CountdownTimer, EmptyState, showToast } from '../../../design-system';
import { toPersianDigits } from '../../../domain';
import { useStores } from '../../../stores';
import { failureMessage, LoadView, useLoad } from '../../account/parts/load';
import { useLiveOrder } from '../../shared/live';
import { routerLink } from '../../shared/router-link';
import { bookedOutcomeOf, type BookedOrder, type BookedOutcome, type BookedProduct } from './booked-product';
import { CancelReservation } from './CancelReservation';
import { ConfirmPanel } from './ConfirmPanel';
import { PaymentResult, ResultLine } from './PaymentResult';
import classes from './booking.module.css';

/** …/confirm/{orderId}/: the held order, the hold's countdown, voucher code, wallet and the way to pay, or cancel. */
export function BookedConfirmScreen<O extends BookedOrder>({ product }: { product: BookedProduct<O> }) {
  const root = useStores();
  const { orderId = '' } = useParams();
  const loaded = useLoad(async () => {
    const order = await product.load(root.api, orderId);
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
  const { Details } = product;

  return (
    <Container size="lg">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این سفارش در سفارش‌های شما پیدا نشد.">
        {({ order, difference, gift }) => {
          if (order.status === 'Cancelled' || order.status === 'Expired') {
            return (
              <EmptyState title={order.status === 'Cancelled' ? 'این رزرو لغو شد' : 'مهلت پرداخت این رزرو تمام شد'}
                text={product.releasedFa} action={product.searchAgain} renderLink={routerLink} />
            );
          }
          if (order.status !== 'Reserved') {
            return (
              <EmptyState title="این رزرو پرداخت شده است" text={`${product.voucherFa} را ببینید یا دانلود کنید.`}
                action={{ label: 'مشاهده واچر', href: product.voucherPath(order.id) }} renderLink={routerLink} />
            );
          }
          const wording = {
            price: { lines: product.lines(order) },
            paidPath: product.paymentPath(order.id),
            payLabel: 'پرداخت و دریافت واچر',
            walletNote: `مبلغ از کیف پول شما برداشته و ${product.voucherFa} بی‌درنگ صادر می‌شود.`,
          };
          return (
            <div className={classes.page}>
              <div className={classes.main}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Title order={1} size="h3">{product.confirmTitle}</Title>
                    <Text size="sm" c="dimmed">سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>
                  </div>
                  <CancelReservation order={order} onCancelled={loaded.reload} />
                </Group>
                {order.holdExpiresAt && (
                  <Paper withBorder radius="md" p="md">
                    <CountdownTimer expiresAt={order.holdExpiresAt} onExpire={loaded.refresh} clock={root.live.serverNow} />
                    <Text size="sm" c="dimmed" mt={4}>{product.heldFa}</Text>
                  </Paper>
                )}
                <Details order={order} />
                <Alert variant="light" color="gray">
                  واچر و پیامک‌ها به <bdi>{toPersianDigits(order.contact.mobile)}</bdi>{order.contact.email ? <> و <bdi dir="ltr">{order.contact.email}</bdi></> : null} فرستاده می‌شوند.
                </Alert>
              </div>
              <div className={classes.side}>
                <ConfirmPanel order={order} difference={difference} gift={gift} wording={wording} />
              </div>
            </div>
          );
        }}
      </LoadView>
    </Container>
  );
}

const TITLE: Record<Exclude<BookedOutcome, 'issued'>, string> = {
  paid: 'پرداخت انجام شد؛ واچر در حال صدور است',
  pending: 'در انتظار تأیید بانک',
  failed: 'پرداخت ناموفق بود',
  returned: 'مبلغ به کیف پول شما برگشت',
  reversed: 'مبلغ به کارت شما برگشت داده شد',
  cancelled: 'این رزرو لغو شد',
  expired: 'مهلت پرداخت این رزرو تمام شد',
  unpaid: 'این رزرو هنوز پرداخت نشده است',
};

/** …/payment/{orderId}/?paymentId=: where the bank sends the browser back — the outcome, then the voucher or a retry. */
export function BookedPaymentScreen<O extends BookedOrder>({ product }: { product: BookedProduct<O> }) {
  const root = useStores();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const [paying, setPaying] = useState(false);
  const loaded = useLoad(async () => {
    const payment = paymentId ? await root.api.payment.byId(paymentId) : null;
    return { payment, order: await product.load(root.api, orderId) };
  }, `${orderId}/${paymentId}`);
  useLiveOrder(orderId, loaded.refresh);
  const { Voucher } = product;

  const payAgain = async () => {
    setPaying(true);
    try {
      window.location.assign((await root.api.payment.create({ orderId, useWallet: root.order.useWallet, gatewayId: root.order.gatewayId })).url);
    } catch (error) {
      void showToast(failureMessage(error), 'error');
      setPaying(false);
    }
  };

  return (
    <Container size="md" py="xl">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این پرداخت یا رزرو در حساب شما پیدا نشد.">
        {({ payment, order }) => {
          const outcome = bookedOutcomeOf(payment, order);
          const title = outcome === 'issued' ? `پرداخت موفق بود و ${product.voucherFa} صادر شد` : TITLE[outcome];
          const problem = (outcome === 'failed' || outcome === 'returned' || outcome === 'reversed') && payment?.message;
          return (
            <Stack gap="md">
              <PaymentResult outcome={outcome} title={title} payment={payment} message={(
                <>
                  {problem && <ResultLine>{problem}</ResultLine>}
                  <Text size="sm" c="dimmed" mt={4}>سفارش <bdi>{toPersianDigits(order.number)}</bdi>، {order.title}</Text>
                </>
              )}>
                {(outcome === 'failed' || outcome === 'unpaid' || outcome === 'returned' || outcome === 'reversed') && order.status === 'Reserved' && (
                  <Button onClick={payAgain} loading={paying} leftSection={<IconRefresh size={18} aria-hidden />}>پرداخت دوباره</Button>
                )}
                {order.status === 'Reserved' && <CancelReservation order={order} onCancelled={loaded.reload} />}
                {(outcome === 'paid' || outcome === 'pending') && (
                  <Button variant="light" onClick={loaded.reload} leftSection={<IconRefresh size={18} aria-hidden />}>بررسی دوباره</Button>
                )}
                {(outcome === 'expired' || outcome === 'cancelled') && <Button component={Link} to={product.searchAgain.href}>{product.searchAgain.label}</Button>}
                {outcome === 'returned' && <Button variant="default" component={Link} to="/profile/transactions/">تراکنش‌های کیف پول</Button>}
              </PaymentResult>
              {outcome === 'issued' && <Voucher order={order} />}
            </Stack>
          );
        }}
      </LoadView>
    </Container>
  );
}

/** …/voucher/{orderId}/: the voucher of an order, its PDF, and cancelling under the policy. */
export function BookedVoucherScreen<O extends BookedOrder>({ product }: { product: BookedProduct<O> }) {
  const root = useStores();
  const { orderId = '' } = useParams();
  const loaded = useLoad(() => product.load(root.api, orderId), orderId);
  useLiveOrder(orderId, loaded.refresh);
  const { Voucher } = product;
  return (
    <Container size="md" py="xl">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این رزرو در سفارش‌های شما پیدا نشد.">
        {(order) => order.status === 'Reserved' || order.status === 'Created' ? (
          <EmptyState title="این رزرو هنوز پرداخت نشده است" text="واچر پس از پرداخت صادر می‌شود."
            action={{ label: 'ادامه و پرداخت', href: product.confirmPath(order.id) }} renderLink={routerLink} />
        ) : (
          <Stack gap="md">
            <Title order={1} size="h3">{product.voucherFa}</Title>
            <Voucher order={order} />
          </Stack>
        )}
      </LoadView>
    </Container>
  );
}
