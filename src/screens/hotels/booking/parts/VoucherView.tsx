import type { HotelOrderDetails } from '../../../../contract';
import { CancellationPolicyCard, HotelVoucherCard } from '../../../../design-system';
import { tehranToday } from '../../../../domain';
import { useStores } from '../../../../stores';
import { useVoucherPdf, VoucherWays } from '../../../booking/parts/VoucherWays';
import { voucherOf } from './hotel-order-view';

/** The voucher with its PDF, the policy, and the ways on: the order's details and, once issued, cancelling it. */
export function VoucherView({ order }: { order: HotelOrderDetails }) {
  const root = useStores();
  const pdf = useVoucherPdf(() => root.api.hotelReservation.voucherPdf(order.id), `hotel-voucher-${order.number}.pdf`);
  return (
    <>
      <HotelVoucherCard voucher={voucherOf(order)} onDownload={pdf.download} downloading={pdf.downloading} />
      <CancellationPolicyCard policy={order.cancellation} checkIn={order.stay.checkIn} today={tehranToday(root.env.now())} />
      <VoucherWays orderId={order.id} status={order.status} cancelLabel="لغو رزرو و استرداد" />
    </>
  );
}
