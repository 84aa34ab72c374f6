import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderSummary } from '../../../contract';
import { COLOUR_TAG_COLOR, JalaliDateText } from '../../../design-system';
import { PRODUCT_TYPE_LABELS, toPersianDigits } from '../../../domain';
import { Facts } from './Facts';
import { ORDER_PRODUCT_TYPE, ORDER_STATUS_COLOUR, ORDER_STATUS_LABELS, tehranDayOf } from './order-view';

const PAYMENT_METHOD_LABELS = { Gateway: 'درگاه بانکی', Wallet: 'کیف پول', Mixed: 'کیف پول و درگاه بانکی' } as const;

/** A summary, or a hotel's or a tour's details, which know the trip's last day too. */
type HeaderOrder = OrderSummary & {
  stay?: { checkIn: string; checkOut: string; nights: number };
  departure?: { departureDate: string; returnDate: string; nights: number };
};

/** When the trip is: a stay's or a tour's first and last day with its nights, else the day it starts (flight, CIP, visa). */
function tripFact(order: HeaderOrder): readonly [string, ReactNode] | null {
  const span = order.product === 'Hotel' && order.stay
    ? { label: 'تاریخ اقامت', from: order.stay.checkIn, to: order.stay.checkOut, nights: order.stay.nights }
    : order.product === 'Tour' && order.departure
      ? { label: 'تاریخ سفر', from: order.departure.departureDate, to: order.departure.returnDate, nights: order.departure.nights }
      : null;
  if (span) {
    return [span.label, (
      <span key="d">
        <JalaliDateText date={span.from} format="long" /> تا <JalaliDateText date={span.to} format="long" />، {toPersianDigits(span.nights)} شب
      </span>
    )];
  }
  const day = tehranDayOf(order.departureTime);
  // A hotel's summary alone (no details) knows only its check-in day.
  return day ? [order.product === 'Hotel' ? 'تاریخ ورود' : 'تاریخ سفر', <JalaliDateText key="d" date={day} format="long" />] : null;
}

/** An order's number, title, status, dates and how it was paid: the top of every order page (its money is OrderPrice). */
export function OrderHeader({ order }: { order: HeaderOrder }) {
  const trip = tripFact(order);
  const colour = COLOUR_TAG_COLOR[ORDER_STATUS_COLOUR[order.status]] ?? 'gray';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="خلاصه سفارش">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
        <div>
          <Text size="xs" c="dimmed">{PRODUCT_TYPE_LABELS[ORDER_PRODUCT_TYPE[order.product]]} · سفارش <bdi>{toPersianDigits(order.number)}</bdi></Text>
          <Title order={2} size="h4">{order.title}</Title>
        </div>
        <Badge size="lg" variant="light" color={colour} data-status={order.status}>{order.statusFa || ORDER_STATUS_LABELS[order.status]}</Badge>
      </Group>
      <Facts items={[
        ['تاریخ ثبت', <JalaliDateText key="c" date={tehranDayOf(order.createdAt)} />],
        ...(trip ? [trip] : []),
        ['تعداد مسافر', toPersianDigits(order.passengerCount)],
        ...(order.paymentMethod ? [['روش پرداخت', PAYMENT_METHOD_LABELS[order.paymentMethod]] as const] : []),
      ]} />
    </Paper>
  );
}
