import { useCallback, useEffect, useState } from 'react';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../api';
import type { VerifyVisaPaymentResponse, VisaOrderDetails } from '../../contract';
import { EmptyState, JalaliDateText, type PassengerFareRow } from '../../design-system';
import { PASSENGER_KIND_LABELS, toPersianDigits, type PassengerKind } from '../../domain';
import { useStores } from '../../stores';
import { routerLink } from '../shared/router-link';

export type OrderLoad =
  | { status: 'loading' }
  | { status: 'ready'; result: VerifyVisaPaymentResponse }
  | { status: 'error'; notFound: boolean };

/** VerifyVisaPayment for an order: its details, whether it is paid, and why not. */
export function useVisaOrder(orderId: string | null) {
  const { api } = useStores();
  const [load, setLoad] = useState<OrderLoad>({ status: 'loading' });
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    api.visa.verifyVisaPayment(orderId).then(
      (result) => live && setLoad({ status: 'ready', result }),
      (error) => live && setLoad({ status: 'error', notFound: error instanceof ApiError && (error.status === 404 || error.status === 400) }),
    );
    return () => {
      live = false;
    };
  }, [api, orderId, seq]);
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setSeq((n) => n + 1);
  }, []);
  const replace = useCallback((order: VisaOrderDetails) => setLoad((l) => (l.status === 'ready' ? { status: 'ready', result: { ...l.result, order } } : l)), []);
  return { load, reload, replace };
}

export function OrderLoading() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="در حال دریافت سفارش">
      <Skeleton height={90} />
      <Skeleton height={160} />
    </Stack>
  );
}

export function OrderLoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return notFound ? (
    <EmptyState
      icon={<IconAlertTriangle aria-hidden />}
      title="این درخواست ویزا پیدا نشد"
      text="شاید نشانی کامل نیست یا درخواست متعلق به حساب دیگری است. درخواست‌های شما در بخش سفرهای من است."
      action={{ label: 'سفرهای من', href: '/profile/my-travels/' }}
      renderLink={routerLink}
    />
  ) : (
    <EmptyState
      icon={<IconAlertTriangle aria-hidden />}
      title="اطلاعات درخواست دریافت نشد"
      text="اتصال اینترنت را بررسی کنید و دوباره تلاش کنید."
      action={{ label: 'تلاش دوباره', onClick: onRetry }}
    />
  );
}

/** Passengers by kind at the order's unit price, for PriceBreakdown. */
export function fareRows(order: VisaOrderDetails): PassengerFareRow[] {
  const counts = new Map<PassengerKind, number>();
  for (const p of order.passengers) counts.set(p.passengerType as PassengerKind, (counts.get(p.passengerType as PassengerKind) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([kind, count]) => ({ kind, count, unitPrice: order.visa.unitPrice }));
}

const STATUS_COLOR: Partial<Record<VisaOrderDetails['status'], string>> = { Paid: 'green', Issued: 'green', Expired: 'gray', Cancelled: 'gray', Created: 'blue' };

/** The visa order: request, status, and its passengers. */
export function VisaOrderSummary({ order }: { order: VisaOrderDetails }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-order-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="visa-order-title">{order.title}</Title>
          <Badge color={STATUS_COLOR[order.status] ?? 'blue'} variant="light" size="lg">{order.statusFa}</Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stack gap={0}><Text size="xs" c="dimmed">شماره سفارش</Text><Text fw={600} size="sm">{toPersianDigits(order.number)}</Text></Stack>
          <Stack gap={0}><Text size="xs" c="dimmed">سرعت رسیدگی</Text><Text fw={600} size="sm">{order.visa.speedFa}</Text></Stack>
          <Stack gap={0}><Text size="xs" c="dimmed">تاریخ سفر</Text><JalaliDateText date={order.visa.travelDate} format="long" fw={600} size="sm" /></Stack>
          <Stack gap={0}><Text size="xs" c="dimmed">زمان صدور</Text><Text fw={600} size="sm">{toPersianDigits(order.visa.processingDays)} روز کاری</Text></Stack>
        </SimpleGrid>
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>مسافر</Table.Th>
                <Table.Th>رده سنی</Table.Th>
                <Table.Th>شماره گذرنامه</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.passengers.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td dir="ltr" style={{ textAlign: 'end' }}>{p.firstNameEn} {p.lastNameEn}</Table.Td>
                  <Table.Td>{PASSENGER_KIND_LABELS[p.passengerType as PassengerKind]}</Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'end' }}>{p.passportNumber}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
