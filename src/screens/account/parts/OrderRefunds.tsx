import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { OrderDetails, OrderItemStatus, OrderStatus, VisaOrderDetails } from '../../../contract';
import { RefundTimeline, refundWordsOf } from '../../../design-system';
import { useStores } from '../../../stores';
import { VISA_REFUND_NOTE } from './refund-form';
import { useLoad } from './load';

const REFUND_STATUSES: OrderStatus[] = ['RefundRequested', 'PartiallyRefunded', 'Refunded'];

const REFUNDABLE_STATUSES: OrderStatus[] = ['Issued', 'RefundRequested', 'PartiallyRefunded'];

/** The units a refund is asked for: a flight's tickets, a hotel's rooms, a CIP service's or a tour's travellers. */
type RefundUnits = readonly { status: OrderItemStatus }[];

/** Where a refund may be asked for: an issued order with a unit (ticket, room, traveller) still active. */
export const canAskRefund = (status: OrderStatus, units: RefundUnits) =>
  REFUNDABLE_STATUSES.includes(status) && units.some((u) => u.status === 'Active');

/** Every unit's refund is asked for or done, some still pending: nothing is left to ask for. */
export const allRefundsAsked = (status: OrderStatus, units: RefundUnits) =>
  REFUNDABLE_STATUSES.includes(status) && !canAskRefund(status, units) && units.some((u) => u.status === 'RefundRequested');

/** Said where the cancel or refund action was, once nothing is left to ask a refund for. */
export function RefundsAskedNote() {
  return <Text size="sm" c="dimmed">درخواست استرداد همه اقلام این سفارش ثبت شده و در حال بررسی است.</Text>;
}

export const refundHref = (orderId: string, proposalId?: string) =>
  `/profile/my-travels/order-details/refund/?orderId=${encodeURIComponent(orderId)}${proposalId ? `&proposalId=${encodeURIComponent(proposalId)}` : ''}`;

/** The order's refund requests and their status, once any was asked for. */
export function OrderRefunds({ order }: { order: Pick<OrderDetails, 'id' | 'status' | 'product'> }) {
  const root = useStores();
  const asked = REFUND_STATUSES.includes(order.status);
  const refunds = useLoad(() => root.api.refund.orderRefunds(order.id), `${order.id}/${order.status}`, asked);
  if (!asked || refunds.status !== 'ready') return null;
  return <RefundTimeline refunds={refunds.data} words={refundWordsOf(order.product)} />;
}

/** A paid visa order says how its fee can (and cannot) come back. */
export function VisaRefundNote({ order }: { order: Pick<VisaOrderDetails, 'status'> }) {
  if (['Created', 'Reserved', 'Expired', 'Cancelled'].includes(order.status)) return null;
  return <Alert color="brand" variant="light" icon={<IconInfoCircle aria-hidden />} title="استرداد روادید">{VISA_REFUND_NOTE}</Alert>;
}
