import { Button, Group } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../../contract';
import { showToast } from '../../../design-system';
import { failureMessage } from '../../account/parts/load';
import { refundHref } from '../../account/parts/OrderRefunds';
import { orderDetailsHref } from '../../account/parts/order-view';
import { openPdf } from './ticket-pdf';

/** A voucher's PDF download for its card: opens it in a tab (or saves it), a Persian toast when it fails. */
export function useVoucherPdf(fetchPdf: () => Promise<Blob>, fileName: string) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await openPdf(fetchPdf, fileName).catch((error: unknown) => void showToast(failureMessage(error), 'error'));
    setDownloading(false);
  };
  return { download, downloading };
}

/** Under a hotel, CIP or tour voucher: the order's details and, once issued, cancelling it under its policy. */
export function VoucherWays({ orderId, status, cancelLabel }: { orderId: string; status: OrderStatus; cancelLabel: string }) {
  return (
    <Group gap="sm">
      <Button variant="default" component={Link} to={orderDetailsHref(orderId)}>جزئیات سفارش</Button>
      {status === 'Issued' && (
        <Button variant="light" color="red" component={Link} leftSection={<IconReceiptRefund size={18} aria-hidden />} to={refundHref(orderId)}>
          {cancelLabel}
        </Button>
      )}
    </Group>
  );
}
