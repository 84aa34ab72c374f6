import { Button, Group } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TourOrderDetails } from '../../../contract';
import { showToast, TourVoucherCard } from '../../../design-system';
import { useStores } from '../../../stores';
import { failureMessage } from '../../account/parts/load';
import { orderDetailsHref } from '../../account/parts/order-view';
import { openPdf } from '../../booking/parts/ticket-pdf';
import { tourVoucherOf } from './tour-order-view';

/** The tour voucher with its PDF, and the ways on: the order's details and, once issued, cancelling travellers under the policy. */
export function TourVoucherView({ order }: { order: TourOrderDetails }) {
  const root = useStores();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await openPdf(() => root.api.tours.voucherPdf(order.id), `tour-voucher-${order.number}.pdf`)
      .catch((error: unknown) => void showToast(failureMessage(error), 'error'));
    setDownloading(false);
  };
  return (
    <>
      <TourVoucherCard voucher={tourVoucherOf(order)} onDownload={download} downloading={downloading} />
      <Group gap="sm">
        <Button variant="default" component={Link} to={orderDetailsHref(order.id)}>جزئیات سفارش</Button>
        {order.status === 'Issued' && (
          <Button variant="light" color="red" component={Link} leftSection={<IconReceiptRefund size={18} aria-hidden />}
            to={`/profile/my-travels/order-details/refund/?orderId=${encodeURIComponent(order.id)}`}>
            لغو و استرداد
          </Button>
        )}
      </Group>
    </>
  );
}
