import { Button, Group } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HotelOrderDetails } from '../../../../contract';
import { CancellationPolicyCard, HotelVoucherCard, showToast } from '../../../../design-system';
import { tehranToday } from '../../../../domain';
import { useStores } from '../../../../stores';
import { failureMessage } from '../../../account/parts/load';
import { orderDetailsHref } from '../../../account/parts/order-view';
import { openPdf } from '../../../booking/parts/ticket-pdf';
import { voucherOf } from './hotel-order-view';

/** The voucher with its PDF, the policy, and the ways on: the order's details and, once issued, cancelling it. */
export function VoucherView({ order }: { order: HotelOrderDetails }) {
  const root = useStores();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await openPdf(() => root.api.hotelReservation.voucherPdf(order.id), `hotel-voucher-${order.number}.pdf`)
      .catch((error: unknown) => void showToast(failureMessage(error), 'error'));
    setDownloading(false);
  };
  return (
    <>
      <HotelVoucherCard voucher={voucherOf(order)} onDownload={download} downloading={downloading} />
      <CancellationPolicyCard policy={order.cancellation} checkIn={order.stay.checkIn} today={tehranToday(root.env.now())} />
      <Group gap="sm">
        <Button variant="default" component={Link} to={orderDetailsHref(order.id)}>جزئیات سفارش</Button>
        {order.status === 'Issued' && (
          <Button variant="light" color="red" component={Link} leftSection={<IconReceiptRefund size={18} aria-hidden />}
            to={`/profile/my-travels/order-details/refund/?orderId=${encodeURIComponent(order.id)}`}>
            لغو رزرو و استرداد
          </Button>
        )}
      </Group>
    </>
  );
}
