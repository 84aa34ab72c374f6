import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { OrderSummary } from '../../../contract';
import { COLOUR_TAG_COLOR, JalaliDateText } from '../../../design-system';
import { PRODUCT_TYPE_LABELS, toPersianDigits } from '../../../domain';
import { Facts } from './Facts';
import { ORDER_PRODUCT_TYPE, ORDER_STATUS_COLOUR, ORDER_STATUS_LABELS, tehranDayOf } from './order-view';

const PAYMENT_METHOD_LABELS = { Gateway: 'درگاه بانکی', Wallet: 'کیف پول', Mixed: 'کیف پول و درگاه بانکی' } as const;

/** An order's number, title, status, dates and how it was paid: the top of every order page (its money is OrderPrice). */
export function OrderHeader({ order }: { order: OrderSummary }) {
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
        ...(order.departureTime ? [['تاریخ سفر', <JalaliDateText key="d" date={tehranDayOf(order.departureTime)} format="long" />] as const] : []),
        ['تعداد مسافر', toPersianDigits(order.passengerCount)],
        ...(order.paymentMethod ? [['روش پرداخت', PAYMENT_METHOD_LABELS[order.paymentMethod]] as const] : []),
      ]} />
    </Paper>
  );
}
