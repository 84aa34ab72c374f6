import { Alert, Chip, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import type { OrderStatus } from '../../contract';
import { EmptyState, OrderListItem } from '../../design-system';
import { toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { routerLink } from '../shared/router-link';
import { LoadView, useLoad } from './parts/load';
import { orderDetailsHref, orderListItem } from './parts/order-view';
import { PageHeader } from './parts/PageHeader';
import { Pager, pageOf } from './parts/Pager';
import classes from './parts/parts.module.css';

export const ORDERS_PAGE_SIZE = 10;

/** The status filter, in the traveller's words; each maps to the statuses the server filters by. */
export const ORDER_FILTERS: readonly { value: string; label: string; statuses: OrderStatus[] }[] = [
  { value: 'all', label: 'همه', statuses: [] },
  { value: 'pending', label: 'در انتظار پرداخت', statuses: ['Created', 'Reserved'] },
  { value: 'issued', label: 'صادرشده', statuses: ['Paid', 'Issued'] },
  { value: 'refund', label: 'استرداد', statuses: ['RefundRequested', 'PartiallyRefunded', 'Refunded'] },
  { value: 'closed', label: 'منقضی یا لغوشده', statuses: ['Expired', 'Cancelled'] },
];

/** /profile/my-travels/: the traveller's orders, newest first, paged and filtered by status (both kept in the URL). */
export const MyTravelsScreen = observer(function MyTravelsScreen() {
  const root = useStores();
  const offline = !root.general.isOnline;
  const [params, setParams] = useSearchParams();
  const filter = ORDER_FILTERS.find((f) => f.value === params.get('status')) ?? ORDER_FILTERS[0]!;
  const page = pageOf(params.get('page'));
  const orders = useLoad(
    () => root.api.orders.currentUserOrders({
      pageNumber: page,
      pageSize: ORDERS_PAGE_SIZE,
      ...(filter.statuses.length > 0 ? { status: filter.statuses } : {}),
    }),
    `${filter.value}/${page}`,
  );

  const go = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams(params);
    const status = next.status ?? filter.value;
    if (status === 'all') query.delete('status');
    else query.set('status', status);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    else query.delete('page');
    setParams(query);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className={classes.stack}>
      <PageHeader title="سفرهای من" text="سفارش‌های پرواز، هتل، تور، CIP و روادید شما، از جدیدترین" />
      {offline && (
        // The service worker answers the list from the issued trips kept on this device.
        <Alert variant="light" color="gray" icon={<IconWifiOff size={20} aria-hidden />} title="شما آفلاین هستید">
          بلیت‌ها و واچرهای صادرشده‌ای که پیش‌تر باز کرده‌اید از روی همین دستگاه نمایش داده می‌شوند. برای دیدن همه سفارش‌ها به اینترنت وصل شوید.
        </Alert>
      )}
      <Chip.Group value={filter.value} onChange={(value) => go({ status: String(value) })}>
        <Group gap="xs" role="group" aria-label="وضعیت سفارش">
          {ORDER_FILTERS.map((f) => <Chip key={f.value} value={f.value} size="md">{f.label}</Chip>)}
        </Group>
      </Chip.Group>
      <LoadView state={orders.state} reload={orders.reload}>
        {(result) => result.items.length === 0 ? (
          offline ? (
            <EmptyState title="سفری روی این دستگاه نیست" text="بلیت‌ها و واچرهای صادرشده پس از یک بار باز شدن، بدون اینترنت هم اینجا می‌آیند." />
          ) : filter.value === 'all' && page === 1 ? (
            <EmptyState title="هنوز سفری ندارید" text="پس از خرید بلیت، رزرو هتل، تور یا CIP و درخواست روادید، سفارش‌های شما اینجا می‌آیند."
              action={{ label: 'جستجوی پرواز', href: '/' }} renderLink={routerLink} />
          ) : (
            <EmptyState title="سفارشی با این وضعیت نیست" text="وضعیت دیگری را انتخاب کنید."
              action={{ label: 'نمایش همه سفارش‌ها', onClick: () => go({ status: 'all' }) }} />
          )
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">{toPersianDigits(result.totalCount)} سفارش</Text>
            <ul className={classes.list}>
              {result.items.map((order) => (
                <li key={order.id}>
                  <OrderListItem order={orderListItem(order)} detailsHref={orderDetailsHref(order.id)} renderLink={routerLink} />
                </li>
              ))}
            </ul>
            <Pager page={page} totalCount={result.totalCount} pageSize={ORDERS_PAGE_SIZE} onChange={(n) => go({ page: n })} />
          </>
        )}
      </LoadView>
    </div>
  );
});
