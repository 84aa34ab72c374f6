import { Button, Container, Title } from '@mantine/core';
import { IconCrown, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PaymentInfo, VerifyIssueResponse } from '../../contract';
import { EmptyState, showToast, TicketCard } from '../../design-system';
import { useStores } from '../../stores';
import { useLiveOrder } from '../shared/live';
import { routerLink } from '../shared/router-link';
import { failureMessage, LoadView, useLoad } from '../account/parts/load';
import { orderDetailsHref } from '../account/parts/order-view';
import { SafarMarketOrderSteps } from '../resellers/SafarMarketSteps';
import { cipOfferHref } from '../cip/parts/cip-offer';
import { PaymentResult, ResultLine, type PaymentOutcome } from './parts/PaymentResult';
import { OrderHeader } from '../account/parts/OrderHeader';
import { CancelReservation } from './parts/CancelReservation';
export type { PaymentOutcome } from './parts/PaymentResult';
import { OrderPrice } from '../account/parts/OrderPrice';
import { openTicketPdf } from './parts/ticket-pdf';
import { ticketsOf } from './parts/tickets';
import classes from './parts/booking.module.css';

/** What the traveller is told, from the payment (if the bank sent one back) and the order. */
export function outcomeOf(payment: PaymentInfo | null, verify: VerifyIssueResponse | null): PaymentOutcome {
  if (verify?.issued) return 'issued';
  const status = verify?.order.status;
  if (status === 'Paid') return 'paid';
  if (payment?.status === 'Returned') return 'returned';
  if (payment?.status === 'Reversed') return 'reversed';
  if (status === 'Cancelled') return 'cancelled';
  if (status === 'Expired') return 'expired';
  if (payment?.status === 'Pending') return 'pending';
  if (payment?.status === 'Failed' || payment?.status === 'Cancelled') return 'failed';
  if (payment?.status === 'Succeeded') return verify ? 'paid' : 'charged';
  return 'unpaid';
}

const TITLE: Record<PaymentOutcome, string> = {
  issued: 'پرداخت موفق بود و بلیت شما صادر شد',
  charged: 'کیف پول شما شارژ شد',
  paid: 'پرداخت انجام شد؛ بلیت در حال صدور است',
  pending: 'در انتظار تأیید بانک',
  failed: 'پرداخت ناموفق بود',
  returned: 'مبلغ به کیف پول شما برگشت',
  reversed: 'مبلغ به کارت شما برگشت داده شد',
  cancelled: 'این رزرو لغو شد',
  expired: 'مهلت این سفارش تمام شده است',
  unpaid: 'این سفارش هنوز پرداخت نشده است',
};

/** /payment/{orderId}/?paymentId=: where the bank sends the browser back — payment and order status, tickets, or a retry. */
export function PaymentScreen() {
  const root = useStores();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const [busy, setBusy] = useState<'pay' | 'pdf' | null>(null);
  const loaded = useLoad(async () => {
    // Issuing waits for the payment to be read, so a just-settled order is issued in this visit.
    const payment = paymentId ? await root.api.payment.byId(paymentId) : null;
    const verify = orderId ? await root.api.booking.verifyIssueFlightTicket(orderId) : null;
    return { payment, verify };
  }, `${orderId}/${paymentId}`, Boolean(orderId || paymentId));
  // Issued, returned or expired elsewhere (the bank's callback, the sweep): the page follows.
  useLiveOrder(orderId, loaded.refresh);

  const payAgain = async () => {
    setBusy('pay');
    try {
      const answer = await root.api.payment.create({ orderId, useWallet: root.order.useWallet, gatewayId: root.order.gatewayId });
      window.location.assign(answer.url);
    } catch (error) {
      void showToast(failureMessage(error), 'error');
      setBusy(null);
    }
  };
  const download = async () => {
    setBusy('pdf');
    await openTicketPdf(root.api, orderId).catch((error: unknown) => void showToast(failureMessage(error), 'error'));
    setBusy(null);
  };

  if (!orderId && !paymentId) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="پرداختی برای نمایش نیست" text="وضعیت سفارش‌های خود را در سفرهای من ببینید."
          action={{ label: 'سفرهای من', href: '/profile/my-travels/' }} renderLink={routerLink} />
      </Container>
    );
  }

  return (
    <Container size="md" className={classes.main} py="xl">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این پرداخت یا سفارش در حساب شما پیدا نشد.">
        {({ payment, verify }) => {
          const outcome = outcomeOf(payment, verify);
          const order = verify?.order;
          const message = outcome === 'failed' || outcome === 'returned' || outcome === 'reversed' ? payment?.message : verify?.messages[0];
          const tickets = verify?.issued && order ? ticketsOf(order, verify.tickets) : [];
          // Issue 21: an issued flight offers the VIP airport service at its origin, prefilled.
          const cipOffer = outcome === 'issued' && order ? cipOfferHref(order) : null;
          return (
            <>
              {order && <SafarMarketOrderSteps order={order} steps={outcome === 'issued' ? ['Payment', 'Issue'] : outcome === 'paid' ? ['Payment'] : []} />}
              <PaymentResult outcome={outcome} title={TITLE[outcome]} message={message && <ResultLine>{message}</ResultLine>} payment={payment}>
                {outcome === 'issued' && orderId && (
                  <Button onClick={download} loading={busy === 'pdf'} leftSection={<IconDownload size={18} aria-hidden />}>دانلود بلیت (PDF)</Button>
                )}
                {(outcome === 'failed' || outcome === 'unpaid' || outcome === 'returned' || outcome === 'reversed') && order?.status === 'Reserved' && (
                  <Button onClick={payAgain} loading={busy === 'pay'} leftSection={<IconRefresh size={18} aria-hidden />}>پرداخت دوباره</Button>
                )}
                {order && (order.status === 'Reserved' || order.status === 'Created') && <CancelReservation order={order} onCancelled={loaded.reload} />}
                {order?.status === 'Created' && (
                  <Button component={Link} to={`/confirm/?orderId=${encodeURIComponent(orderId)}`}>ادامه خرید</Button>
                )}
                {(outcome === 'paid' || outcome === 'pending') && (
                  <Button variant="light" onClick={loaded.reload} leftSection={<IconRefresh size={18} aria-hidden />}>بررسی دوباره</Button>
                )}
                {(outcome === 'expired' || outcome === 'cancelled') && <Button component={Link} to="/">جستجوی دوباره پرواز</Button>}
                {(outcome === 'returned' || outcome === 'charged') && <Button variant="default" component={Link} to="/profile/transactions/">تراکنش‌های کیف پول</Button>}
                {orderId && <Button variant="default" component={Link} to={orderDetailsHref(orderId)}>جزئیات سفارش</Button>}
                {cipOffer && (
                  <Button variant="light" component={Link} to={cipOffer} leftSection={<IconCrown size={18} aria-hidden />}>رزرو CIP برای این پرواز</Button>
                )}
              </PaymentResult>
              {order && <OrderHeader order={order} />}
              {order && <OrderPrice priced={{ kind: 'flight', order }} />}
              {tickets.length > 0 && (
                <section aria-labelledby="tickets" className={classes.main}>
                  <Title order={2} size="h4" id="tickets">بلیت‌ها</Title>
                  {tickets.map((ticket) => <TicketCard key={`${ticket.ticketNumber}-${ticket.flightNumber}-${ticket.departure.time}`} ticket={ticket} />)}
                </section>
              )}
            </>
          );
        }}
      </LoadView>
    </Container>
  );
}
