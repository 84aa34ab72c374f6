import { Badge, Button, Paper, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { IsoDate } from '../../domain/calendar-days';
import { PRODUCT_TYPE_LABELS, type ColourTag, type ProductType } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';
import { JalaliDateText } from '../JalaliDateText';
import { renderAnchor, type RenderLink } from '../links';
import { PriceText } from '../PriceText';
import { ProductIcon } from './product-icon';
import { BADGE_TEXT_COLOR, COLOUR_TAG_COLOR } from './status-colour';
import classes from './OrderListItem.module.css';

/** What an order row shows; the screen maps the orders API to it. */
export interface OrderListItemData {
  /** Order number as the traveller quotes it to support ("SA-140509-1234"). */
  orderNumber: string;
  product: ProductType;
  /** Route or title: "تهران ← مشهد", "ویزای امارات". */
  title: string;
  /** Travel (or order) day, ISO 'YYYY-MM-DD'. */
  date: IsoDate;
  /** Integer rials paid or payable. */
  amount: number;
  /** Persian status label from the server: "صادر شده". */
  statusLabel: string;
  /** The status colour (SPEC §3 colour tags). */
  statusColour: ColourTag;
}

export interface OrderListItemProps {
  order: OrderListItemData;
  /** Where "جزئیات سفارش" goes; without it the row has no link. */
  detailsHref?: string;
  /** Draws the details link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
}

/** One order in "سفرهای من": product, route, date, number, amount and a coloured status. */
export function OrderListItem({ order, detailsHref, renderLink = renderAnchor }: OrderListItemProps) {
  const number = toPersianDigits(order.orderNumber);
  const color = COLOUR_TAG_COLOR[order.statusColour] ?? 'gray';
  return (
    <Paper component="article" withBorder radius="md" className={classes.root} aria-label={`سفارش ${number}، ${order.title}`}
      data-product={order.product} data-status-colour={color}>
      <div className={classes.inner}>
        <span className={classes.icon} data-product={order.product}>
          <ProductIcon product={order.product} />
        </span>

        <div className={classes.main}>
          <Text size="xs" c="dimmed">{PRODUCT_TYPE_LABELS[order.product]}</Text>
          <Text fw={700} className={classes.title}>{order.title}</Text>
          <div className={classes.meta}>
            <JalaliDateText date={order.date} format="long" size="sm" c="dimmed" />
            <Text size="sm" c="dimmed" component="span">
              شماره سفارش: <bdi className={classes.number}>{number}</bdi>
            </Text>
          </div>
        </div>

        <Badge
          size="lg"
          radius="sm"
          variant="light"
          color={color}
          className={classes.status}
          data-colour={color}
          style={{ '--badge-color': BADGE_TEXT_COLOR[color] ?? BADGE_TEXT_COLOR.gray }}
        >
          {order.statusLabel}
        </Badge>

        <div className={classes.aside}>
          <PriceText amount={order.amount} size="lg" />
          {detailsHref && (
            <Button variant="subtle" size="sm" className={classes.details}
              rightSection={<IconChevronLeft size={16} aria-hidden />}
              aria-label={`جزئیات سفارش ${number}`}
              renderRoot={(props) => renderLink({ ...props, href: detailsHref })}>
              جزئیات سفارش
            </Button>
          )}
        </div>
      </div>
    </Paper>
  );
}
