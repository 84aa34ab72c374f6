import { Alert, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import type { Api } from '../../api';
import type { OrderDetails, OrderPassenger } from '../../contract';
import { CountdownTimer, EmptyState } from '../../design-system';
import { PASSENGER_KIND_LABELS, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { useLiveOrder, useLiveSeats } from '../shared/live';
import { routerLink } from '../shared/router-link';
import { LoadView, useLoad } from '../account/parts/load';
import { SafarMarketOrderSteps } from '../resellers/SafarMarketSteps';
import { CancelReservation } from './parts/CancelReservation';
import { ConfirmPanel, type ConfirmWording } from './parts/ConfirmPanel';
import { fareRowsOf } from './parts/price-rows';
import { TripSummary } from './parts/TripSummary';
import classes from './parts/booking.module.css';

/** Holds the seats if the order is only submitted, then reads whether it can be paid and what the wallet can cover. */
export async function prepareOrder(api: Api, orderId: string) {
  let verify = await api.booking.verifyFlightOrder(orderId);
  if (verify.order.status === 'Created') {
    await api.booking.reserveFlightOrder(orderId);
    verify = await api.booking.verifyFlightOrder(orderId);
  }
  const [balance, difference, gift] = await Promise.all([
    api.wallet.currentUserBalance(),
    api.wallet.balanceDifference(verify.order.payableAmount),
    // The gift line is a help, not a gate: without it the page still pays.
    api.wallet.checkGiftExceedCount().catch(() => null),
  ]);
  return { verify, balance, difference, gift };
}

function flightWording(order: OrderDetails): ConfirmWording {
  const { rows, taxes } = fareRowsOf(order);
  return {
    price: { passengers: rows, taxes },
    paidPath: `/payment/${order.id}/`,
    payLabel: 'پرداخت و دریافت بلیت',
    walletNote: 'مبلغ از کیف پول شما برداشته و بلیت بی‌درنگ صادر می‌شود.',
  };
}

/** Seats left on the held flights, as the server pushes them (others are buying too). */
const SeatsLeft = observer(function SeatsLeft({ order }: { order: OrderDetails }) {
  const { live } = useStores();
  const refs = order.segments.map((s) => ({ requestId: s.requestId, proposalId: s.proposalId }));
  useLiveSeats(refs);
  const counts = refs.map((ref) => live.seatsOf(ref)).filter((n): n is number => n !== undefined);
  if (counts.length === 0) return null;
  const left = Math.min(...counts);
  return (
    <Text size="sm" c={left <= 3 ? 'red.9' : 'dimmed'} aria-live="polite" data-testid="seats-left">
      {left === 0 ? 'صندلی دیگری برای فروش نمانده است؛ صندلی‌های شما تا پایان زمان رزرو نگه داشته می‌شود.'
        : `${toPersianDigits(left)} صندلی دیگر روی این پرواز باقی مانده است؛ صندلی‌های شما تا پایان زمان رزرو نگه داشته می‌شود.`}
    </Text>
  );
});

function Passengers({ passengers }: { passengers: readonly OrderPassenger[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="confirm-passengers">
      <Title order={2} size="h5" id="confirm-passengers" mb="sm">مسافران</Title>
      <ul className={classes.people}>
        {passengers.map((p) => (
          <li key={p.id}>
            <Text fw={500}>{[p.firstNameFa, p.lastNameFa].filter(Boolean).join(' ') || `${p.firstNameEn} ${p.lastNameEn}`}</Text>
            <Text size="sm" c="dimmed">
              {PASSENGER_KIND_LABELS[p.passengerType]} · <bdi dir="ltr">{`${p.firstNameEn} ${p.lastNameEn}`}</bdi> ·{' '}
              {p.nationalCode ? <>کد ملی <bdi>{toPersianDigits(p.nationalCode)}</bdi></> : <>گذرنامه <bdi dir="ltr">{p.passportNumber}</bdi></>}
            </Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** /confirm/?orderId=: the held order (Reserve/ReserveFlightOrder), price, voucher, wallet and the way to pay. */
export function ConfirmScreen() {
  const root = useStores();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const loaded = useLoad(async () => {
    const answer = await prepareOrder(root.api, orderId);
    root.wallet.setInventory(answer.balance.balance);
    return answer;
  }, orderId, Boolean(orderId));
  // Paid in another tab, expired by the server's sweep, cancelled: the page follows without a reload.
  useLiveOrder(orderId, loaded.refresh);

  if (!orderId) {
    return (
      <Container size="md" py="xl">
        <EmptyState title="سفارشی برای تأیید نیست" text="پروازی را جستجو و انتخاب کنید، سپس مشخصات مسافران را وارد کنید."
          action={{ label: 'جستجوی پرواز', href: '/' }} renderLink={routerLink} />
      </Container>
    );
  }

  return (
    <Container size="lg">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این سفارش در سفارش‌های شما پیدا نشد.">
        {({ verify, difference, gift }) => {
          const { order } = verify;
          if (order.status === 'Cancelled') {
            return (
              <EmptyState title="این رزرو لغو شد" text="صندلی‌های این سفارش آزاد شد و دیگر پرداخت نمی‌شود. وضعیت آن را در سفرهای من می‌بینید."
                action={{ label: 'جستجوی دوباره پرواز', href: '/' }} renderLink={routerLink} />
            );
          }
          if (order.status === 'Paid' || order.status === 'Issued') {
            return (
              <EmptyState title="این سفارش پرداخت شده است" text="وضعیت بلیت‌ها را در صفحه پرداخت ببینید."
                action={{ label: 'مشاهده بلیت', href: `/payment/${order.id}/` }} renderLink={routerLink} />
            );
          }
          if (!verify.canPay) {
            return (
              <EmptyState title="این سفارش دیگر قابل پرداخت نیست" text={verify.messages[0] ?? 'مهلت رزرو این سفارش تمام شده است.'}
                action={{ label: 'جستجوی دوباره پرواز', href: '/' }} renderLink={routerLink} />
            );
          }
          return (
            <div className={classes.page}>
              <SafarMarketOrderSteps order={order} steps={['Confirm']} />
              <div className={classes.main}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Title order={1} size="h3">تأیید و پرداخت</Title>
                    <Text size="sm" c="dimmed">سفارش <bdi>{toPersianDigits(order.number)}</bdi> · {order.title}</Text>
                  </div>
                  <Group gap="xs">
                    <Button variant="default" component={Link} to={`/edit-passenger/?orderId=${encodeURIComponent(order.id)}`}
                      leftSection={<IconEdit size={18} aria-hidden />}>
                      ویرایش مسافران
                    </Button>
                    <CancelReservation order={order} onCancelled={loaded.reload} />
                  </Group>
                </Group>
                {order.holdExpiresAt && (
                  <Paper withBorder radius="md" p="md">
                    <CountdownTimer expiresAt={order.holdExpiresAt} onExpire={loaded.refresh} clock={root.live.serverNow} />
                    <SeatsLeft order={order} />
                  </Paper>
                )}
                <TripSummary title="پرواز" parts={order.segments.map((s) => ({ proposal: s.proposal }))} />
                <Passengers passengers={order.passengers} />
                <Alert variant="light" color="gray">
                  بلیت و پیامک‌ها به <bdi>{toPersianDigits(order.contact.mobile)}</bdi>{order.contact.email ? <> و <bdi dir="ltr">{order.contact.email}</bdi></> : null} فرستاده می‌شوند.
                </Alert>
              </div>
              <div className={classes.side}>
                <ConfirmPanel order={order} difference={difference} gift={gift} wording={flightWording(order)} />
              </div>
            </div>
          );
        }}
      </LoadView>
    </Container>
  );
}
