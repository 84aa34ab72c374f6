import { Button, Group } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CipOrderDetails } from '../../../contract';
import { CipVoucherCard, showToast } from '../../../design-system';
import { useStores } from '../../../stores';
import { failureMessage } from '../../account/parts/load';
import { orderDetailsHref } from '../../account/parts/order-view';
import { openPdf } from '../../booking/parts/ticket-pdf';
import { voucherOf } from './cip-order-view';

/** The CIP voucher with its PDF, and the ways on: the order's details and, once issued, cancelling it under the policy. */
export function VoucherView({ order }: { order: CipOrderDetails }) {
  const root = useStores();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await openPdf(() => root.api.cip.voucherPdf(order.id), `cip-voucher-${order.number}.pdf`)
      .catch((error: unknown) => void showToast(failureMessage(error), 'error'));
    setDownloading(false);
  };
  return (
    <>
      <CipVoucherCard voucher={voucherOf(order)} onDownload={download} downloading={downloading} />
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
