import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../design-system';
import { tourConfirmPath } from '../../domain/tours';
import { useStores } from '../../stores';
import { LoadView, useLoad } from '../account/parts/load';
import { useLiveOrder } from '../shared/live';
import { routerLink } from '../shared/router-link';
import { TourVoucherView } from './parts/TourVoucherView';

/** /tour/voucher/{orderId}/: the tour voucher of an order, its PDF, and cancelling under the policy. */
export function TourVoucherScreen() {
  const root = useStores();
  const { orderId = '' } = useParams();
  const loaded = useLoad(() => root.api.tours.orderDetails(orderId), orderId);
  useLiveOrder(orderId, loaded.refresh);
  return (
    <Container size="md" py="xl">
      <LoadView state={loaded.state} reload={loaded.reload} notFound="این رزرو در سفارش‌های شما پیدا نشد.">
        {(order) => order.status === 'Reserved' || order.status === 'Created' ? (
          <EmptyState title="این رزرو هنوز پرداخت نشده است" text="واچر پس از پرداخت صادر می‌شود."
            action={{ label: 'ادامه و پرداخت', href: tourConfirmPath(order.id) }} renderLink={routerLink} />
        ) : (
          <Stack gap="md">
            <Title order={1} size="h3">واچر تور</Title>
            <TourVoucherView order={order} />
          </Stack>
        )}
      </LoadView>
    </Container>
  );
}
