import type { OrderProduct, OrderStatus, OrderSummary } from '../../../contract';
import type { OrderListItemData } from '../../../design-system';
import { ColourTag, isIsoDate, ProductType, tehranWallClockOf, type IsoDate } from '../../../domain';

/** Every order status in Persian (the server answers statusFa too; this is for filters). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Created: 'ثبت‌شده',
  Reserved: 'رزروشده، در انتظار پرداخت',
  Paid: 'پرداخت‌شده',
  Issued: 'صادرشده',
  Expired: 'منقضی‌شده',
  Cancelled: 'لغوشده',
  RefundRequested: 'در انتظار استرداد',
  PartiallyRefunded: 'بخشی استردادشده',
  Refunded: 'استردادشده',
};

/** SPEC §3 colour tags: done is green, waiting blue, failed red, lapsed grey. */
export const ORDER_STATUS_COLOUR: Record<OrderStatus, ColourTag> = {
  Created: ColourTag.Gray,
  Reserved: ColourTag.Blue,
  Paid: ColourTag.Blue,
  Issued: ColourTag.Green,
  Expired: ColourTag.Gray,
  Cancelled: ColourTag.Red,
  RefundRequested: ColourTag.Blue,
  PartiallyRefunded: ColourTag.Gray,
  Refunded: ColourTag.Red,
};

// 'Cip' is named here too, so this holds whether or not the contract's OrderProduct has it yet.
export const ORDER_PRODUCT_TYPE: Record<OrderProduct | 'Cip', ProductType> = {
  DomesticFlight: ProductType.DomesticFlight,
  InternationalFlight: ProductType.InternationalFlight,
  Hotel: ProductType.Hotel,
  Visa: ProductType.Visa,
  Cip: ProductType.CIP,
  Tour: ProductType.Tour,
};

/** The Tehran calendar day of an ISO instant (or the day itself); null when unreadable. */
export function tehranDayOf(dateTime: string | null | undefined): IsoDate | null {
  if (!dateTime) return null;
  // Hotels, tours and visas travel on a plain day (departureTime «2026-11-25»): it is the day already.
  if (isIsoDate(dateTime)) return dateTime;
  return tehranWallClockOf(dateTime)?.date ?? null;
}

/** An order still waiting for the traveller: it can go on to payment. */
export const isPayable = (order: Pick<OrderSummary, 'status'>) => order.status === 'Created' || order.status === 'Reserved';

export function orderListItem(order: OrderSummary): OrderListItemData {
  return {
    orderNumber: String(order.number),
    product: ORDER_PRODUCT_TYPE[order.product],
    title: order.title,
    date: tehranDayOf(order.departureTime) ?? tehranDayOf(order.createdAt) ?? order.createdAt.slice(0, 10),
    amount: order.payableAmount,
    statusLabel: order.statusFa || ORDER_STATUS_LABELS[order.status],
    statusColour: ORDER_STATUS_COLOUR[order.status],
  };
}

/** Where an order's details live in the profile area. */
export const orderDetailsHref = (orderId: string) => `/profile/my-travels/order-details/?orderId=${encodeURIComponent(orderId)}`;
