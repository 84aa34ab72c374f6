import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { OrderDetails, OrderStatus, VisaOrderDetails } from '../../../contract';
import { RefundTimeline, refundWordsOf } from '../../../design-system';
import { useStores } from '../../../stores';
import { VISA_REFUND_NOTE } from './refund-form';
import { useLoad } from './load';

const REFUND_STATUSES: OrderStatus[] = ['RefundRequested', 'PartiallyRefunded', 'Refunded'];

/** Where a refund may be asked for: an issued flight order with a ticket still active. */
export const canAskRefund = (order: Pick<OrderDetails, 'status' | 'items'>) =>
  ['Issued', 'RefundRequested', 'PartiallyRefunded'].includes(order.status) && order.items.some((i) => i.status === 'Active');

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
