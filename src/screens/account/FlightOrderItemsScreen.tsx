import { Anchor, Badge, Button, Chip, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderDetails, OrderItemStatus, OrderPassengerWithItems } from '../../contract';
import { PriceText, TicketCard } from '../../design-system';
import { PASSENGER_KIND_LABELS, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { ticketsOf } from '../booking/parts/tickets';
import { LoadView, useLoad } from './parts/load';
import { orderDetailsHref } from './parts/order-view';
import { canAskRefund, refundHref } from './parts/OrderRefunds';
import { PageHeader } from './parts/PageHeader';
import classes from './parts/parts.module.css';

const ITEM_STATUS: Record<OrderItemStatus, { label: string; color: string }> = {
  Active: { label: 'فعال', color: 'green' },
  RefundRequested: { label: 'در انتظار استرداد', color: 'brand' },
  Refunded: { label: 'استردادشده', color: 'gray' },
};

function segmentLabel(order: OrderDetails, segmentId: string): string {
  const segment = order.segments.find((s) => s.id === segmentId);
  const groups = segment?.proposal.FlightGroups ?? [];
  // Every stop of a multi-destination trip: «تهران ← استانبول ← دبی».
  return groups.length > 0 ? [groups[0]!.OriginFa, ...groups.map((g) => g.DestinationFa)].join(' ← ') : '';
}

function PassengerItems({ order, passenger }: { order: OrderDetails; passenger: OrderPassengerWithItems }) {
  const name = [passenger.firstNameFa, passenger.lastNameFa].filter(Boolean).join(' ') || `${passenger.firstNameEn} ${passenger.lastNameEn}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Text fw={700} mb="xs">{name} <Text span size="sm" c="dimmed">({PASSENGER_KIND_LABELS[passenger.passengerType]})</Text></Text>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr><Table.Th>مسیر</Table.Th><Table.Th>شماره بلیت</Table.Th><Table.Th>کرایه</Table.Th><Table.Th>مالیات</Table.Th><Table.Th>جمع</Table.Th><Table.Th>وضعیت</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passenger.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{segmentLabel(order, item.segmentId)}</Table.Td>
                <Table.Td>{item.ticketNumber ? <bdi dir="ltr">{toPersianDigits(item.ticketNumber)}</bdi> : 'صادر نشده'}</Table.Td>
                <Table.Td><PriceText amount={item.baseFare} size="sm" /></Table.Td>
                <Table.Td><PriceText amount={item.tax} size="sm" /></Table.Td>
                <Table.Td><PriceText amount={item.price} size="sm" fw={700} /></Table.Td>
                <Table.Td><Badge variant="light" color={ITEM_STATUS[item.status].color}>{ITEM_STATUS[item.status].label}</Badge></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** …/order-details/flight-order-items/?orderId=&proposalId=: each passenger's items (price, ticket, status) and the issued tickets. */
export function FlightOrderItemsScreen() {
  const root = useStores();
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const proposalId = params.get('proposalId') ?? '';
  const loaded = useLoad(async () => {
    const [order, passengers] = await Promise.all([
      root.api.orders.currentUserOrderDetails(orderId),
      root.api.orders.orderPassengers(orderId, proposalId || undefined),
    ]);
    return { order, passengers };
  }, `${orderId}/${proposalId}`);

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('proposalId', value);
    else next.delete('proposalId');
    setParams(next);
  };

  return (
    <div className={classes.stack}>
      <PageHeader title="بلیت‌ها و اقلام سفارش" action={
        <Anchor component={Link} to={orderDetailsHref(orderId)} size="sm">
          <Group gap={4} component="span"><IconArrowRight size={16} aria-hidden />جزئیات سفارش</Group>
        </Anchor>
      } />
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این سفارش در سفارش‌های شما پیدا نشد.">
        {({ order, passengers }) => {
          const shown = new Set(order.segments.filter((s) => !proposalId || s.proposalId === proposalId).map((s) => s.id));
          const tickets = ticketsOf({ ...order, items: order.items.filter((i) => shown.has(i.segmentId)) });
          return (
            <>
              <Text c="dimmed" size="sm">سفارش <bdi>{toPersianDigits(order.number)}</bdi> · {order.title}</Text>
              {order.segments.length > 1 && (
                <Chip.Group value={proposalId} onChange={(v) => choose(String(v))}>
                  <Group gap="xs" role="group" aria-label="پرواز">
                    <Chip value="">همه پروازها</Chip>
                    {order.segments.map((s) => <Chip key={s.id} value={s.proposalId}>{segmentLabel(order, s.id)}</Chip>)}
                  </Group>
                </Chip.Group>
              )}
              {canAskRefund(order.status, order.items) && (
                <Group><Button variant="default" component={Link} to={refundHref(order.id, proposalId || undefined)}>درخواست استرداد</Button></Group>
              )}
              {passengers.map((p) => <PassengerItems key={p.id} order={order} passenger={p} />)}
              {tickets.length > 0 && (
                <section aria-labelledby="issued-tickets" className={classes.stack}>
                  <Title order={2} size="h5" id="issued-tickets">بلیت‌های صادرشده</Title>
                  {tickets.map((t) => <TicketCard key={`${t.ticketNumber}-${t.flightNumber}-${t.departure.time}`} ticket={t} />)}
                </section>
              )}
            </>
          );
        }}
      </LoadView>
    </div>
  );
}
